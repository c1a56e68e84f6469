// art-bench: how long start-up art and sound generation takes on this machine.
// Prints milliseconds for: all 52 faces at 120 px (pixels only, and uploaded as textures through a software
// renderer), the back, the standard chips, a 1920 x 1080 felt, and every synthesized sound at 48 kHz.
// Each figure is the best of several runs (the least disturbed by other processes), in milliseconds.
#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>

#include "game/art/card_art.h"
#include "game/art/card_painter.h"
#include "game/art/chip_art.h"
#include "game/art/felt_painter.h"
#include "game/audio/synth.h"
#include "game/text/font_path.h"

namespace {

double best_ms(int runs, const std::function<void()>& work) {
    double best = 1e300;
    for (int i = 0; i < runs; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        work();
        const auto t1 = std::chrono::steady_clock::now();
        best = std::min(best, std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    return best;
}

}  // namespace

int main() {
    using namespace bjt::game;
    const std::string font = find_font_path(FontFace::SansBold);
    if (font.empty()) {
        std::fprintf(stderr, "art-bench: DejaVuSans-Bold.ttf not found (install fonts-dejavu-core)\n");
        return 1;
    }
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    if (renderer == nullptr) {
        std::fprintf(stderr, "art-bench: %s\n", SDL_GetError());
        return 1;
    }

    for (int width : {60, 120, 240}) {
        // A fresh CardArt per run: the font cache starts cold, as at game start-up.
        const double textures = best_ms(5, [&] {
            CardArt art(renderer, font);
            for (int s = 0; s < 4; ++s)
                for (int r = 1; r <= 13; ++r) art.face(bjt::Card(r, static_cast<bjt::Suit>(s)), width, false);
        });
        std::printf("52 card faces at %3d px, textures (cold font cache): %7.2f ms\n", width, textures);
    }
    {
        TextMasks text(font);
        CardPainter painter(text);
        const double pixels = best_ms(5, [&] {
            for (int s = 0; s < 4; ++s)
                for (int r = 1; r <= 13; ++r) (void)painter.face(bjt::Card(r, static_cast<bjt::Suit>(s)), 120, false);
        });
        std::printf("52 card faces at 120 px, pixels only (warm glyphs):  %7.2f ms\n", pixels);
        std::printf("card back at 120 px:                                 %7.2f ms\n",
                    best_ms(5, [&] { (void)painter.back(120); }));
    }
    std::printf("9 chips at 64 px (cold font cache):                  %7.2f ms\n", best_ms(5, [&] {
                    ChipArt chips(renderer, font);
                    for (bjt::Cents v : {100, 250, 500, 1000, 2500, 10000, 50000, 100000, 500000}) chips.chip(v, 64);
                }));
    std::printf("felt 1920 x 1080:                                    %7.2f ms\n",
                best_ms(3, [&] { (void)FeltPainter().felt(1920, 1080); }));
    std::printf("all 10 sounds synthesized at 48 kHz:                 %7.2f ms\n", best_ms(3, [&] {
                    for (Sound s : all_sounds) (void)synthesize(s, 48000);
                }));
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    return 0;
}
