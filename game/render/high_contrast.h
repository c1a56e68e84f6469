#pragma once
// The high contrast theme's text (Settings::high_contrast): each text on a plate of its own, light words lifted
// toward white on black, dark words pressed toward black on white, so every text stands at 7:1 or more from what is
// behind it, whatever the felt, a card or a chip is there. The hue stays a hint (gold stays yellowish, a loss
// pinkish); the words and icons carry the meaning (issue 30, "colour is never the only signal").
#include <algorithm>

#include "game/render/color.h"
#include "game/render/contrast.h"

namespace bjt::game {

struct ThemedText {
    Color ink;
    Color plate;
};

namespace high_contrast_detail {
inline Color toward(Color c, Color target, float t) {
    const auto mix = [t](std::uint8_t a, std::uint8_t b) {
        return static_cast<std::uint8_t>(static_cast<float>(a) + (static_cast<float>(b) - static_cast<float>(a)) * t);
    };
    return {mix(c.r, target.r), mix(c.g, target.g), mix(c.b, target.b), c.a};
}
}  // namespace high_contrast_detail

inline ThemedText high_contrast_text(Color c) {
    using high_contrast_detail::toward;
    // A text drawn faint on purpose (a fade) keeps its alpha; anything meant to be read is drawn opaque.
    const std::uint8_t alpha = c.a >= 100 ? 255 : c.a;
    const bool dark = relative_luminance(c) < 0.18;
    const Color target = dark ? Color{0, 0, 0, 255} : Color{255, 255, 255, 255};
    Color ink = c;
    for (float t = 0; t <= 1.0f; t += 0.05f) {
        ink = toward(c, target, t);
        const double l = relative_luminance(ink);
        if (dark ? l <= 0.02 : l >= 0.6) break;
    }
    ink.a = alpha;
    const Color plate = dark ? Color{255, 255, 255, alpha} : Color{0, 0, 0, alpha};
    return {ink, plate};
}

}  // namespace bjt::game
