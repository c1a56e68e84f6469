#pragma once
// The exact house edge of the side bets under a preset's paytable and number of decks: every ordered deal of the
// cards a side bet reads (two for Perfect Pairs, three for 21+3) from a full shoe is enumerated by card (rank and
// suit) with its exact count of ways, so each outcome's chance is a ratio of whole numbers. No simulation.
#include <cstdint>
#include <vector>

#include "engine/rules.h"
#include "engine/side_bets.h"

namespace bjt::strategy {

struct SideBetOutcomeOdds {
    SideBetOutcome outcome = SideBetOutcome::Lose;
    std::uint64_t ways = 0;  // ordered deals of the side bet's cards that end in this outcome
    double probability = 0.0;
};

struct SideBetEdge {
    SideBet bet = SideBet::PerfectPairs;
    int decks = 0;
    std::uint64_t deals = 0;  // every ordered deal of its cards from a full shoe
    std::vector<SideBetOutcomeOdds> outcomes;  // in the order of side_bet_outcomes(), Lose first
    double ev = 0.0;  // per unit staked
    double hit_frequency = 0.0;  // the chance it wins anything
    double house_edge_percent() const { return -100.0 * ev; }
};

// For rules.decks and the preset's paytable (whether or not the preset offers the side bet).
SideBetEdge side_bet_edge(const Rules& rules, SideBet bet);
// The side bets the preset offers, in SideBet order.
std::vector<SideBetEdge> offered_side_bet_edges(const Rules& rules);

}  // namespace bjt::strategy
