// trivia.yaml: every rule it sets and the RULINGS.md edge cases, from stacked shoes.
#include <catch2/catch.hpp>

#include "tests/engine/stacked_round.h"

using namespace bjt;
using test::StackedRound;

namespace {
Rules trivia() { return test::preset_rules("trivia"); }
Rules no_questions() {
    Rules r = trivia();
    r.trivia = false;
    return r;
}
}  // namespace

TEST_CASE("trivia: a hit asks a question first, a right answer brings the card and the credits", "[trivia][rulings]") {
    struct Case {
        Difficulty d;
        int reward;
    };
    for (Case c : {Case{Difficulty::Easy, 0}, Case{Difficulty::Medium, 1}, Case{Difficulty::Hard, 5}}) {
        StackedRound t(trivia(), "TS 9D 2H 7C 5S");
        t.bet(10'00).act(Action::Hit);
        REQUIRE(t.table.state() == RoundState::QuestionPending);
        CHECK(t.table.pending_question_action() == Action::Hit);
        CHECK(t.hand().cards.count() == 2);
        CHECK(t.table.check(Action::Stand).refusal == Refusal::QuestionPending);
        t.answer(c.d, true);
        CHECK(t.hand().cards.count() == 3);
        CHECK(t.table.credits() == 10 + c.reward);
        CHECK(t.table.round_credits_delta() == c.reward);
    }
}

TEST_CASE("trivia: a wrong answer loses a credit and the hand stands as it is", "[trivia][rulings]") {
    StackedRound t(trivia(), "TS 9D 2H 7C 5S");
    t.bet(10'00).act(Action::Hit).answer(Difficulty::Hard, false);
    CHECK(t.hand().cards.count() == 2);  // no card
    CHECK(t.table.credits() == 9);
    CHECK(t.table.state() == RoundState::RoundOver);  // 12 stands against 16; the dealer draws 5 -> 21
    CHECK(t.table.dealer().total() == 21);
    CHECK(t.delta() == -10'00);
}

TEST_CASE("trivia: double down asks a question, right doubles the bet and deals one card", "[trivia][rulings]") {
    StackedRound t(trivia(), "6S 9D 5H 7C TS 9H");
    t.bet(10'00).act(Action::Double);
    REQUIRE(t.table.state() == RoundState::QuestionPending);
    CHECK(t.hand().bet == 10'00);  // not doubled before the answer
    t.answer(Difficulty::Medium, true);
    CHECK(t.hand().bet == 20'00);
    CHECK(t.hand().doubled);
    CHECK(t.hand().cards.total() == 21);
    CHECK(t.table.credits() == 11);
    CHECK(t.table.dealer().total() == 25);  // 16 draws the 9
    CHECK(t.delta() == 20'00);
}

TEST_CASE("trivia: a wrong answer on a double: the double is not made and the hand stands", "[trivia][rulings]") {
    StackedRound t(trivia(), "6S 9D 5H 8C");
    t.bet(10'00).act(Action::Double).answer(Difficulty::Easy, false);
    CHECK(t.hand().bet == 10'00);
    CHECK_FALSE(t.hand().doubled);
    CHECK(t.hand().cards.count() == 2);
    CHECK(t.table.credits() == 9);
    CHECK(t.hand().outcome == Outcome::Lose);  // 11 against 17
    CHECK(t.delta() == -10'00);
}

TEST_CASE("trivia: with no credits left, hits and doubles are refused and the game is over", "[trivia][rulings]") {
    StackedRound t(trivia(), "TS 9D 2H 7C 5S");
    REQUIRE(t.table.reset_session(1000'00, 1).ok());
    t.bet(10'00).act(Action::Hit).answer(Difficulty::Easy, false);
    CHECK(t.table.credits() == 0);
    CHECK(t.table.game_over());
    CHECK(t.table.begin_round(10'00).refusal == Refusal::GameOver);

    StackedRound split(trivia(), "8S 9D 8H 7C 2C 3D");
    REQUIRE(split.table.reset_session(1000'00, 1).ok());
    split.bet(10'00).act(Action::Split).act(Action::Hit).answer(Difficulty::Easy, false);
    REQUIRE(split.table.state() == RoundState::PlayerTurn);  // on to the second hand
    CHECK(split.table.check(Action::Hit).refusal == Refusal::NoTriviaCredits);
    CHECK(split.table.check(Action::Stand).ok());
}

TEST_CASE("trivia: a split needs no question", "[trivia][rulings]") {
    StackedRound t(trivia(), "8S 9D 8H 7C 2C 3D");
    t.bet(10'00).act(Action::Split);
    CHECK(t.table.state() == RoundState::PlayerTurn);
    CHECK(t.count(EventType::QuestionAsked) == 0);
}

TEST_CASE("GAME OVER when the bank cannot cover the minimum bet", "[trivia][rulings]") {
    StackedRound t(trivia(), "TS 9D 6H 8C", 8'00);
    t.bet(5'00).act(Action::Stand);  // 16 against 17
    CHECK(t.table.bank() == 3'00);
    CHECK(t.table.game_over());
    CHECK(t.table.begin_round(3'00).refusal == Refusal::GameOver);
}

TEST_CASE("split aces: off by default, when on, one card each and stand", "[trivia][rulings]") {
    StackedRound off(no_questions(), "AS 9D AH 7C");
    off.bet(10'00);
    CHECK(off.table.check(Action::Split).refusal == Refusal::SplitAcesNotAllowed);

    Rules r = no_questions();
    r.split_aces = true;
    StackedRound on(r, "AS 9D AH 8C 5C 6D");
    on.bet(10'00).act(Action::Split);
    CHECK(on.table.state() == RoundState::RoundOver);  // both aces took one card and stood
    CHECK(on.hand(0).cards.total() == 16);
    CHECK(on.hand(1).cards.total() == 17);
    CHECK(on.delta() == -10'00);  // soft 16 loses and soft 17 pushes against the dealer's 17
}

TEST_CASE("hit split aces when the preset allows it", "[trivia][rulings]") {
    Rules r = no_questions();
    r.split_aces = true;
    r.hit_split_aces = true;
    StackedRound t(r, "AS 9D AH 8C 5C 6D 3S");  // the dealer has 17
    t.bet(10'00).act(Action::Split);
    REQUIRE(t.table.state() == RoundState::PlayerTurn);
    CHECK(t.table.legal_actions().has(Action::Hit));
    t.act(Action::Hit);
    CHECK(t.hand(0).cards.total() == 19);
}

TEST_CASE("resplitting: up to 4 hands when allowed, never when not", "[trivia][rulings]") {
    StackedRound once(no_questions(), "8S 9D 8H 7C 8C 8D");
    once.bet(10'00).act(Action::Split);
    CHECK(once.table.check(Action::Split).refusal == Refusal::SplitLimitReached);

    Rules r = no_questions();
    r.max_hands = 4;
    StackedRound t(r, "8S 9D 8H 7C 8C 8D 8S 8H TC TD TH TS");
    t.bet(10'00).act(Action::Split);  // 8S 8C | 8H 8D
    t.act(Action::Split);  // 8S 8S | 8C 8H | 8H 8D
    t.act(Action::Split);  // 8S TC | 8S TD | 8C 8H | 8H 8D
    CHECK(t.table.hand_count() == 4);
    t.act(Action::Stand).act(Action::Stand);
    REQUIRE(t.table.active_hand() == 2);  // 8C 8H: a pair, but four hands is the limit
    CHECK(t.table.check(Action::Split).refusal == Refusal::SplitLimitReached);
    CHECK(t.table.bank() == 960'00);
}

TEST_CASE("double after split only when the option is on", "[trivia][rulings]") {
    StackedRound off(no_questions(), "5S 9D 5H 7C 6C 6D");
    off.bet(10'00).act(Action::Split);
    CHECK(off.table.check(Action::Double).refusal == Refusal::DoubleAfterSplitNotAllowed);
    Rules r = no_questions();
    r.double_after_split = true;
    StackedRound on(r, "5S 9D 5H 7C 6C 6D TC");
    on.bet(10'00).act(Action::Split).act(Action::Double);
    CHECK(on.hand(0).bet == 20'00);
    CHECK(on.hand(0).cards.total() == 21);
}

TEST_CASE("a hand that reaches 21 stands by itself", "[rulings]") {
    StackedRound t(no_questions(), "TS 9D 5H 8C 6C");
    t.bet(10'00).act(Action::Hit);
    CHECK(t.table.state() == RoundState::RoundOver);
    CHECK(t.hand().outcome == Outcome::Win);
}

TEST_CASE("a split hand that busts loses even if the dealer busts", "[rulings][split]") {
    StackedRound t(no_questions(), "8S 6D 8H TC 5C 9C KD 7S");
    t.bet(10'00).act(Action::Split).act(Action::Hit);  // 8 5 K = 23
    CHECK(t.hand(0).outcome == Outcome::Bust);
    t.act(Action::Stand);  // 8 9 = 17; dealer 16 + 7 = 23
    CHECK(t.table.dealer().bust());
    CHECK(t.hand(0).outcome == Outcome::Bust);
    CHECK(t.hand(1).outcome == Outcome::Win);
    CHECK(t.delta() == 0);
}

TEST_CASE("two-card 21 on a split hand is not a natural: it wins 1:1", "[rulings][split]") {
    Rules r = no_questions();
    r.split_aces = true;
    StackedRound t(r, "AS 9D AH 7C KC 2D 8S");
    t.bet(10'00).act(Action::Split);
    CHECK(t.hand(0).cards.total() == 21);
    CHECK_FALSE(t.hand(0).natural());
    CHECK(t.hand(0).outcome == Outcome::Win);
    CHECK(t.hand(0).net == 10'00);
}

TEST_CASE("every hand decided: the dealer does not draw, the hole card is still shown", "[rulings]") {
    StackedRound t(no_questions(), "TS 6D 6H TC 9C 5S");
    t.bet(10'00).act(Action::Hit);  // 25: bust
    CHECK(t.hand().outcome == Outcome::Bust);
    CHECK(t.table.dealer().count() == 2);
    CHECK(t.table.hole_card_revealed());
    CHECK(t.table.state() == RoundState::RoundOver);
}

TEST_CASE("split hands may be surrendered as their first action", "[trivia][rulings]") {
    StackedRound t(no_questions(), "8S 9D 8H 8C 7C 3D");
    t.bet(10'00).act(Action::Split).act(Action::Surrender);
    CHECK(t.hand(0).outcome == Outcome::Surrender);
    CHECK(t.hand(0).net == -5'00);
    t.act(Action::Stand);  // 11 against 17
    CHECK(t.delta() == -15'00);
}

TEST_CASE("a split hand's Charlie waits for the dealer: a dealer Charlie pushes it", "[trivia][rulings][charlie]") {
    // RULINGS.md: "If both PLAYER and DEALER's Hands have CHARLIES, then it is considered a PUSH".
    StackedRound t(no_questions(), "8S 2D 8H 3C 2C 9S 2H 2S 3D TC AC 4S");
    t.bet(10'00).act(Action::Split);  // 8 2 | 8 9
    t.act(Action::Hit).act(Action::Hit).act(Action::Hit);  // 8 2 2 2 3 = 17 on five cards
    CHECK(t.announced(Announcement::PlayerCharlie));
    CHECK(t.hand(0).outcome == Outcome::Pending);  // waits for the dealer
    CHECK(t.hand(0).done);
    CHECK(t.table.active_hand() == 1);
    t.act(Action::Stand);  // 17
    // dealer 2 3, + T = 15, + A = 16, + 4 = 20 on five cards: a dealer Charlie
    CHECK(t.table.dealer().count() == 5);
    CHECK(t.announced(Announcement::DealerCharlie));
    CHECK(t.hand(0).outcome == Outcome::Push);
    CHECK(t.hand(0).net == 0);
    CHECK(t.hand(1).outcome == Outcome::Lose);
    CHECK(t.delta() == -10'00);
    CHECK(t.money_conserved(t.table.rules().starting_bank));
}

TEST_CASE("a split hand's Charlie is paid 1:1 at settlement when the dealer makes no Charlie",
          "[trivia][rulings][charlie]") {
    // Dealer 2 3 + T + 5 = 20 on four cards: no Charlie, so the waiting Charlie wins and 8 9 loses.
    StackedRound t(no_questions(), "8S 2D 8H 3C 2C 9S 2H 2S 3D TC 5C");
    t.bet(10'00).act(Action::Split).act(Action::Hit).act(Action::Hit).act(Action::Hit);
    CHECK(t.hand(0).outcome == Outcome::Pending);
    t.act(Action::Stand);
    CHECK(t.table.dealer().count() == 4);
    CHECK(t.hand(0).outcome == Outcome::Charlie);
    CHECK(t.hand(0).net == 10'00);
    CHECK(t.hand(1).outcome == Outcome::Lose);
    CHECK(t.delta() == 0);
}

TEST_CASE("a waiting split Charlie makes the dealer play even when the other hand is decided",
          "[trivia][rulings][charlie]") {
    // 8 2 2 2 3 Charlie | 8 9 + T bust: without the waiting Charlie the dealer would not draw.
    StackedRound t(no_questions(), "8S 2D 8H 3C 2C 9S 2H 2S 3D TC 9C 4D");
    t.bet(10'00).act(Action::Split).act(Action::Hit).act(Action::Hit).act(Action::Hit).act(Action::Hit);
    CHECK(t.hand(1).outcome == Outcome::Bust);
    CHECK(t.dealer_drew());  // 2 3 + 9 + 4 = 18
    CHECK(t.hand(0).outcome == Outcome::Charlie);
    CHECK(t.hand(0).settled());
    CHECK(t.money_conserved(t.table.rules().starting_bank));
}

TEST_CASE("a single hand's Charlie still ends the round at once", "[trivia][rulings][charlie]") {
    StackedRound t(no_questions(), "2S TD 3H 7C 2C 3D 4S");
    t.bet(10'00).act(Action::Hit).act(Action::Hit).act(Action::Hit);  // 2 3 2 3 4 = 14 on five cards
    CHECK(t.hand(0).outcome == Outcome::Charlie);
    CHECK(t.hand(0).net == 10'00);
    CHECK_FALSE(t.dealer_drew());
    CHECK(t.table.state() == RoundState::RoundOver);
}

TEST_CASE("split_charlie_waits off: a split hand's Charlie is paid at once, as before the ruling",
          "[trivia][rulings][charlie]") {
    Rules r = no_questions();
    r.split_charlie_waits = false;
    StackedRound t(r, "8S 2D 8H 3C 2C 9S 2H 2S 3D TC AC 4S");
    t.bet(10'00).act(Action::Split).act(Action::Hit).act(Action::Hit).act(Action::Hit);
    CHECK(t.hand(0).outcome == Outcome::Charlie);
    t.act(Action::Stand);
    CHECK(t.table.dealer().count() == 5);
    CHECK(t.hand(0).net == 10'00);
    CHECK(t.delta() == 0);
}

TEST_CASE("6:5 and 1:1 blackjack payouts, with cents rounded down", "[rulings][money]") {
    Rules r = trivia();
    r.blackjack_pays = {6, 5};
    StackedRound six_five(r, "AS 9C KD 7H");
    six_five.bet(7'00);
    CHECK(six_five.delta() == 8'40);
    r.bet_step = 1;
    r.min_bet = 1;
    r.blackjack_pays = {3, 2};
    StackedRound cents(r, "AS 9C KD 7H");
    cents.bet(5);  // 7.5 cents -> 7
    CHECK(cents.delta() == 7);
    r.blackjack_pays = {1, 1};
    StackedRound even(r, "AS 9C KD 7H");
    even.bet(10'00);
    CHECK(even.delta() == 10'00);
}

TEST_CASE("trivia: a hit taken back before a question is put leaves the hand as it was", "[trivia][rulings]") {
    StackedRound t(trivia(), "TS 9D 2H 7C 5S");
    t.bet(10'00).act(Action::Hit);
    REQUIRE(t.table.state() == RoundState::QuestionPending);
    REQUIRE(t.table.withdraw_question().ok());
    CHECK(t.table.state() == RoundState::PlayerTurn);
    CHECK(t.count(EventType::QuestionWithdrawn) == 1);
    CHECK(t.hand().cards.count() == 2);
    CHECK(t.table.credits() == 10);
    CHECK(t.table.round_credits_delta() == 0);
    // Still the hand's first action: double and surrender are offered again.
    CHECK(t.table.legal_actions().has(Action::Double));
    CHECK(t.table.legal_actions().has(Action::Surrender));
    t.act(Action::Stand);  // 12 against 16: the dealer draws the 5 -> 21
    CHECK(t.table.state() == RoundState::RoundOver);
    CHECK(t.delta() == -10'00);
}

TEST_CASE("trivia: a double taken back stakes nothing, and the hand may still hit", "[trivia][rulings]") {
    StackedRound t(trivia(), "6S 9D 5H 7C TS 9H");
    t.bet(10'00).act(Action::Double);
    REQUIRE(t.table.withdraw_question().ok());
    CHECK(t.hand().bet == 10'00);
    CHECK_FALSE(t.hand().doubled);
    CHECK(t.table.bank() == 990'00);
    t.act(Action::Hit);
    CHECK(t.table.pending_question_action() == Action::Hit);
    t.answer(Difficulty::Easy, true);
    CHECK(t.hand().cards.total() == 21);
}

TEST_CASE("trivia: taking back a hit is refused when no question waits", "[trivia][rulings]") {
    StackedRound t(trivia(), "TS 9D 2H 7C 5S");
    CHECK(t.table.withdraw_question().refusal == Refusal::NoQuestionPending);  // no round
    t.bet(10'00);
    CHECK(t.table.withdraw_question().refusal == Refusal::NoQuestionPending);  // the player's turn
    CHECK(t.table.state() == RoundState::PlayerTurn);
    t.act(Action::Hit).answer(Difficulty::Easy, true);
    CHECK(t.table.withdraw_question().refusal == Refusal::NoQuestionPending);  // answered: the card is dealt
    CHECK(t.hand().cards.count() == 3);
    CHECK(t.count(EventType::QuestionWithdrawn) == 0);
}
