#pragma once
// An RGBA32 pixel buffer (straight alpha) that the card, chip and felt painters draw into with anti-aliased
// signed-distance shapes. Kept free of SDL so painting is plain, testable C++; texture_upload.h hands the
// finished pixels to SDL.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "game/art/alpha_mask.h"
#include "game/art/rgba.h"
#include "game/art/sdf.h"

namespace bjt::game {

// A half-open pixel rectangle [x0, x1) x [y0, y1).
struct PixelBox {
    int x0 = 0;
    int y0 = 0;
    int x1 = 0;
    int y1 = 0;
};

// The pixels a shape centred at (cx, cy) with half extents (hx, hy) can touch, plus one pixel for the soft edge.
inline PixelBox box_around(float cx, float cy, float hx, float hy) {
    return PixelBox{static_cast<int>(std::floor(cx - hx)) - 1, static_cast<int>(std::floor(cy - hy)) - 1,
                    static_cast<int>(std::ceil(cx + hx)) + 1, static_cast<int>(std::ceil(cy + hy)) + 1};
}

class Canvas {
public:
    Canvas() = default;
    Canvas(int width, int height, Rgba fill = Rgba{0, 0, 0, 0});

    int width() const { return width_; }
    int height() const { return height_; }
    Rgba pixel(int x, int y) const { return pixels_[index(x, y)]; }
    void set_pixel(int x, int y, Rgba c) { pixels_[index(x, y)] = c; }
    // Row y's pixels, width() of them: for painters that write whole rows (the felt) without a check per pixel.
    Rgba* row(int y) { return &pixels_[index(0, y)]; }
    // RGBA bytes, row-major, pitch = width * 4.
    const std::uint8_t* bytes() const { return reinterpret_cast<const std::uint8_t*>(pixels_.data()); }

    // Composites colour over one pixel with the given coverage (0..1), straight-alpha "over".
    void blend(int x, int y, Rgba colour, float coverage);

    // Paints `colour` wherever distance(Vec2 pixel_centre) is inside, anti-aliased over one pixel, within box.
    template <class Distance>
    void fill(const Distance& distance, Rgba colour, PixelBox box) {
        fill_shaded(
            distance, [colour](sdf::Vec2) { return colour; }, box, colour.a == 255);
    }

    // As fill, with a colour that varies over the shape (gradients, engraving).
    // Works in 8 x 8 blocks: one distance sample at a block's centre tells whether the whole block is outside
    // (skipped) or inside (filled without further samples), because every distance used here is exact or a
    // lower bound outside the shape. Only blocks on an edge are sampled per pixel.
    // opaque_constant: the shader returns one opaque colour, so fully covered pixels are simply overwritten.
    template <class Distance, class Shader>
    void fill_shaded(const Distance& distance, const Shader& shader, PixelBox box, bool opaque_constant = false) {
        box = clip(box);
        constexpr int block = 8;
        constexpr float reach = block * 0.70710678f + 0.5f;  // half diagonal plus the soft edge
        for (int by = box.y0; by < box.y1; by += block) {
            const int ey = std::min(by + block, box.y1);
            for (int bx = box.x0; bx < box.x1; bx += block) {
                const int ex = std::min(bx + block, box.x1);
                const float centre_d =
                    distance(sdf::Vec2{static_cast<float>(bx) + block * 0.5f, static_cast<float>(by) + block * 0.5f});
                if (centre_d > reach) continue;
                const bool inside = centre_d < -reach;
                if (inside && opaque_constant) {
                    const Rgba c = shader(sdf::Vec2{0, 0});
                    for (int y = by; y < ey; ++y) std::fill_n(&pixels_[index(bx, y)], ex - bx, c);
                    continue;
                }
                for (int y = by; y < ey; ++y) {
                    for (int x = bx; x < ex; ++x) {
                        const sdf::Vec2 p{static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f};
                        const float coverage = inside ? 1.0f : std::clamp(0.5f - distance(p), 0.0f, 1.0f);
                        if (coverage > 0.0f) blend(x, y, shader(p), coverage);
                    }
                }
            }
        }
    }

    // Keeps only what lies inside the shape (alpha scaled by its anti-aliased coverage): clips a painting.
    template <class Distance>
    void keep_inside(const Distance& distance) {
        for (int y = 0; y < height_; ++y) {
            for (int x = 0; x < width_; ++x) {
                const sdf::Vec2 p{static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f};
                const float coverage = std::clamp(0.5f - distance(p), 0.0f, 1.0f);
                Rgba& px = pixels_[index(x, y)];
                px.a = static_cast<std::uint8_t>(static_cast<float>(px.a) * coverage + 0.5f);
            }
        }
    }

    // Paints a coverage mask in one colour with its top-left at (x, y); rotate180 turns it upside down in place
    // (used for the bottom-right corner index and the lower half of court cards).
    void draw_mask(const AlphaMask& mask, int x, int y, Rgba colour, bool rotate180 = false);
    // Composites another canvas with its top-left at (x, y), optionally turned 180 degrees.
    void draw_canvas(const Canvas& source, int x, int y, bool rotate180 = false);

private:
    std::size_t index(int x, int y) const {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(x);
    }
    PixelBox clip(PixelBox b) const {
        return PixelBox{std::max(b.x0, 0), std::max(b.y0, 0), std::min(b.x1, width_), std::min(b.y1, height_)};
    }

    int width_ = 0;
    int height_ = 0;
    std::vector<Rgba> pixels_;
};

}  // namespace bjt::game
