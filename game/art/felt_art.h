#pragma once
// The table felt for a window of w x h pixels, cached per size (a resize makes a new one on first use).
#include <map>
#include <utility>

#include <SDL.h>

#include "game/art/felt_painter.h"
#include "game/art/texture_upload.h"

namespace bjt::game {

class FeltArt {
public:
    explicit FeltArt(SDL_Renderer* renderer) : renderer_(renderer) {}
    FeltArt(const FeltArt&) = delete;
    FeltArt& operator=(const FeltArt&) = delete;

    // nullptr for an empty size or a renderer failure. The rules arc is the caller's to print.
    // Only the newest size is kept (a window drag passes through hundreds of sizes): the texture stays valid
    // until felt() is asked for a different size, or clear().
    SDL_Texture* felt(int width_px, int height_px);
    void clear() { cache_.clear(); }

private:
    SDL_Renderer* renderer_;
    FeltPainter painter_;
    std::map<std::pair<int, int>, TexturePtr> cache_;
};

}  // namespace bjt::game
