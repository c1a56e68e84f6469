#pragma once
// Hands a finished Canvas to SDL: as a texture for a renderer (blend mode set, straight alpha as SDL expects)
// or as a surface (for saving a contact sheet, or tests reading pixels back).
#include <memory>

#include <SDL.h>

#include "game/art/canvas.h"

namespace bjt::game {

struct TextureDeleter {
    void operator()(SDL_Texture* t) const {
        if (t != nullptr) SDL_DestroyTexture(t);
    }
};
using TexturePtr = std::unique_ptr<SDL_Texture, TextureDeleter>;

// nullptr (SDL_GetError() says why) if the renderer cannot make the texture.
TexturePtr upload_texture(SDL_Renderer* renderer, const Canvas& canvas);

// A new RGBA32 surface holding a copy of the pixels; the caller frees it with SDL_FreeSurface.
SDL_Surface* canvas_to_surface(const Canvas& canvas);

}  // namespace bjt::game
