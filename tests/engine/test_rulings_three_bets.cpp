// three-bets.yaml: no base bet; predictions after the cards.
#include <catch2/catch.hpp>

#include "tests/engine/stacked_round.h"

using namespace bjt;
using test::StackedRound;

namespace {
Rules three_bets() { return test::preset_rules("three-bets"); }
Prediction predict(Winner w, int player, int dealer) { return Prediction{w, player, dealer}; }
}  // namespace

TEST_CASE("three-bets: a player natural against none earns $5 and sits out the bets", "[three-bets][rulings]") {
    StackedRound t(three_bets(), "AS 9D KH 7C");
    t.bet(0);
    CHECK(t.table.state() == RoundState::RoundOver);
    CHECK(t.hand().outcome == Outcome::Natural);
    CHECK(t.delta() == 5'00);
}

TEST_CASE("three-bets: both naturals: no reward, on to the bets", "[three-bets][rulings]") {
    StackedRound t(three_bets(), "AS AD KH KC");
    t.bet(0);
    REQUIRE(t.table.state() == RoundState::Predictions);  // 21 stands by itself; the dealer stands on 21
    REQUIRE(t.table.predict(predict(Winner::Player, 21, 21)).ok());
    const auto& r = t.table.prediction_result();
    CHECK(r.outcomes[0] == Outcome::Push);  // who-won pushes: pays nothing, costs nothing
    CHECK(r.outcomes[1] == Outcome::Right);
    CHECK(r.outcomes[2] == Outcome::Right);
    CHECK_FALSE(r.bonus);
    CHECK(t.delta() == 2'00);
    CHECK(t.announced(Announcement::DealerNatural));
}

TEST_CASE("three-bets: the player draws past 21 to five cards, unannounced, all three right pays the bonus",
          "[three-bets][rulings]") {
    StackedRound t(three_bets(), "TS 9D 8H 7C 5C 2D 3S 4H");
    t.bet(0);
    t.act(Action::Hit);  // 23
    CHECK(t.table.state() == RoundState::PlayerTurn);
    CHECK_FALSE(t.announced(Announcement::PlayerBust));
    t.act(Action::Hit).act(Action::Hit);  // 25, 28 on five cards: stands by itself
    REQUIRE(t.table.state() == RoundState::Predictions);
    CHECK(t.table.dealer().total() == 20);  // 16 + 4
    REQUIRE(t.table.predict(predict(Winner::Dealer, 28, 20)).ok());
    CHECK(t.table.prediction_result().bonus);
    CHECK(t.delta() == 1003'00);
    CHECK(t.announced(Announcement::PlayerBust));  // reported only after the bets
}

TEST_CASE("three-bets: a player bust loses even if the dealer busts", "[three-bets][rulings]") {
    StackedRound t(three_bets(), "TS 6D 8H TC 5C 9S");
    t.bet(0).act(Action::Hit).act(Action::Stand);
    REQUIRE(t.table.state() == RoundState::Predictions);
    CHECK(t.table.dealer().total() == 25);
    REQUIRE(t.table.predict(predict(Winner::Player, 23, 25)).ok());
    const auto& r = t.table.prediction_result();
    CHECK(r.actual_winner == Winner::Dealer);
    CHECK(r.outcomes[0] == Outcome::Wrong);
    CHECK(t.delta() == 1'00);  // -1 + 1 + 1
}

TEST_CASE("three-bets: wrong value bets lose their stakes", "[three-bets][rulings]") {
    StackedRound t(three_bets(), "TS 9D 8H 9C");
    t.bet(0).act(Action::Stand);
    REQUIRE(t.table.predict(predict(Winner::Dealer, 17, 19)).ok());  // 18 v 18: a push on who-won
    CHECK(t.table.prediction_result().outcomes[0] == Outcome::Push);
    CHECK(t.table.prediction_result().outcomes[1] == Outcome::Wrong);
    CHECK(t.table.prediction_result().outcomes[2] == Outcome::Wrong);
    CHECK(t.delta() == -2'00);
}

TEST_CASE("three-bets dealer: hits soft 17, stops on five cards", "[three-bets][rulings]") {
    StackedRound soft17(three_bets(), "TS AD 8H 6C 2S");
    soft17.bet(0).act(Action::Stand);
    CHECK(soft17.table.dealer().count() == 3);
    CHECK(soft17.table.dealer().total() == 19);
    StackedRound five(three_bets(), "TS 2D 8H 3C 2S 2H 2C 9S");
    five.bet(0).act(Action::Stand);
    CHECK(five.table.dealer().count() == 5);
    CHECK(five.table.dealer().total() == 11);
}

TEST_CASE("three-bets: game over below $3, predictions only after the cards", "[three-bets][rulings]") {
    StackedRound t(three_bets(), "TS 9D 8H 9C", 2'99);
    CHECK(t.table.game_over());
    CHECK(t.table.begin_round(0).refusal == Refusal::GameOver);
    StackedRound u(three_bets(), "TS 9D 8H 9C");
    u.bet(0);
    CHECK(u.table.predict(predict(Winner::Player, 18, 18)).refusal == Refusal::NotPredictionTime);
    u.act(Action::Stand);
    CHECK(u.table.predict(predict(Winner::Push, 18, 18)).refusal == Refusal::BadPrediction);
    CHECK(u.table.predict(predict(Winner::Player, 1, 18)).refusal == Refusal::BadPrediction);
    CHECK_FALSE(u.table.rules().show_totals);
    CHECK_FALSE(u.table.rules().announce_bust);
}
