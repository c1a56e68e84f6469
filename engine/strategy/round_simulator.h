#pragma once
// Plays rounds through bjt::Table (the game's own engine, events off) with a PlayPolicy, on
// several threads. Each thread has its own Table and shoe, seeded from the seed and the thread
// index, so the same seed and thread count give the same result on every platform.
#include <array>
#include <cstdint>
#include <functional>

#include "engine/rules.h"
#include "engine/side_bets.h"
#include "engine/strategy/play_policy.h"

namespace bjt::strategy {

struct SimulationOptions {
    std::uint64_t rounds = 1'000'000;
    std::uint64_t seed = 1;
    int threads = 1;
    double accuracy = 1.0;  // trivia: chance of a right answer
    Difficulty difficulty = Difficulty::Easy;
    SideBetStakes side_bets;  // placed every round beside the base bet (none by default)
    // Called now and then from the calling thread with the rounds done so far.
    std::function<void(std::uint64_t done)> progress;
};

// A side bet's measured result per unit staked.
struct SideBetMeasure {
    double mean = 0.0;
    double std_error = 0.0;
    double hit_frequency = 0.0;  // rounds it won anything
    double low95() const { return mean - 1.959963984540054 * std_error; }
    double high95() const { return mean + 1.959963984540054 * std_error; }
};

struct SimulationResult {
    std::uint64_t rounds = 0;
    double mean = 0.0;  // result per initial bet (the base bet's hands, insurance and even money; no side bets)
    double std_error = 0.0;  // of the mean
    double seconds = 0.0;
    double credits_mean = 0.0;  // trivia credits change per round
    std::uint64_t credit_refills = 0;  // times the credits ran out (and were refilled to go on)
    Cents bet = 0;  // the initial bet used
    std::array<SideBetMeasure, kSideBetCount> side_bets{};  // for the side bets placed
    double low95() const { return mean - 1.959963984540054 * std_error; }
    double high95() const { return mean + 1.959963984540054 * std_error; }
    double rounds_per_second() const { return seconds > 0 ? static_cast<double>(rounds) / seconds : 0.0; }
};

// The bet and bank a simulation plays with: a bet the table accepts whose payouts are whole
// cents, and as large a bank as the limits allow (so a double or split is rarely refused).
struct SimulationStakes {
    Cents bet = 0;
    Cents bank = 0;
};
SimulationStakes simulation_stakes(const Rules& rules);

SimulationResult simulate_rounds(const Rules& rules, const PlayPolicy& policy, const SimulationOptions& options);

}  // namespace bjt::strategy
