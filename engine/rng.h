#pragma once
// The shoe's own PRNG: xoshiro256** seeded through splitmix64, with Lemire's bounded-integer
// method. Written here rather than taken from <random> because std:: distributions differ
// between standard libraries, and one seed must give the same shoe on every platform.
#include <cstdint>

namespace bjt {

class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed) {
        for (auto& word : s_) word = splitmix64(seed);
    }

    std::uint64_t next() {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, bound), bound >= 1, with no modulo bias (Lemire 2019, rejection on the low word).
    std::uint32_t below(std::uint32_t bound) {
        std::uint64_t m = static_cast<std::uint64_t>(next32()) * bound;
        auto low = static_cast<std::uint32_t>(m);
        if (low < bound) {
            const std::uint32_t threshold = (0u - bound) % bound;
            while (low < threshold) {
                m = static_cast<std::uint64_t>(next32()) * bound;
                low = static_cast<std::uint32_t>(m);
            }
        }
        return static_cast<std::uint32_t>(m >> 32);
    }

    std::uint32_t next32() { return static_cast<std::uint32_t>(next() >> 32); }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    static std::uint64_t splitmix64(std::uint64_t& state) {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    std::uint64_t s_[4];
};

}  // namespace bjt
