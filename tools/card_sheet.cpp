// card-sheet: draws every card face (two-colour and four-colour decks), the back and the standard chips on a
// piece of felt and saves it as a PNG, so people can judge the procedural art at a given size.
//   card-sheet [--width PX] [--out FILE.png]
// Uses SDL's software renderer on a plain surface: no window and no display are needed.
#include <SDL.h>
#include <SDL_image.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "game/art/card_art.h"
#include "game/art/chip_art.h"
#include "game/art/felt_art.h"
#include "game/text/font_path.h"

namespace {

int usage() {
    std::fprintf(stderr, "usage: card-sheet [--width PX (16..600, default 80)] [--out FILE.png]\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    int width = 80;
    std::string out;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--width") == 0 && i + 1 < argc) {
            width = std::atoi(argv[++i]);
        } else if (std::strcmp(argv[i], "--out") == 0 && i + 1 < argc) {
            out = argv[++i];
        } else {
            return usage();
        }
    }
    if (width < 16 || width > 600) return usage();
    if (out.empty()) out = "card-sheet-" + std::to_string(width) + ".png";

    const std::string font = bjt::game::find_font_path(bjt::game::FontFace::SansBold);
    if (font.empty()) {
        std::fprintf(stderr, "card-sheet: DejaVuSans-Bold.ttf not found (install fonts-dejavu-core)\n");
        return 1;
    }
    if (SDL_Init(0) != 0) {
        std::fprintf(stderr, "card-sheet: SDL_Init: %s\n", SDL_GetError());
        return 1;
    }

    const int height = bjt::game::CardArt::height_for(width);
    const int gap = std::max(4, width / 8);
    const int chip = width * 3 / 4;
    constexpr int columns = 13;
    // Rows: 4 suits two-colour, 4 suits four-colour, then backs and chips.
    const int sheet_w = gap + columns * (width + gap);
    const int sheet_h = gap + 8 * (height + gap) + std::max(height, chip) + gap;
    SDL_Surface* sheet = SDL_CreateRGBSurfaceWithFormat(0, sheet_w, sheet_h, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer* renderer = sheet != nullptr ? SDL_CreateSoftwareRenderer(sheet) : nullptr;
    if (renderer == nullptr) {
        std::fprintf(stderr, "card-sheet: software renderer: %s\n", SDL_GetError());
        return 1;
    }

    bjt::game::FeltArt felt(renderer);
    bjt::game::CardArt cards(renderer, font);
    bjt::game::ChipArt chips(renderer, font);
    SDL_RenderCopy(renderer, felt.felt(sheet_w, sheet_h), nullptr, nullptr);

    auto put = [&](SDL_Texture* texture, int x, int y, int w, int h) {
        if (texture == nullptr) {
            std::fprintf(stderr, "card-sheet: texture failed: %s\n", SDL_GetError());
            return;
        }
        const SDL_Rect dst{x, y, w, h};
        SDL_RenderCopy(renderer, texture, nullptr, &dst);
    };
    for (int deck = 0; deck < 2; ++deck) {
        for (int s = 0; s < 4; ++s) {
            for (int rank = 1; rank <= 13; ++rank) {
                const bjt::Card card(rank, static_cast<bjt::Suit>(s));
                const int x = gap + (rank - 1) * (width + gap);
                const int y = gap + (deck * 4 + s) * (height + gap);
                put(cards.face(card, width, deck == 1), x, y, width, height);
            }
        }
    }
    const int last_row = gap + 8 * (height + gap);
    put(cards.back(width), gap, last_row, width, height);
    int x = gap + width + gap;
    for (bjt::Cents value : {100, 250, 500, 1000, 2500, 10000, 50000, 100000, 500000, 1234500, 50}) {
        put(chips.chip(value, chip), x, last_row, chip, chip);
        x += chip + gap / 2;
    }
    SDL_RenderPresent(renderer);

    const int saved = IMG_SavePNG(sheet, out.c_str());
    if (saved != 0)
        std::fprintf(stderr, "card-sheet: cannot write %s: %s\n", out.c_str(), IMG_GetError());
    else
        std::printf("wrote %s (%d x %d, cards %d x %d)\n", out.c_str(), sheet_w, sheet_h, width, height);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(sheet);
    SDL_Quit();
    return saved == 0 ? 0 : 1;
}
