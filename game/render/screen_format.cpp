#include "game/render/screen_format.h"

namespace bjt::game {

Uint32 screen_pixel_format(SDL_Renderer* renderer) {
    SDL_RendererInfo info{};
    constexpr Uint32 kDefault = SDL_PIXELFORMAT_ARGB8888;
    if (SDL_GetRendererInfo(renderer, &info) != 0 || !(info.flags & SDL_RENDERER_SOFTWARE)) return kDefault;
    // The software renderer of a window draws on the window's surface, so asking for it makes nothing new (for a
    // GPU renderer it would: hence only here).
    SDL_Window* window = SDL_RenderGetWindow(renderer);
    SDL_Surface* surface = window ? SDL_GetWindowSurface(window) : nullptr;
    return surface ? surface->format->format : kDefault;
}

}  // namespace bjt::game
