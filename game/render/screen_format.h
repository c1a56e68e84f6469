#pragma once
// The pixel format of what a renderer draws on, for textures copied whole onto it (Painter::cached_layer()).
#include <SDL.h>

namespace bjt::game {

// The window surface's format under SDL's software renderer, where a texture of another format is converted pixel
// by pixel at every copy (the browser's framebuffer is XBGR, the desktop's dummy driver XRGB); ARGB8888 otherwise,
// which a GPU copies at no extra cost.
Uint32 screen_pixel_format(SDL_Renderer* renderer);

}  // namespace bjt::game
