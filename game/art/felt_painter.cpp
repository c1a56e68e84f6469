#include "game/art/felt_painter.h"

#include <algorithm>
#include <cmath>

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
    bjt::Rng rng(seed_);
    for (int y = 0; y < height_px; ++y) {
        const float ny = (static_cast<float>(y) + 0.5f - cy) / ry;
        for (int x = 0; x < width_px; ++x) {
            const float nx = (static_cast<float>(x) + 0.5f - cx) / rx;
            const float dist = std::sqrt(nx * nx + ny * ny);
            // Smooth fall-off from full light in the middle to 62 % at the far corners.
            const float t = std::clamp((dist - 0.25f) / 1.0f, 0.0f, 1.0f);
            const float light = 1.0f - 0.38f * t * t * (3.0f - 2.0f * t);
            // Grain: +-5 % brightness, plus a faint warm/cool shift so it reads as cloth rather than TV noise.
            const std::uint64_t bits = rng.next();
            const float grain = (static_cast<float>(bits & 0xFFFF) / 65535.0f - 0.5f) * 0.1f;
            const float tint = (static_cast<float>((bits >> 16) & 0xFF) / 255.0f - 0.5f) * 3.0f;
            const float k = light * (1.0f + grain);
            auto channel = [](float v) { return static_cast<std::uint8_t>(std::clamp(v + 0.5f, 0.0f, 255.0f)); };
            canvas.set_pixel(x, y,
                             Rgba{channel(base_r * k + tint), channel(base_g * k), channel(base_b * k - tint), 255});
        }
    }
    return canvas;
}

}  // namespace bjt::game
