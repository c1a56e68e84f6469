#include "game/art/texture_upload.h"

#include <cstring>

namespace bjt::game {

TexturePtr upload_texture(SDL_Renderer* renderer, const Canvas& canvas) {
    if (renderer == nullptr || canvas.width() <= 0 || canvas.height() <= 0) return nullptr;
    TexturePtr texture(
        SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC, canvas.width(), canvas.height()));
    if (!texture) return nullptr;
    if (SDL_UpdateTexture(texture.get(), nullptr, canvas.bytes(), canvas.width() * 4) != 0) return nullptr;
    SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
    // Drawn at its own size it is pixel exact; linear filtering keeps it smooth during scale animations.
    SDL_SetTextureScaleMode(texture.get(), SDL_ScaleModeLinear);
    return texture;
}

SDL_Surface* canvas_to_surface(const Canvas& canvas) {
    SDL_Surface* surface =
        SDL_CreateRGBSurfaceWithFormat(0, canvas.width(), canvas.height(), 32, SDL_PIXELFORMAT_RGBA32);
    if (surface == nullptr) return nullptr;
    SDL_LockSurface(surface);
    for (int y = 0; y < canvas.height(); ++y) {
        std::memcpy(static_cast<Uint8*>(surface->pixels) + y * surface->pitch, canvas.bytes() + y * canvas.width() * 4,
                    static_cast<std::size_t>(canvas.width()) * 4);
    }
    SDL_UnlockSurface(surface);
    return surface;
}

}  // namespace bjt::game
