#pragma once
// An RGBA32 pixel buffer (straight alpha) that the card, chip and felt painters draw into with anti-aliased
// signed-distance shapes. Kept free of SDL so painting is plain, testable C++; texture_upload.h hands the
// finished pixels to SDL.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "art/alpha_mask.h"
#include "art/rgba.h"
#include "art/sdf.h"

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
    // RGBA bytes, row-major, pitch = width * 4.
    const std::uint8_t* bytes() const { return reinterpret_cast<const std::uint8_t*>(pixels_.data()); }

    // Composites colour over one pixel with the given coverage (0..1), straight-alpha "over".
    void blend(int x, int y, Rgba colour, float coverage);

    // Paints `colour` wherever distance(Vec2 pixel_centre) is inside, anti-aliased over one pixel, within box.
    template <class Distance>
    void fill(const Distance& distance, Rgba colour, PixelBox box) {
        fill_shaded(distance, [colour](sdf::Vec2) { return colour; }, box);
    }

    // As fill, with a colour that varies over the shape (gradients, engraving).
    template <class Distance, class Shader>
    void fill_shaded(const Distance& distance, const Shader& shader, PixelBox box) {
        box = clip(box);
        for (int y = box.y0; y < box.y1; ++y) {
            for (int x = box.x0; x < box.x1; ++x) {
                const sdf::Vec2 p{static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f};
                const float coverage = std::clamp(0.5f - distance(p), 0.0f, 1.0f);
                if (coverage > 0.0f) blend(x, y, shader(p), coverage);
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
    std::size_t index(int x, int y) const { return static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(x); }
    PixelBox clip(PixelBox b) const {
        return PixelBox{std::max(b.x0, 0), std::max(b.y0, 0), std::min(b.x1, width_), std::min(b.y1, height_)};
    }

    int width_ = 0;
    int height_ = 0;
    std::vector<Rgba> pixels_;
};

}  // namespace bjt::game
