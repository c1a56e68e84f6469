// Refusals are values: an illegal request changes nothing and says why.
#include <catch2/catch.hpp>

#include "tests/engine/stacked_round.h"

using namespace bjt;
using test::StackedRound;

TEST_CASE("requests out of turn are refused with a reason and change nothing", "[state]") {
    StackedRound t(test::preset_rules("trivia"), "TS 9D 6H 7C 5S 8S");
    CHECK(t.table.act(Action::Hit).refusal == Refusal::NoRoundInProgress);
    CHECK(t.table.answer(Difficulty::Easy, true).refusal == Refusal::NoQuestionPending);
    CHECK(t.table.predict({Winner::Player, 18, 18}).refusal == Refusal::NotPredictionTime);
    t.bet(10'00);
    CHECK(t.table.begin_round(10'00).refusal == Refusal::RoundInProgress);
    CHECK(t.table.set_rules(Rules{}).refusal == Refusal::RoundInProgress);
    CHECK(t.table.reset_session().refusal == Refusal::RoundInProgress);
    const Cents bank = t.table.bank();
    CHECK(t.table.act(Action::Insurance).refusal == Refusal::NotOfferedNow);
    CHECK(t.table.act(Action::Split).refusal == Refusal::SplitNeedsPair);
    CHECK(t.table.bank() == bank);
    CHECK(t.table.state() == RoundState::PlayerTurn);
    t.act(Action::Hit);
    CHECK(t.table.act(Action::Stand).refusal == Refusal::QuestionPending);
    t.answer(Difficulty::Easy, true);  // 21: stands by itself
    CHECK(t.table.state() == RoundState::RoundOver);
    CHECK(t.table.act(Action::Stand).refusal == Refusal::NoRoundInProgress);
}

TEST_CASE("after the first action, double, split and surrender are refused", "[state]") {
    Rules r = test::preset_rules("trivia");
    r.trivia = false;
    StackedRound t(r, "2S 9D 3H 7C 4C 5S");
    t.bet(10'00).act(Action::Hit);
    CHECK(t.table.check(Action::Double).refusal == Refusal::NotFirstAction);
    CHECK(t.table.check(Action::Surrender).refusal == Refusal::NotFirstAction);
    CHECK(t.table.check(Action::Split).refusal == Refusal::NotFirstAction);
}

TEST_CASE("legal_actions agrees with check for every action", "[state]") {
    StackedRound t(test::preset_rules("trivia"), "8S AD 8H 7C");
    t.bet(10'00);
    REQUIRE(t.table.state() == RoundState::InsuranceOffer);
    for (int i = 0; i < kActionCount; ++i) {
        const auto a = static_cast<Action>(i);
        CHECK(t.table.legal_actions().has(a) == t.table.check(a).ok());
    }
    CHECK(t.table.legal_actions().size() == 2);
}

TEST_CASE("a stacked shoe that runs out is reported, not dealt from", "[state]") {
    StackedRound t(test::preset_rules("trivia"), "TS 9D 6H");
    CHECK(t.table.begin_round(10'00).refusal == Refusal::ShoeExhausted);
    StackedRound u(test::preset_rules("single-deck"), "TS 9D 6H 7C");
    u.bet(10'00);
    CHECK(u.table.act(Action::Hit).refusal == Refusal::ShoeExhausted);
}

TEST_CASE("action names round-trip", "[state]") {
    for (int i = 0; i < kActionCount; ++i) {
        const auto a = static_cast<Action>(i);
        CHECK(parse_action(action_name(a)) == a);
    }
    CHECK_FALSE(parse_action("dance").has_value());
    CHECK(describe(Refusal::SplitNeedsPair).find("same rank") != std::string_view::npos);
}
