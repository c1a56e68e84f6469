#pragma once
// A one-channel coverage image (0 = empty, 255 = full), e.g. a line of text rendered by SDL2_ttf.
#include <cstdint>
#include <vector>

namespace bjt::game {

struct AlphaMask {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> coverage;  // width * height, row-major

    bool empty() const { return width <= 0 || height <= 0; }
    std::uint8_t at(int x, int y) const { return coverage[static_cast<std::size_t>(y * width + x)]; }
};

// The mask resampled to a new width (same height) by area averaging: used to narrow a wide index such as "10"
// the way printed cards use condensed figures, without blurring it vertically.
AlphaMask squeeze_width(const AlphaMask& mask, int new_width);

}  // namespace bjt::game
