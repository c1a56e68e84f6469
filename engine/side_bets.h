#pragma once
// The side bets a preset may offer beside the base bet: Perfect Pairs (the player's first two cards) and 21+3
// (those two cards and the dealer's up card as a three-card poker hand). How a hand is classified, what each
// outcome pays under a preset's paytable, and whether a stake is allowed. Settled by Table right after the deal.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "engine/card.h"
#include "engine/money.h"
#include "engine/refusal.h"
#include "engine/rules.h"

namespace bjt {

enum class SideBet : std::uint8_t { PerfectPairs, TwentyOnePlusThree };
inline constexpr int kSideBetCount = 2;
inline constexpr std::array<SideBet, kSideBetCount> kSideBets = {SideBet::PerfectPairs, SideBet::TwentyOnePlusThree};

// Every outcome of both paytables. Within one side bet, a hand takes the single best outcome that fits.
enum class SideBetOutcome : std::uint8_t {
    Pending,  // not settled (or not placed)
    Lose,
    MixedPair,  // Perfect Pairs: same rank, one red and one black card
    ColouredPair,  // same rank and colour, different suits
    PerfectPair,  // same rank and suit
    Flush,  // 21+3: three cards of one suit
    Straight,  // three ranks in a row, the ace high (Q-K-A) or low (A-2-3); K-A-2 is not one
    ThreeOfAKind,  // three cards of one rank, not all of one suit
    StraightFlush,
    SuitedThreeOfAKind,  // three identical cards (rank and suit)
};

// "perfect-pairs", "21+3": the names `bjt` and the JSON use.
std::string_view side_bet_name(SideBet b);
// "Perfect Pairs", "21+3": for people.
std::string_view side_bet_title(SideBet b);
std::optional<SideBet> parse_side_bet(std::string_view name);
// "mixed-pair", "flush", ..., "lose".
std::string_view side_bet_outcome_name(SideBetOutcome o);
// "Mixed pair", "Flush", ...: for people.
std::string_view side_bet_outcome_title(SideBetOutcome o);

SideBetOutcome classify_perfect_pairs(Card first, Card second);
SideBetOutcome classify_twenty_one_plus_three(Card first, Card second, Card dealer_up);
// The outcomes a side bet can end in, worst paying first after Lose (the order of the preset's paytable).
std::span<const SideBetOutcome> side_bet_outcomes(SideBet b);

// The preset's settings for one side bet.
struct SideBetRule {
    bool offered = false;
    std::span<const int> pays;  // N to 1, in the order of side_bet_outcomes() after Lose
    Cents min = 0, max = 0;
};
SideBetRule side_bet_rule(const Rules& rules, SideBet b);

// N in "pays N to 1" for an outcome under the preset's paytable; 0 for Lose.
int side_bet_pays(const Rules& rules, SideBet b, SideBetOutcome o);
// The net of a settled stake: + the winnings (the stake comes back too), - the stake on a loss.
Cents side_bet_net(const Rules& rules, SideBet b, SideBetOutcome o, Cents stake);

// The stakes a player puts on the side bets with a base bet (0: not placed).
struct SideBetStakes {
    std::array<Cents, kSideBetCount> amount{};
    Cents& operator[](SideBet b) { return amount[static_cast<std::size_t>(b)]; }
    Cents operator[](SideBet b) const { return amount[static_cast<std::size_t>(b)]; }
    Cents total() const { return amount[0] + amount[1]; }
    bool any() const { return total() != 0; }
};

// Why a side bet of `stake` would be refused (not offered, not a whole bet step, outside its limits), or ok.
// Whether the bank covers it is the table's question.
Status check_side_bet(const Rules& rules, SideBet b, Cents stake);

// How a side bet went in a round.
struct SideBetResult {
    Cents bet = 0;
    SideBetOutcome outcome = SideBetOutcome::Pending;
    Cents net = 0;
};

}  // namespace bjt
