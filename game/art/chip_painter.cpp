#include "game/art/chip_painter.h"

#include <algorithm>
#include <cmath>

#include "game/art/chip_style.h"

namespace bjt::game {
namespace {

using sdf::Vec2;
constexpr float pi = 3.14159265f;

// The body, a touch darker towards the rim so it reads as a raised disc, with a dark hairline edge.
void paint_body(Canvas& canvas, const ChipStyle& style, float d, const PixelBox& all) {
    const float r = d * 0.5f;
    const Vec2 c{r, r};
    canvas.fill([&](Vec2 p) { return sdf::circle(p, c, r - 0.25f); }, shade(style.body, 0.55f), all);
    canvas.fill_shaded([&](Vec2 p) { return sdf::circle(p, c, r - std::max(0.8f, 0.02f * d)); },
                       [&](Vec2 p) {
                           const float t = sdf::length(p - c) / r;
                           return shade(style.body, 1.0f - 0.12f * t * t);
                       },
                       all);
}

// Edge spots: six rectangular inserts round the rim (the classic "edge spot" chip), each the same rectangle turned
// to its angle so they stay sharp.
void paint_edge_spots(Canvas& canvas, const ChipStyle& style, float d, const PixelBox& all) {
    const float r = d * 0.5f;
    const Vec2 c{r, r};
    constexpr int spots = 6;
    const float spot_mid = r * 0.86f;
    const Vec2 spot_half{r * 0.11f, r * 0.15f};
    canvas.fill(
        [&](Vec2 p) {
            const Vec2 q = p - c;
            const float angle = std::atan2(q.y, q.x);
            const float step = 2.0f * pi / spots;
            const float nearest = step * std::round((angle - step * 0.5f) / step) + step * 0.5f;
            // Rotate into the spot's frame: radial along x.
            const float cs = std::cos(-nearest), sn = std::sin(-nearest);
            const Vec2 local{q.x * cs - q.y * sn, q.x * sn + q.y * cs};
            const float spot = sdf::box(local, Vec2{spot_mid, 0}, spot_half);
            return sdf::intersect(spot, sdf::circle(p, c, r - std::max(0.8f, 0.02f * d)));
        },
        style.insert, all);
}

// The inner ring (dashed, as printed on real chips) and the centre inlay.
void paint_ring_and_inlay(Canvas& canvas, const ChipStyle& style, float d, const PixelBox& all) {
    const float r = d * 0.5f;
    const Vec2 c{r, r};
    const float ring_r = r * 0.66f;
    const float ring_half = std::max(0.5f, r * 0.025f);
    canvas.fill(
        [&](Vec2 p) {
            const Vec2 q = p - c;
            const float angle = std::atan2(q.y, q.x);
            constexpr int dashes = 24;
            const float phase = angle / (2.0f * pi) * dashes;
            const float gap =
                std::fabs(phase - std::round(phase)) * (2.0f * pi * ring_r / dashes) - (pi * ring_r / dashes) * 0.55f;
            return sdf::intersect(sdf::ring(p, c, ring_r, ring_half), -gap);
        },
        style.insert, all);
    canvas.fill([&](Vec2 p) { return sdf::circle(p, c, r * 0.58f); }, style.inlay, all);
}

}  // namespace

// Back to front: body, edge spots, inner ring and inlay, value.
Canvas ChipPainter::chip(bjt::Cents value, int diameter_px) {
    Canvas canvas(diameter_px, diameter_px);
    const ChipStyle style = chip_style(value);
    const float d = static_cast<float>(diameter_px);
    const PixelBox all{0, 0, diameter_px, diameter_px};
    paint_body(canvas, style, d, all);
    paint_edge_spots(canvas, style, d, all);
    paint_ring_and_inlay(canvas, style, d, all);
    paint_value(canvas, value, style, d * 0.5f);
    return canvas;
}

// The value, as large as fits the inlay.
void ChipPainter::paint_value(Canvas& canvas, bjt::Cents value, const ChipStyle& style, float r) {
    const std::string label = chip_label(value);
    int cap = std::max(5, static_cast<int>(std::lround(r * 0.44f)));
    const int max_width = std::max(4, static_cast<int>(r * 0.92f));
    AlphaMask mask = text_.mask(label, cap, 0.06f);
    const int ink_width = mask.width - 2 * TextMasks::margin;
    if (ink_width > max_width) {
        // Longer labels ("2.5K") print smaller; a last squeeze covers hinting rounding at tiny sizes.
        cap = std::max(5, cap * max_width / ink_width);
        mask = text_.mask(label, cap, 0.06f);
        if (mask.width - 2 * TextMasks::margin > max_width)
            mask = squeeze_width(mask, max_width + 2 * TextMasks::margin);
    }
    const int x = static_cast<int>(std::lround(r - static_cast<float>(mask.width) * 0.5f));
    const int y = static_cast<int>(std::lround(r - static_cast<float>(cap) * 0.5f)) - TextMasks::margin;
    canvas.draw_mask(mask, x, y, style.text);
}

}  // namespace bjt::game
