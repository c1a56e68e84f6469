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

TEST_CASE("act_first_allowed takes the first option the rules allow, checking each once", "[state]") {
    Rules r = test::preset_rules("trivia");
    r.trivia = false;
    StackedRound t(r, "2S 9D 3H 7C 4C 5S 6S");
    PlayerOptions options;
    REQUIRE(options.add(Action::Split));
    REQUIRE(options.add(Action::Double));
    REQUIRE(options.add(Action::Hit));
    REQUIRE(options.add(Action::Stand));
    CHECK(options.size() == 4);
    CHECK(options.contains(Action::Hit));
    CHECK_FALSE(options.contains(Action::Surrender));
    CHECK_FALSE(options.add(Action::Insurance));  // not a player-turn action: not added
    CHECK(options.size() == 4);
    CHECK(t.table.act_first_allowed(options).refusal == Refusal::NoRoundInProgress);

    t.bet(10'00);  // 2 3 against a 9: no pair, so Double (the first allowed) is taken
    REQUIRE(t.table.act_first_allowed(options).ok());
    CHECK(t.table.hand(0).doubled);
    CHECK(t.table.hand(0).cards.count() == 3);
    CHECK(t.table.state() == RoundState::RoundOver);

    StackedRound u(r, "2S 9D 3H 7C 4C 5S 6S");
    u.bet(10'00).act(Action::Hit);  // 2 3 4: no longer a first action, so Hit is the first allowed
    REQUIRE(u.table.act_first_allowed(options).ok());
    CHECK(u.table.hand(0).cards.count() == 4);
    CHECK_FALSE(u.table.hand(0).doubled);

    PlayerOptions first_actions_only;
    REQUIRE(first_actions_only.add(Action::Double));
    REQUIRE(first_actions_only.add(Action::Split));
    const Cents bank = u.table.bank();
    CHECK(u.table.act_first_allowed(first_actions_only).refusal == Refusal::NotFirstAction);  // the last refusal
    CHECK(u.table.bank() == bank);
    CHECK(u.table.hand(0).cards.count() == 4);
    CHECK(u.table.state() == RoundState::PlayerTurn);
}

TEST_CASE("act_first_allowed takes nothing outside a player turn, even an offer's own answer", "[state]") {
    Rules r = test::preset_rules("trivia");
    r.trivia = false;
    r.surrender = Surrender::Early;
    StackedRound t(r, "TS AD 6H 7C 5S");
    t.bet(10'00);
    REQUIRE(t.table.state() == RoundState::EarlySurrenderOffer);
    PlayerOptions surrender;
    REQUIRE(surrender.add(Action::Surrender));
    CHECK(t.table.check(Action::Surrender).ok());  // act() would take it here
    CHECK(t.table.act_first_allowed(surrender).refusal == Refusal::NotOfferedNow);
    CHECK(t.table.state() == RoundState::EarlySurrenderOffer);
    CHECK(t.table.act_first_allowed(PlayerOptions{}).refusal == Refusal::NotOfferedNow);
}
