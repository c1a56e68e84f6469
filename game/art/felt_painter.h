#pragma once
// Paints the table baize: deep green, lit from above (a soft radial fall-off to the corners) with fine
// per-pixel grain. The grain comes from bjt::Rng with a fixed seed, so the felt is identical on every run and
// platform, and it doubles as dithering that keeps the vignette free of banding.
#include <cstdint>

#include "game/art/canvas.h"

namespace bjt::game {

class FeltPainter {
public:
    static constexpr std::uint64_t default_seed = 0xFE17u;
    explicit FeltPainter(std::uint64_t seed = default_seed) : seed_(seed) {}
    Canvas felt(int width_px, int height_px) const;

private:
    std::uint64_t seed_;
};

}  // namespace bjt::game
