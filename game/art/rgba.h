#pragma once
// A straight (non-premultiplied) 8-bit RGBA colour, the layout of SDL_PIXELFORMAT_RGBA32.
#include <algorithm>
#include <cstdint>

namespace bjt::game {

struct Rgba {
    std::uint8_t r = 0;
    std::uint8_t g = 0;
    std::uint8_t b = 0;
    std::uint8_t a = 255;
    friend constexpr bool operator==(const Rgba&, const Rgba&) = default;
};

// Colour scaled towards black (factor < 1) or white (factor > 1), alpha kept: shading without a new palette entry.
constexpr Rgba shade(Rgba c, float factor) {
    auto channel = [factor](std::uint8_t v) {
        const float scaled = factor <= 1.0f
                                 ? static_cast<float>(v) * factor
                                 : static_cast<float>(v) + (255.0f - static_cast<float>(v)) * (factor - 1.0f);
        return static_cast<std::uint8_t>(std::clamp(scaled + 0.5f, 0.0f, 255.0f));
    };
    return Rgba{channel(c.r), channel(c.g), channel(c.b), c.a};
}

// Linear mix, t = 0 gives a, t = 1 gives b.
constexpr Rgba mix(Rgba a, Rgba b, float t) {
    auto lerp = [t](std::uint8_t x, std::uint8_t y) {
        return static_cast<std::uint8_t>(std::clamp(
            static_cast<float>(x) + (static_cast<float>(y) - static_cast<float>(x)) * t + 0.5f, 0.0f, 255.0f));
    };
    return Rgba{lerp(a.r, b.r), lerp(a.g, b.g), lerp(a.b, b.b), lerp(a.a, b.a)};
}

}  // namespace bjt::game
