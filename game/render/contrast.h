#pragma once
// WCAG 2's relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): what the high
// contrast theme promises (4.5:1 for text, 7:1 for the table's key figures) and what the contrast check measures.
#include <algorithm>
#include <cmath>

#include "game/render/color.h"

namespace bjt::game {

inline double relative_luminance(Color c) {
    const auto channel = [](std::uint8_t v) {
        const double s = v / 255.0;
        return s <= 0.04045 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

// From 1 (the same) to 21 (black on white), whichever is lighter.
inline double contrast_ratio(Color a, Color b) {
    const double la = relative_luminance(a), lb = relative_luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace bjt::game
