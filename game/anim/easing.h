#pragma once
// Easing curves for tweens: t in [0, 1] -> eased progress.
#include <cmath>
#include <cstdint>

namespace bjt::game {

enum class Ease : std::uint8_t { Linear, OutCubic, InOutCubic, OutBack, InQuad };

inline float ease(Ease e, float t) {
    t = t < 0 ? 0 : (t > 1 ? 1 : t);
    switch (e) {
        case Ease::Linear: return t;
        case Ease::OutCubic: {
            const float u = 1 - t;
            return 1 - u * u * u;
        }
        case Ease::InOutCubic: return t < 0.5f ? 4 * t * t * t : 1 - std::pow(-2 * t + 2, 3.0f) / 2;
        case Ease::OutBack: {
            constexpr float c1 = 1.70158f, c3 = c1 + 1;
            const float u = t - 1;
            return 1 + c3 * u * u * u + c1 * u * u;
        }
        case Ease::InQuad: return t * t;
    }
    return t;
}

}  // namespace bjt::game
