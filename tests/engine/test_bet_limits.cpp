#include <catch2/catch.hpp>

#include "engine/bet_limits.h"
#include "tests/engine/stacked_round.h"

using namespace bjt;

TEST_CASE("classic limits: ceil 5% and floor 25% of the bank, lifted at 25 or less", "[limits][rulings]") {
    const Rules r = test::preset_rules("classic");
    BetLimits l = bet_limits(r, 100'00);
    CHECK(l.min == 5'00);
    CHECK(l.max == 25'00);
    l = bet_limits(r, 101'00);  // 5.05 -> 6, 25.25 -> 25
    CHECK(l.min == 6'00);
    CHECK(l.max == 25'00);
    l = bet_limits(r, 119'00);  // 5.95 -> 6, 29.75 -> 29
    CHECK(l.min == 6'00);
    CHECK(l.max == 29'00);
    l = bet_limits(r, 26'00);  // above 25: 1.3 -> 2, 6.5 -> 6
    CHECK(l.min == 2'00);
    CHECK(l.max == 6'00);
    l = bet_limits(r, 25'00);  // lifted: any whole amount from 1 to the bank
    CHECK(l.min == 1'00);
    CHECK(l.max == 25'00);
    l = bet_limits(r, 3'50);  // fractional points after a 3:2 payout: whole bets up to 3
    CHECK(l.min == 1'00);
    CHECK(l.max == 3'00);
    l = bet_limits(r, 50);  // half a point: no bet possible
    CHECK_FALSE(l.any());
    l = bet_limits(r, 100'50);  // 5.025 -> 6; 25.125 -> 25
    CHECK(l.min == 6'00);
    CHECK(l.max == 25'00);
}

TEST_CASE("trivia limits: $5 minimum, the bank is the maximum", "[limits][rulings]") {
    const Rules r = test::preset_rules("trivia");
    BetLimits l = bet_limits(r, 1000'00);
    CHECK(l.min == 5'00);
    CHECK(l.max == 1000'00);
    l = bet_limits(r, 4'00);
    CHECK_FALSE(l.any());
    l = bet_limits(r, 7'50);  // whole dollars only
    CHECK(l.max == 7'00);
}

TEST_CASE("bets outside the limits are refused with a reason", "[limits]") {
    test::StackedRound t(test::preset_rules("classic"), "TS 7D 9C 8H");
    CHECK(t.table.begin_round(4'00).refusal == Refusal::BetBelowMinimum);
    CHECK(t.table.begin_round(26'00).refusal == Refusal::BetAboveMaximum);
    CHECK(t.table.begin_round(5'50).refusal == Refusal::BetNotWholeStep);
    CHECK(t.table.state() == RoundState::Betting);
    CHECK(t.table.bank() == 100'00);
    test::StackedRound poor(test::preset_rules("trivia"), "TS 7D 9C 8H", 20'00);
    CHECK(poor.table.begin_round(25'00).refusal == Refusal::BankTooLow);
}
