#pragma once
// Rounded rectangles (filled, or their border) rendered once into small textures and copied from then on.
// SDL's software renderer rasterises SDL_RenderGeometry triangles pixel by pixel on every frame, which made
// the buttons and panels of the table cost about 3 ms a frame at 1080p; a cached copy costs a blit.
// Textures are kept per pixel size, corner radius, border width and colour with its alpha: the alpha is baked
// in rather than applied when copying, because an alpha-modulated copy leaves SDL's fast blitters for a slow
// generic one.
#include <cstdint>
#include <map>
#include <tuple>

#include "game/render/color.h"

struct SDL_Renderer;
struct SDL_Texture;

namespace bjt::game {

class ShapeCache {
public:
    explicit ShapeCache(SDL_Renderer* renderer) : renderer_(renderer) {}
    ~ShapeCache();
    ShapeCache(const ShapeCache&) = delete;
    ShapeCache& operator=(const ShapeCache&) = delete;

    // A w x h pixel rounded rectangle with corners of `radius` pixels: filled when `border` is 0, else a band
    // `border` pixels wide. nullptr when the renderer has no render
    // targets or this frame has made its share of new textures already (the caller draws directly then).
    SDL_Texture* rounded(int w, int h, float radius, float border, Color c);
    // Every texture goes (a new pixel scale); end_frame() resets the per-frame budget.
    void clear();
    void end_frame() { made_this_frame_ = 0; }

private:
    // w, h, then radius and border in quarter pixels, colour r, g, b, a.
    using Key = std::tuple<int, int, int, int, std::uint8_t, std::uint8_t, std::uint8_t, std::uint8_t>;
    static constexpr int kMadePerFrame = 24;  // a shape whose size animates must not make a texture a frame
    static constexpr std::size_t kMaxKept = 512;

    SDL_Texture* make(int w, int h, float radius, float border, Color c);

    SDL_Renderer* renderer_;
    std::map<Key, SDL_Texture*> textures_;
    int made_this_frame_ = 0;
};

}  // namespace bjt::game
