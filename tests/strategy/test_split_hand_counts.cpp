#include <catch2/catch.hpp>

#include "engine/strategy/split_hand_counts.h"

using bjt::strategy::split_hand_counts;

TEST_CASE("split once always ends with two hands", "[strategy][split]") {
    const auto c = split_hand_counts(24, 300, 2);
    CHECK(c.unpaired + c.paired == Approx(2.0));
    CHECK(c.paired == Approx(2.0 * 24.0 / 300.0).epsilon(0.05));
}

TEST_CASE("resplits: no pair cards left means two plain hands, only pair cards means the limit", "[strategy][split]") {
    const auto none = split_hand_counts(0, 300, 4);
    CHECK(none.unpaired == Approx(2.0));
    CHECK(none.paired == Approx(0.0));
    const auto all = split_hand_counts(300, 300, 4);
    CHECK(all.unpaired == Approx(0.0));
    CHECK(all.paired == Approx(4.0));
}

TEST_CASE("resplitting to four hands: expected hands match the infinite-deck formula closely", "[strategy][split]") {
    // With a constant pairing chance q, splitting to 4 hands: E[hands] = 2 + resplits, where the
    // first two cards give 2q chances to resplit, and so on; a many-deck shoe approaches it.
    const double q = 1.0 / 13.0;
    const auto c = split_hand_counts(q * 1e6, 1'000'000, 4);
    // Brute force of the same process with constant q.
    double expected = 0;
    // hands after all splits: enumerate the first split's two cards, then up to two more splits.
    // P(no resplit) = (1-q)^2 -> 2 hands; exactly counts follow a small Markov chain:
    double p3 = 0, p4 = 0;
    // one resplit happens if at least one pair appears among the first two cards, etc.
    const double a = 1 - (1 - q) * (1 - q);  // a pair among the first two cards
    // after one resplit there are 1 + (pairs left waiting) chances; approximate by simulation-free recursion:
    // P(4 hands | one resplit) = 1 - P(no pair in the new two cards and no second waiting pair)
    const double waiting2 = q * q / a;  // both first cards were pairs, given at least one
    const double to4 = waiting2 + (1 - waiting2) * (1 - (1 - q) * (1 - q));
    p4 = a * to4;
    p3 = a * (1 - to4);
    expected = 2 * (1 - a) + 3 * p3 + 4 * p4;
    CHECK(c.unpaired + c.paired == Approx(expected).epsilon(1e-4));
}
