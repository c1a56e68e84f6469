#pragma once
// Uniform white noise in [-1, 1) from the engine's seeded xoshiro generator, so every synthesized sound is
// bit-identical from run to run (and testable as such).
#include <cstdint>

#include "engine/rng.h"

namespace bjt::game {

class WhiteNoise {
public:
    explicit WhiteNoise(std::uint64_t seed) : rng_(seed) {}
    float next() { return static_cast<float>(rng_.next() >> 40) / static_cast<float>(1 << 23) - 1.0f; }
    // Uniform in [lo, hi), for jittering timings and pitches.
    float uniform(float lo, float hi) { return lo + (hi - lo) * (next() * 0.5f + 0.5f); }

private:
    bjt::Rng rng_;
};

}  // namespace bjt::game
