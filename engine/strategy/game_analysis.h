#pragma once
// The whole game under a Rules value, computed exactly (see upcard_evaluator.h for the method):
// the value of every option for every first two cards against every upcard, the values after a
// split, a total-dependent hit/stand rule for hands of three or more cards, the side bets, and
// the expected value of a round per initial bet (the house edge is its negative).
#include <array>
#include <string>
#include <vector>

#include "engine/rules.h"
#include "engine/strategy/option_values.h"

namespace bjt::strategy {

// One two-card starting hand (c1 <= c2, by value) against one upcard.
struct StartingHand {
    int c1 = 0, c2 = 0;
    double probability = 0.0;  // given the upcard
    double natural_chance = 0.0;  // that the dealer has a natural under this upcard
    OptionValues options;  // after the peek (if any); values conditioned on no dealer natural then
    // Ten-cards under same-rank splits: the share of ten pairs that are the same rank, and the
    // options for the rest (no split).
    double same_rank_share = 1.0;
    double ev = 0.0;  // the round's value with best play, side bets included
    bool early_surrender = false;  // surrender before the peek
    bool insurance = false;  // take insurance (only when it pays)
    bool even_money = false;  // take even money (player natural against an ace)
    double insurance_ev = 0.0;  // per unit of the original bet, when taken
    double even_money_ev = 0.0;  // the natural's value with even money taken
    bool natural() const { return c1 == 1 && c2 == 10; }
};

struct UpcardAnalysis {
    int upcard = 0;
    double probability = 0.0;
    double ev = 0.0;  // given this upcard
    std::vector<StartingHand> hands;  // 55 two-card hands
    // First decision of a hand split from a pair: after_split[pair][second card], 1..10.
    std::array<std::array<OptionValues, 11>, 11> after_split{};
    // Hands of three or more cards: hit (true) or stand, by split context (0 = not split, else the
    // pair value), number of cards (3..8, 8 standing for 8 or more; it matters under Charlie rules),
    // hard total (4..31) and soft flag.
    using HitTable = std::array<std::array<std::array<std::array<bool, 2>, 32>, 9>, 11>;
    HitTable hit_more{};
};

struct GameAnalysis {
    bool supported = true;
    std::string unsupported_reason;  // three-bets: no basic strategy of the same kind
    double ev = 0.0;  // per initial bet; the house edge is -ev
    std::array<UpcardAnalysis, 10> upcards;  // index upcard - 1
    double insurance_ev = 0.0;  // per unit of the original bet, averaged over hands offered insurance
    double even_money_ev = 0.0;  // value of a natural against an ace with even money taken
    double natural_vs_ace_ev = 0.0;  // value of a natural against an ace without even money
    double seconds = 0.0;  // time spent computing
    double house_edge_percent() const { return -100.0 * ev; }
    const UpcardAnalysis& upcard(int v) const { return upcards[static_cast<std::size_t>(v - 1)]; }
};

// Computes the analysis with up to `threads` threads (one upcard per task).
GameAnalysis analyze_game(const Rules& rules, int threads = 2);

}  // namespace bjt::strategy
