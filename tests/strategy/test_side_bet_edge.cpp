// The exact side-bet edges (engine/strategy/side_bet_edge.h) against published figures.
//
// Perfect Pairs: Wizard of Odds, "Perfect Pairs", version 1,
//   https://wizardofodds.com/games/blackjack/side-bets/perfect-pairs/ : pay table A (25/12/6) at 8 decks has
//   1456 perfect, 1664 coloured and 3328 mixed pairs of 86,320 two-card combinations and returns -0.040964; at
//   2 decks -0.223301; pay table B (30/10/5) returns -0.033735 and D (25/15/5) -0.021687 at 8 decks. The 6-deck edge
//   of table A, 6.11%, with 22.33% (2 decks) and 4.10% (8 decks): onlinecasinositeinfo.com, "Mathematical analysis
//   of blackjack side bets" (https://onlinecasinositeinfo.com/mathematical-analysis-of-blackjack-side-bets).
//   One deck has no published figure that we found: there every pair is mixed (2 in 51) or coloured (1 in 51).
// 21+3: Wizard of Odds, "21+3", https://wizardofodds.com/games/blackjack/side-bets/21plus3/ : version 1 (every
//   win pays 9 to 1) has a house edge of 13.30% (1 deck), 7.26% (2), 4.24% (4), 3.24% (6) and 2.74% (8); version 3
//   at 6 decks lists 1040 suited three of a kind, 25,272 three of a kind, 10,368 straight flushes, 155,520 straights
//   and 292,896 flushes of 5,013,320 three-card combinations. Those counts fix every outcome's chance, so the usual
//   5/10/30/40/100 paytable's edge at 6 decks follows from them; no published figure for it was found.
#include <catch2/catch.hpp>

#include "engine/strategy/side_bet_edge.h"

using namespace bjt;
using strategy::side_bet_edge;

namespace {

Rules with_decks(int decks) {
    Rules r;
    r.decks = decks;
    return r;
}

std::uint64_t ways(const strategy::SideBetEdge& e, SideBetOutcome o) {
    for (const auto& x : e.outcomes)
        if (x.outcome == o) return x.ways;
    return 0;
}

}  // namespace

TEST_CASE("perfect pairs: the Wizard of Odds' 8-deck combinations and returns", "[strategy][side-bets]") {
    const auto e = side_bet_edge(with_decks(8), SideBet::PerfectPairs);
    // Ordered deals are the published unordered combinations counted twice.
    CHECK(e.deals == 2 * 86'320);
    CHECK(ways(e, SideBetOutcome::PerfectPair) == 2 * 1456);
    CHECK(ways(e, SideBetOutcome::ColouredPair) == 2 * 1664);
    CHECK(ways(e, SideBetOutcome::MixedPair) == 2 * 3328);
    CHECK(e.ev == Approx(-0.040964).margin(5e-7));
    Rules b = with_decks(8);
    b.perfect_pairs_pays = {5, 10, 30};
    CHECK(side_bet_edge(b, SideBet::PerfectPairs).ev == Approx(-0.033735).margin(5e-7));
    Rules d = with_decks(8);
    d.perfect_pairs_pays = {5, 15, 25};
    CHECK(side_bet_edge(d, SideBet::PerfectPairs).ev == Approx(-0.021687).margin(5e-7));
}

TEST_CASE("perfect pairs 25/12/6: published edges at 2, 6 and 8 decks, and one deck from its pairs",
          "[strategy][side-bets]") {
    CHECK(side_bet_edge(with_decks(2), SideBet::PerfectPairs).ev == Approx(-0.223301).margin(5e-7));
    CHECK(side_bet_edge(with_decks(6), SideBet::PerfectPairs).house_edge_percent() == Approx(6.11).margin(0.005));
    CHECK(side_bet_edge(with_decks(8), SideBet::PerfectPairs).house_edge_percent() == Approx(4.10).margin(0.005));
    const auto one = side_bet_edge(with_decks(1), SideBet::PerfectPairs);
    CHECK(ways(one, SideBetOutcome::PerfectPair) == 0);
    CHECK(one.hit_frequency == Approx(3.0 / 51));
    CHECK(one.ev == Approx((6.0 * 2 + 12.0 * 1 - 48) / 51));
}

TEST_CASE("21+3 paying 9 to 1: the Wizard of Odds' edges at 1, 2, 4, 6 and 8 decks", "[strategy][side-bets]") {
    for (auto [decks, edge] : {std::pair{1, 13.30}, {2, 7.26}, {4, 4.24}, {6, 3.24}, {8, 2.74}}) {
        INFO(decks << " decks");
        Rules r = with_decks(decks);
        r.twenty_one_plus_three_pays = {9, 9, 9, 9, 9};
        CHECK(side_bet_edge(r, SideBet::TwentyOnePlusThree).house_edge_percent() == Approx(edge).margin(0.005));
    }
    Rules six = with_decks(6);
    six.twenty_one_plus_three_pays = {9, 9, 9, 9, 9};
    CHECK(side_bet_edge(six, SideBet::TwentyOnePlusThree).ev == Approx(-0.032386).margin(5e-7));
}

TEST_CASE("21+3 at 6 decks: the Wizard of Odds' combinations, and the usual 5/10/30/40/100 paytable from them",
          "[strategy][side-bets]") {
    const auto e = side_bet_edge(with_decks(6), SideBet::TwentyOnePlusThree);
    // Ordered deals are the published unordered combinations counted 3! = 6 times.
    CHECK(e.deals == 6 * 5'013'320ull);
    CHECK(ways(e, SideBetOutcome::SuitedThreeOfAKind) == 6 * 1040);
    CHECK(ways(e, SideBetOutcome::ThreeOfAKind) == 6 * 25'272);
    CHECK(ways(e, SideBetOutcome::StraightFlush) == 6 * 10'368);
    CHECK(ways(e, SideBetOutcome::Straight) == 6 * 155'520);
    CHECK(ways(e, SideBetOutcome::Flush) == 6 * 292'896);
    const double published_ev =
        (100.0 * 1040 + 30.0 * 25'272 + 40.0 * 10'368 + 10.0 * 155'520 + 5.0 * 292'896 - 4'528'224) / 5'013'320;
    CHECK(e.ev == Approx(published_ev).epsilon(1e-12));
    CHECK(e.house_edge_percent() == Approx(4.621).margin(0.0005));
    CHECK(e.hit_frequency == Approx(1.0 - 4'528'224.0 / 5'013'320).epsilon(1e-12));
}

TEST_CASE("side-bet edges: only the offered side bets, at the preset's decks", "[strategy][side-bets]") {
    Rules r = with_decks(2);
    CHECK(strategy::offered_side_bet_edges(r).empty());
    r.twenty_one_plus_three = true;
    const auto edges = strategy::offered_side_bet_edges(r);
    REQUIRE(edges.size() == 1);
    CHECK(edges[0].bet == SideBet::TwentyOnePlusThree);
    CHECK(edges[0].decks == 2);
    CHECK(edges[0].house_edge_percent() == Approx(11.167).margin(0.0005));
}
