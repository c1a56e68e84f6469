// single-deck.yaml: one deck, hit or stand, blackjack pays 1:1.
#include <catch2/catch.hpp>

#include "tests/engine/stacked_round.h"

using namespace bjt;
using test::StackedRound;

namespace {
Rules single() { return test::preset_rules("single-deck"); }
}  // namespace

TEST_CASE("single deck: naturals checked at once, a player natural wins 1:1", "[single-deck][rulings]") {
    StackedRound t(single(), "AS 9C KD 7H");
    t.bet(10'00);
    CHECK(t.table.state() == RoundState::RoundOver);
    CHECK(t.delta() == 10'00);
    CHECK(t.table.hole_card_revealed());
}

TEST_CASE("single deck: a dealer natural wins at once, with no insurance offered", "[single-deck][rulings]") {
    StackedRound ace(single(), "9S AD 8H KC");
    ace.bet(10'00);
    CHECK(ace.table.state() == RoundState::RoundOver);
    CHECK(ace.delta() == -10'00);
    StackedRound both(single(), "AS AD KH KC");
    both.bet(10'00);
    CHECK(both.delta() == 0);
}

TEST_CASE("single deck: only hit and stand", "[single-deck][rulings]") {
    StackedRound t(single(), "5S 9D 5H 7C");
    t.bet(10'00);
    ActionSet expected;
    expected.add(Action::Hit);
    expected.add(Action::Stand);
    CHECK(t.table.legal_actions() == expected);
    CHECK(t.table.check(Action::Double).refusal == Refusal::DoubleNotAllowed);
    CHECK(t.table.check(Action::Split).refusal == Refusal::SplitNotAllowed);
    CHECK(t.table.check(Action::Surrender).refusal == Refusal::SurrenderNotAllowed);
}

TEST_CASE("single deck: a player bust loses and the hole card stays hidden", "[single-deck][rulings]") {
    StackedRound t(single(), "TS 9D 6H 7C 8S");
    t.bet(10'00).act(Action::Hit);
    CHECK(t.hand().outcome == Outcome::Bust);
    CHECK_FALSE(t.table.hole_card_revealed());
    CHECK(t.count(EventType::HoleCardRevealed) == 0);
    CHECK(t.delta() == -10'00);
}

TEST_CASE("single deck: the dealer stands on soft 17", "[single-deck][rulings]") {
    StackedRound t(single(), "TS AD 8H 6C");
    t.bet(10'00).act(Action::Stand);
    CHECK(t.table.dealer().count() == 2);
    CHECK(t.hand().outcome == Outcome::Win);
}

TEST_CASE("single deck: shuffled before every round, below $10 it is 'Play again?'", "[single-deck][rulings]") {
    const Rules r = single();
    Table table(r, Shoe(r.decks, 77));
    int shuffles = 0;
    table.set_event_sink([&](const Event& e) { shuffles += e.type == EventType::Shuffle; });
    for (int round = 0; round < 3; ++round) {
        REQUIRE(table.begin_round(10'00).ok());
        while (table.state() != RoundState::RoundOver) REQUIRE(table.act(Action::Stand).ok());
    }
    CHECK(shuffles == 3);
    CHECK(table.shoe().size() == 52);
    REQUIRE(table.reset_session(9'99, 0).ok());
    CHECK(table.game_over());
    CHECK(r.game_over_message == "Play again?");
}
