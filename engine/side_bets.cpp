#include "engine/side_bets.h"

#include <algorithm>

namespace bjt {

namespace {

constexpr std::array<SideBetOutcome, 4> kPerfectPairsOutcomes = {
    SideBetOutcome::Lose, SideBetOutcome::MixedPair, SideBetOutcome::ColouredPair, SideBetOutcome::PerfectPair};
constexpr std::array<SideBetOutcome, 6> kTwentyOnePlusThreeOutcomes = {
    SideBetOutcome::Lose,         SideBetOutcome::Flush,         SideBetOutcome::Straight,
    SideBetOutcome::ThreeOfAKind, SideBetOutcome::StraightFlush, SideBetOutcome::SuitedThreeOfAKind};

bool red(Suit s) { return s == Suit::Hearts || s == Suit::Diamonds; }

// Three ranks in a row, the ace counting low (A-2-3) or high (Q-K-A) but never both (K-A-2 is no straight).
bool three_in_a_row(int a, int b, int c) {
    std::array<int, 3> r = {a, b, c};
    std::sort(r.begin(), r.end());
    if (r[0] == 1 && r[1] == 12 && r[2] == 13) return true;  // Q-K-A
    return r[1] == r[0] + 1 && r[2] == r[1] + 1;
}

}  // namespace

std::string_view side_bet_name(SideBet b) { return b == SideBet::PerfectPairs ? "perfect-pairs" : "21+3"; }

std::string_view side_bet_title(SideBet b) { return b == SideBet::PerfectPairs ? "Perfect Pairs" : "21+3"; }

std::optional<SideBet> parse_side_bet(std::string_view name) {
    for (SideBet b : kSideBets)
        if (side_bet_name(b) == name) return b;
    return std::nullopt;
}

std::string_view side_bet_outcome_name(SideBetOutcome o) {
    static constexpr std::array<std::string_view, 10> names = {
        "pending", "lose",     "mixed-pair",      "coloured-pair",  "perfect-pair",
        "flush",   "straight", "three-of-a-kind", "straight-flush", "suited-three-of-a-kind"};
    return names[static_cast<std::size_t>(o)];
}

std::string_view side_bet_outcome_title(SideBetOutcome o) {
    static constexpr std::array<std::string_view, 10> titles = {
        "Pending", "No win",   "Mixed pair",      "Coloured pair",  "Perfect pair",
        "Flush",   "Straight", "Three of a kind", "Straight flush", "Suited three of a kind"};
    return titles[static_cast<std::size_t>(o)];
}

SideBetOutcome classify_perfect_pairs(Card first, Card second) {
    if (first.rank() != second.rank()) return SideBetOutcome::Lose;
    if (first.suit() == second.suit()) return SideBetOutcome::PerfectPair;
    return red(first.suit()) == red(second.suit()) ? SideBetOutcome::ColouredPair : SideBetOutcome::MixedPair;
}

SideBetOutcome classify_twenty_one_plus_three(Card first, Card second, Card dealer_up) {
    const bool suited = first.suit() == second.suit() && second.suit() == dealer_up.suit();
    if (first.rank() == second.rank() && second.rank() == dealer_up.rank())
        return suited ? SideBetOutcome::SuitedThreeOfAKind : SideBetOutcome::ThreeOfAKind;
    const bool straight = three_in_a_row(first.rank(), second.rank(), dealer_up.rank());
    if (straight) return suited ? SideBetOutcome::StraightFlush : SideBetOutcome::Straight;
    return suited ? SideBetOutcome::Flush : SideBetOutcome::Lose;
}

std::span<const SideBetOutcome> side_bet_outcomes(SideBet b) {
    if (b == SideBet::PerfectPairs) return kPerfectPairsOutcomes;
    return kTwentyOnePlusThreeOutcomes;
}

SideBetRule side_bet_rule(const Rules& r, SideBet b) {
    if (b == SideBet::PerfectPairs)
        return {r.perfect_pairs, r.perfect_pairs_pays, r.perfect_pairs_min, r.perfect_pairs_max};
    return {r.twenty_one_plus_three, r.twenty_one_plus_three_pays, r.twenty_one_plus_three_min,
            r.twenty_one_plus_three_max};
}

int side_bet_pays(const Rules& rules, SideBet b, SideBetOutcome o) {
    const std::span<const SideBetOutcome> outcomes = side_bet_outcomes(b);
    const SideBetRule rule = side_bet_rule(rules, b);
    for (std::size_t i = 1; i < outcomes.size(); ++i)
        if (outcomes[i] == o) return rule.pays[i - 1];
    return 0;
}

Cents side_bet_net(const Rules& rules, SideBet b, SideBetOutcome o, Cents stake) {
    const int pays = side_bet_pays(rules, b, o);
    return pays > 0 ? stake * pays : -stake;
}

Status check_side_bet(const Rules& rules, SideBet b, Cents stake) {
    const SideBetRule rule = side_bet_rule(rules, b);
    if (!rule.offered || rules.mode == GameMode::ThreeBets) return {Refusal::SideBetNotOffered};
    if (stake <= 0 || stake % std::max<Cents>(rules.bet_step, 1) != 0) return {Refusal::BetNotWholeStep};
    if (stake < rule.min) return {Refusal::SideBetBelowMinimum};
    if (stake > rule.max) return {Refusal::SideBetAboveMaximum};
    return {};
}

}  // namespace bjt
