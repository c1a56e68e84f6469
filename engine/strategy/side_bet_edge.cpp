#include "engine/strategy/side_bet_edge.h"

#include <array>

namespace bjt::strategy {

namespace {

constexpr int kKinds = 52;  // distinct cards: 13 ranks x 4 suits, each `decks` times in the shoe

Card card_of_kind(int kind) { return Card(kind / 4 + 1, static_cast<Suit>(kind % 4)); }

// Ways (ordered, without replacement) of each outcome, indexed by SideBetOutcome.
using WayCounts = std::array<std::uint64_t, 16>;

WayCounts perfect_pairs_ways(std::uint64_t decks) {
    WayCounts ways{};
    for (int a = 0; a < kKinds; ++a)
        for (int b = 0; b < kKinds; ++b) {
            const std::uint64_t w = decks * (decks - (a == b ? 1 : 0));
            if (w == 0) continue;
            ways[static_cast<std::size_t>(classify_perfect_pairs(card_of_kind(a), card_of_kind(b)))] += w;
        }
    return ways;
}

WayCounts twenty_one_plus_three_ways(std::uint64_t decks) {
    WayCounts ways{};
    for (int a = 0; a < kKinds; ++a)
        for (int b = 0; b < kKinds; ++b) {
            const std::uint64_t ab = decks * (decks - (a == b ? 1 : 0));
            if (ab == 0) continue;
            for (int c = 0; c < kKinds; ++c) {
                const std::uint64_t taken = (c == a ? 1 : 0) + (c == b ? 1 : 0);
                if (taken >= decks) continue;
                const SideBetOutcome o =
                    classify_twenty_one_plus_three(card_of_kind(a), card_of_kind(b), card_of_kind(c));
                ways[static_cast<std::size_t>(o)] += ab * (decks - taken);
            }
        }
    return ways;
}

}  // namespace

SideBetEdge side_bet_edge(const Rules& rules, SideBet bet) {
    const auto decks = static_cast<std::uint64_t>(rules.decks);
    const WayCounts ways = bet == SideBet::PerfectPairs ? perfect_pairs_ways(decks) : twenty_one_plus_three_ways(decks);
    SideBetEdge edge;
    edge.bet = bet;
    edge.decks = rules.decks;
    for (std::uint64_t w : ways) edge.deals += w;
    const double deals = static_cast<double>(edge.deals);
    for (SideBetOutcome o : side_bet_outcomes(bet)) {
        const std::uint64_t w = ways[static_cast<std::size_t>(o)];
        const double p = static_cast<double>(w) / deals;
        edge.outcomes.push_back({o, w, p});
        if (o == SideBetOutcome::Lose) {
            edge.ev -= p;
        } else {
            edge.ev += p * side_bet_pays(rules, bet, o);
            edge.hit_frequency += p;
        }
    }
    return edge;
}

std::vector<SideBetEdge> offered_side_bet_edges(const Rules& rules) {
    std::vector<SideBetEdge> out;
    for (SideBet b : kSideBets)
        if (side_bet_rule(rules, b).offered) out.push_back(side_bet_edge(rules, b));
    return out;
}

}  // namespace bjt::strategy
