#include "game/art/felt_painter.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/rng.h"

namespace bjt::game {

Canvas FeltPainter::felt(int width_px, int height_px) const {
    Canvas canvas(width_px, height_px);
    if (width_px <= 0 || height_px <= 0) return canvas;
    constexpr float base_r = 16.0f, base_g = 102.0f, base_b = 56.0f;
    const float cx = static_cast<float>(width_px) * 0.5f;
    const float cy = static_cast<float>(height_px) * 0.42f;  // the lamp hangs a little above the middle
    const float rx = static_cast<float>(width_px) * 0.62f;
    const float ry = static_cast<float>(height_px) * 0.75f;
    const auto width = static_cast<std::size_t>(width_px);
    // The full-window felt is the first frame's biggest piece of work (2 million pixels at 1080p): the column terms
    // are worked out once, the grain's random bits a row at a time, and the pixels written along the row without a
    // check each. Every pixel is the same expression as before (tests/game/art_chip_felt_test.cpp compares).
    std::vector<float> nx2(width);
    for (std::size_t x = 0; x < width; ++x) {
        const float nx = (static_cast<float>(x) + 0.5f - cx) / rx;
        nx2[x] = nx * nx;
    }
    // The two fields of each random word the grain uses (small integers: they convert to float exactly).
    std::vector<std::int32_t> grain_bits(width), tint_bits(width);
    bjt::Rng rng(seed_);
    auto channel = [](float v) { return static_cast<std::uint8_t>(std::clamp(v + 0.5f, 0.0f, 255.0f)); };
    for (int y = 0; y < height_px; ++y) {
        const float ny = (static_cast<float>(y) + 0.5f - cy) / ry;
        const float ny2 = ny * ny;
        for (std::size_t x = 0; x < width; ++x) {
            const std::uint64_t bits = rng.next();
            grain_bits[x] = static_cast<std::int32_t>(bits & 0xFFFF);
            tint_bits[x] = static_cast<std::int32_t>((bits >> 16) & 0xFF);
        }
        Rgba* out = canvas.row(y);
        for (std::size_t x = 0; x < width; ++x) {
            const float dist = std::sqrt(nx2[x] + ny2);
            // Smooth fall-off from full light in the middle to 62 % at the far corners.
            const float t = std::clamp((dist - 0.25f) / 1.0f, 0.0f, 1.0f);
            const float light = 1.0f - 0.38f * t * t * (3.0f - 2.0f * t);
            // Grain: +-5 % brightness, plus a faint warm/cool shift so it reads as cloth rather than TV noise.
            const float grain = (static_cast<float>(grain_bits[x]) / 65535.0f - 0.5f) * 0.1f;
            const float tint = (static_cast<float>(tint_bits[x]) / 255.0f - 0.5f) * 3.0f;
            const float k = light * (1.0f + grain);
            out[x] = Rgba{channel(base_r * k + tint), channel(base_g * k), channel(base_b * k - tint), 255};
        }
    }
    return canvas;
}

}  // namespace bjt::game
