#pragma once
// Chip textures at an exact diameter, cached per (value, diameter). Owns the textures it hands out.
#include <map>
#include <string>
#include <utility>

#include <SDL.h>

#include "engine/money.h"
#include "game/art/chip_painter.h"
#include "game/art/text_masks.h"
#include "game/art/texture_upload.h"

namespace bjt::game {

class ChipArt {
public:
    ChipArt(SDL_Renderer* renderer, std::string sans_bold_path);
    ChipArt(const ChipArt&) = delete;
    ChipArt& operator=(const ChipArt&) = delete;

    // A chip of this value (in cents: 100 is a 1 chip) and diameter, or nullptr for a diameter < 8 or a
    // renderer failure. Colours: 1 white, 5 red, 25 green, 100 black, 500 purple, 1000 yellow (chip_style.h).
    SDL_Texture* chip(bjt::Cents value, int diameter_px);
    Canvas chip_pixels(bjt::Cents value, int diameter_px) { return painter_.chip(value, diameter_px); }

    void clear();

private:
    SDL_Renderer* renderer_;
    TextMasks text_;
    ChipPainter painter_;
    std::map<std::pair<bjt::Cents, int>, TexturePtr> cache_;
};

}  // namespace bjt::game
