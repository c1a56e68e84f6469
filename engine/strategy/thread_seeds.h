#pragma once
// The seeds a simulation thread plays from: its shoe's and its simulated answers', drawn from the run's seed and the
// thread's index by SplitMix64's finalizer, so the same seed and thread count give the same rounds on every
// platform (bjt simulate, one seat or several).
#include <cstdint>

namespace bjt::strategy {

inline std::uint64_t mix_seed(std::uint64_t z) {
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

struct ThreadSeeds {
    std::uint64_t shoe = 0;
    std::uint64_t answers = 0;
};

inline ThreadSeeds thread_seeds(std::uint64_t seed, int thread) {
    const std::uint64_t base = mix_seed(seed ^ mix_seed(static_cast<std::uint64_t>(thread) + 1));
    return {base, mix_seed(base + 1)};
}

}  // namespace bjt::strategy
