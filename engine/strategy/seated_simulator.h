#pragma once
// Rounds at a table of several seats, each seat played with the same PlayPolicy, measured seat by seat
// (bjt simulate --seats N). Every round goes through bjt::Table with its seats dealt in rotation, on several
// threads, each with its own table and shoe seeded from the seed and the thread index. A seat's house edge does not
// depend on how many sit beside it: each seat's figure agrees with a one-seat simulation within its error.
#include <cstdint>
#include <vector>

#include "engine/strategy/round_simulator.h"

namespace bjt::strategy {

struct SeatMeasure {
    double mean = 0.0;  // result per initial bet
    double std_error = 0.0;
    double low95() const { return mean - 1.959963984540054 * std_error; }
    double high95() const { return mean + 1.959963984540054 * std_error; }
};

struct SeatedSimulationResult {
    std::uint64_t rounds = 0;  // table rounds; each seat played every one
    std::vector<SeatMeasure> seats;  // seat 1 (first base) first
    SeatMeasure all;  // per seat and round, over every seat (its error allows for the shared dealer hand)
    double credits_mean = 0.0;  // trivia credits change per seat and round
    double seconds = 0.0;
    Cents bet = 0;
    double rounds_per_second() const { return seconds > 0 ? static_cast<double>(rounds) / seconds : 0.0; }
};

// `seats` from 1 to the rules' max_seats; options.side_bets must be empty (side bets are measured at one seat).
// Throws std::runtime_error when the table refuses a round (a policy bug or bad stakes).
SeatedSimulationResult simulate_seated_rounds(const Rules& rules, const PlayPolicy& policy,
                                              const SimulationOptions& options, int seats);

}  // namespace bjt::strategy
