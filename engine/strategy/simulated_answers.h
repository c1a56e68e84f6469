#pragma once
// A simulated player's answers to trivia questions: one difficulty, right with a set chance, drawn from its own seeded
// Rng (one draw a question, none when the chance is 1), so the same seed answers the same way on every path that asks.
#include <algorithm>
#include <cstdint>

#include "engine/rng.h"
#include "engine/rules.h"

namespace bjt::strategy {

class SimulatedAnswers {
public:
    // Right with chance `accuracy` (clamped to [0, 1]), at questions of `difficulty`.
    SimulatedAnswers(std::uint64_t seed, double accuracy, Difficulty difficulty)
        : rng_(seed),
          right_threshold_(static_cast<std::uint32_t>(std::clamp(accuracy, 0.0, 1.0) * kScale)),
          difficulty_(difficulty) {}

    Difficulty difficulty() const { return difficulty_; }
    bool next_right() { return right_threshold_ >= kScale || rng_.below(kScale) < right_threshold_; }

private:
    static constexpr std::uint32_t kScale = 1'000'000;
    Rng rng_;
    std::uint32_t right_threshold_;
    Difficulty difficulty_;
};

}  // namespace bjt::strategy
