#pragma once
// Deuteranopia and protanopia as Machado, Oliveira and Fernandes model them ("A Physiologically-based Model for
// Simulation of Color Vision Deficiency", IEEE TVCG 2009, severity 1.0), applied to linear RGB: what a player with
// no green or no red cones sees of a screenshot.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

namespace bjt::game::test {

using ColourMatrix = std::array<std::array<double, 3>, 3>;

inline constexpr ColourMatrix kProtanopia{
    {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
inline constexpr ColourMatrix kDeuteranopia{
    {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};

inline double to_linear(std::uint8_t v) {
    const double s = v / 255.0;
    return s <= 0.04045 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
}

inline std::uint8_t to_srgb(double l) {
    l = std::clamp(l, 0.0, 1.0);
    const double s = l <= 0.0031308 ? l * 12.92 : 1.055 * std::pow(l, 1 / 2.4) - 0.055;
    return static_cast<std::uint8_t>(std::lround(s * 255));
}

// One 0xAARRGGBB pixel as the matrix's viewer sees it; alpha kept.
inline std::uint32_t simulate(std::uint32_t argb, const ColourMatrix& m) {
    const double in[3] = {to_linear(static_cast<std::uint8_t>(argb >> 16)),
                          to_linear(static_cast<std::uint8_t>(argb >> 8)), to_linear(static_cast<std::uint8_t>(argb))};
    std::uint32_t out = argb & 0xFF000000u;
    for (int row = 0; row < 3; ++row) {
        const double v = m[row][0] * in[0] + m[row][1] * in[1] + m[row][2] * in[2];
        out |= static_cast<std::uint32_t>(to_srgb(v)) << (16 - 8 * row);
    }
    return out;
}

}  // namespace bjt::game::test
