#pragma once
// Card textures for the table, generated at start-up or on first use at exactly the pixel width they are drawn
// at, and cached per (card, width, colour scheme). Owns every texture it hands out: callers never destroy them,
// and they stay valid until clear() or destruction.
#include <map>
#include <string>
#include <tuple>

#include <SDL.h>

#include "engine/card.h"
#include "game/art/card_painter.h"
#include "game/art/text_masks.h"
#include "game/art/texture_upload.h"

namespace bjt::game {

class CardArt {
public:
    CardArt(SDL_Renderer* renderer, std::string sans_bold_path);
    CardArt(const CardArt&) = delete;
    CardArt& operator=(const CardArt&) = delete;

    // Height of a card drawn width_px wide: round(width * 1.4).
    static int height_for(int width_px) { return CardPainter::height_for(width_px); }

    // False when the font could not be loaded (font_error() says why); faces are then drawn without indices.
    bool font_ok() const { return text_.ok(); }
    const std::string& font_error() const { return text_.error(); }

    // A card face drawn for exactly this pixel width, or nullptr for a width < 8 or a renderer failure.
    // four_colour: spades black, hearts red, diamonds blue, clubs green.
    SDL_Texture* face(bjt::Card card, int width_px, bool four_colour);
    SDL_Texture* back(int width_px);  // deep red lattice inside a white border

    // The pixels without a renderer (contact sheets, tests).
    Canvas face_pixels(bjt::Card card, int width_px, bool four_colour) {
        return painter_.face(card, width_px, four_colour);
    }
    Canvas back_pixels(int width_px) { return painter_.back(width_px); }

    void clear();  // drop the cache (window resized, renderer lost)

private:
    SDL_Renderer* renderer_;
    TextMasks text_;
    CardPainter painter_;
    // Key: card bits (0x100 for the back), width, four-colour flag.
    std::map<std::tuple<int, int, bool>, TexturePtr> cache_;
};

}  // namespace bjt::game
