#pragma once
#include <cstdint>

namespace bjt::game {

// An 8-bit RGBA colour. The palette the game uses lives in palette.h.
struct Color {
    std::uint8_t r = 0, g = 0, b = 0, a = 255;

    constexpr Color with_alpha(float alpha) const {
        const float clamped = alpha < 0 ? 0 : (alpha > 1 ? 1 : alpha);
        return {r, g, b, static_cast<std::uint8_t>(static_cast<float>(a) * clamped)};
    }
};

}  // namespace bjt::game
