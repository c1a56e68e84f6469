#include "game/art/alpha_mask.h"

#include <algorithm>
#include <cmath>

namespace bjt::game {

AlphaMask squeeze_width(const AlphaMask& mask, int new_width) {
    if (mask.empty() || new_width <= 0 || new_width >= mask.width) return mask;
    AlphaMask out;
    out.width = new_width;
    out.height = mask.height;
    out.coverage.assign(static_cast<std::size_t>(out.width * out.height), 0);
    const double scale = static_cast<double>(mask.width) / new_width;  // source pixels per output pixel
    for (int x = 0; x < new_width; ++x) {
        const double left = x * scale;
        const double right = left + scale;
        for (int y = 0; y < mask.height; ++y) {
            double sum = 0;
            for (int sx = static_cast<int>(left); sx < mask.width && sx < right; ++sx) {
                const double overlap = std::min<double>(sx + 1, right) - std::max<double>(sx, left);
                if (overlap > 0) sum += overlap * mask.at(sx, y);
            }
            out.coverage[static_cast<std::size_t>(y * out.width + x)] =
                static_cast<std::uint8_t>(std::clamp(std::lround(sum / scale), 0L, 255L));
        }
    }
    return out;
}

}  // namespace bjt::game
