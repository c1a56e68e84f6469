#pragma once
// Shared by the art tests: a software renderer drawing into a plain surface (no window, no display), and a
// way to read back what a texture looks like once drawn.
#include <SDL.h>

#include <cstdlib>
#include <string>

#include "game/art/rgba.h"
#include "game/text/font_path.h"

namespace bjt::game::test {

// Keeps SDL off any real display or sound card, whatever the environment says.
inline void use_dummy_drivers() {
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
}

class SoftwareTarget {
public:
    SoftwareTarget(int w, int h) {
        use_dummy_drivers();
        surface_ = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
        if (surface_ != nullptr) renderer_ = SDL_CreateSoftwareRenderer(surface_);
    }
    ~SoftwareTarget() {
        if (renderer_ != nullptr) SDL_DestroyRenderer(renderer_);
        if (surface_ != nullptr) SDL_FreeSurface(surface_);
    }
    SoftwareTarget(const SoftwareTarget&) = delete;
    SoftwareTarget& operator=(const SoftwareTarget&) = delete;

    SDL_Renderer* renderer() const { return renderer_; }
    bool ok() const { return renderer_ != nullptr; }

    // Clears to `background` and draws the texture at its own size at the top-left corner.
    void draw(SDL_Texture* texture, Rgba background = Rgba{255, 0, 255, 255}) {
        SDL_SetRenderDrawColor(renderer_, background.r, background.g, background.b, 255);
        SDL_RenderClear(renderer_);
        int w = 0, h = 0;
        SDL_QueryTexture(texture, nullptr, nullptr, &w, &h);
        const SDL_Rect dst{0, 0, w, h};
        SDL_RenderCopy(renderer_, texture, nullptr, &dst);
        SDL_RenderPresent(renderer_);
    }

    Rgba pixel(int x, int y) const {
        const auto* row = static_cast<const Uint8*>(surface_->pixels) + y * surface_->pitch;
        const Uint8* p = row + x * 4;
        return Rgba{p[0], p[1], p[2], p[3]};
    }

private:
    SDL_Surface* surface_ = nullptr;
    SDL_Renderer* renderer_ = nullptr;
};

inline std::string bold_font() { return find_font_path(FontFace::SansBold); }

// Colour classes used by the pixel checks.
inline bool is_dark(Rgba c) { return c.r < 80 && c.g < 80 && c.b < 80; }
inline bool is_red(Rgba c) { return c.r > 150 && c.g < 80 && c.b < 90; }
inline bool is_blue(Rgba c) { return c.b > 130 && c.r < 80 && c.g < 130; }
inline bool is_green(Rgba c) { return c.g > 90 && c.r < 60 && c.b < 100; }

}  // namespace bjt::game::test
