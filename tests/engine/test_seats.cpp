// A table of several seats on stacked shoes: the deal in rotation, the order of play, the offers seat by seat, and
// every preset's rules holding per seat (classic-leaderboard.md and three-bets.md describe a table of players).
#include <catch2/catch.hpp>

#include "engine/rule_keys.h"
#include "tests/engine/stacked_round.h"

using namespace bjt;
using test::kSitsOut;
using test::StackedRound;

namespace {

// The trivia preset without its questions: hits and doubles come at once.
Rules casino() {
    Rules r = test::preset_rules("trivia");
    r.trivia = false;
    return r;
}

// The seats the CardDealt events went to, in order (kNoSeat for the dealer).
std::vector<int> dealt_to(const StackedRound& t) {
    std::vector<int> seats;
    for (const Event& e : t.events)
        if (e.type == EventType::CardDealt) seats.push_back(e.seat);
    return seats;
}

}  // namespace

TEST_CASE("seats: the deal goes round in rotation, one card to each seat then the dealer, twice", "[seats]") {
    StackedRound t(casino(), "TS 9H 5C 7D  8D 9C 6S TH  9S");
    t.seats(3).bets({10'00, 10'00, 10'00});
    CHECK(dealt_to(t) == std::vector<int>{0, 1, 2, kNoSeat, 0, 1, 2, kNoSeat});
    CHECK(t.hand_of(0).cards.total() == 18);  // T 8
    CHECK(t.hand_of(1).cards.total() == 18);  // 9 9
    CHECK(t.hand_of(2).cards.total() == 11);  // 5 6
    CHECK(t.table.dealer_up_card() == test::cards("7D")[0]);
    // Seat 1 (first base) plays first, then each seat in order.
    REQUIRE(t.table.state() == RoundState::PlayerTurn);
    CHECK(t.turn() == 0);
    t.act(Action::Stand);
    CHECK(t.turn() == 1);
    t.act(Action::Stand);
    CHECK(t.turn() == 2);
    t.act(Action::Double);  // 11 + 9 = 20; the dealer's 17 stands
    REQUIRE(t.table.state() == RoundState::RoundOver);
    CHECK(t.table.seat(0).round_bank_delta() == 10'00);
    CHECK(t.table.seat(1).round_bank_delta() == 10'00);
    CHECK(t.table.seat(2).round_bank_delta() == 20'00);
    for (int s = 0; s < 3; ++s) CHECK(t.seat_money_conserved(s, 1000'00));
    CHECK(t.table.on_table() == 0);
}

TEST_CASE("seats: Chartwell's dealer takes the first card face down after every seat's first", "[seats]") {
    StackedRound t(test::preset_rules("chartwell"), "TS 9H 7D  8D 9C TH");
    t.seats(2).bets({10'00, 10'00});
    std::vector<bool> face_up;
    for (const Event& e : t.events)
        if (e.type == EventType::CardDealt) face_up.push_back(e.face_up);
    CHECK(dealt_to(t) == std::vector<int>{0, 1, kNoSeat, 0, 1, kNoSeat});
    CHECK(face_up == std::vector<bool>{true, true, false, true, true, true});
}

TEST_CASE("seats: each seat plays all its hands, split hands included, before the next seat", "[seats]") {
    StackedRound t(casino(), "8S 5H 6D  8H 6C TD  3S 2S 9S 7H");
    t.seats(2).bets({10'00, 10'00});
    CHECK(t.turn() == 0);
    t.act(Action::Split);  // seat 1's eights: 8 3 and 8 2
    CHECK(t.turn() == 0);
    CHECK(t.table.active_hand() == 0);
    t.act(Action::Stand);
    CHECK(t.turn() == 0);
    CHECK(t.table.active_hand() == 1);
    t.act(Action::Stand);
    CHECK(t.turn() == 1);
    CHECK(t.table.active_hand() == 0);
    t.act(Action::Double);  // 11 + 9 = 20
    REQUIRE(t.table.state() == RoundState::RoundOver);  // the dealer's 16 draws the 7: bust
    CHECK(dealt_to(t) == std::vector<int>{0, 1, kNoSeat, 0, 1, kNoSeat, 0, 0, 1, kNoSeat});
    CHECK(t.table.seat(0).hand_count == 2);
    CHECK(t.table.seat(0).round_bank_delta() == 20'00);  // both split hands win
    CHECK(t.table.seat(1).round_bank_delta() == 20'00);  // the double wins
    CHECK(t.announced(Announcement::DealerBust));
}

TEST_CASE(
    "seats: insurance and even money are asked of each seat in turn, a dealer natural collects every bet "
    "that is not a natural",
    "[seats]") {
    // Seat 1: 9 8, seat 2: a natural, seat 3: T 7; the dealer's ace hides a king.
    StackedRound t(test::preset_rules("trivia"), "9S AH TC AD  8S KH 7C KD");
    t.seats(3).bets({10'00, 10'00, 10'00});
    REQUIRE(t.table.state() == RoundState::InsuranceOffer);
    CHECK(t.turn() == 0);
    t.act(Action::Insurance);
    REQUIRE(t.table.state() == RoundState::EvenMoneyOffer);
    CHECK(t.turn() == 1);
    t.act(Action::NoEvenMoney);
    REQUIRE(t.table.state() == RoundState::InsuranceOffer);
    CHECK(t.turn() == 2);
    t.act(Action::NoInsurance);
    REQUIRE(t.table.state() == RoundState::RoundOver);
    CHECK(t.announced(Announcement::DealerHasBlackjack));
    CHECK(t.table.seat(0).hand(0).outcome == Outcome::Lose);
    CHECK(t.table.seat(0).insurance_net == 10'00);  // $5 of insurance pays 2:1
    CHECK(t.table.seat(0).round_bank_delta() == 0);
    CHECK(t.table.seat(1).hand(0).outcome == Outcome::Push);
    CHECK(t.table.seat(1).round_bank_delta() == 0);
    CHECK(t.table.seat(2).hand(0).outcome == Outcome::Lose);
    CHECK(t.table.seat(2).round_bank_delta() == -10'00);
    for (int s = 0; s < 3; ++s) CHECK(t.seat_money_conserved(s, 1000'00));
}

TEST_CASE(
    "seats: standard even money pays one seat's natural at once while the next seat still plays, the hole card "
    "hidden",
    "[seats]") {
    StackedRound t(test::preset_rules("chartwell"), "AS TH 5D  KS 7H AC  9C 8C");
    // Chartwell: the dealer's first card (5D) is the hole card, the ace (AC) shows.
    t.seats(2).bets({10'00, 10'00});
    REQUIRE(t.table.state() == RoundState::EvenMoneyOffer);
    CHECK(t.turn() == 0);
    t.act(Action::EvenMoney);
    CHECK(t.table.seat(0).hand(0).outcome == Outcome::EvenMoney);
    REQUIRE(t.table.state() == RoundState::InsuranceOffer);
    CHECK(t.turn() == 1);
    t.act(Action::NoInsurance);
    REQUIRE(t.table.state() == RoundState::PlayerTurn);  // the peek found nothing
    CHECK(t.turn() == 1);
    CHECK_FALSE(t.table.hole_card_revealed());
    t.act(Action::Stand);  // 17; the dealer's soft 16 draws 9 (hard 15) and 8: bust
    REQUIRE(t.table.state() == RoundState::RoundOver);
    CHECK(t.table.seat(0).round_bank_delta() == 10'00);
    CHECK(t.table.seat(1).round_bank_delta() == 10'00);
    CHECK(t.seat_money_conserved(0, 1000'00));
    CHECK(t.seat_money_conserved(1, 1000'00));
}

TEST_CASE("seats: the dealer draws only while some seat has a hand not yet decided", "[seats]") {
    // Seat 1 busts, seat 2 surrenders, seat 3's natural is paid at once: nothing is left, so the dealer stands on 16.
    StackedRound all(casino(), "TS TH AC 9D  6S 6H KC 7D  9S 5C");
    all.seats(3).bets({10'00, 10'00, 10'00});
    CHECK(all.table.seat(2).hand(0).outcome == Outcome::Blackjack);  // paid before anyone plays
    CHECK(all.table.seat(2).round_bank_delta() == 15'00);
    CHECK(all.turn() == 0);
    all.act(Action::Hit);  // 16 + 9: bust
    CHECK(all.turn() == 1);
    all.act(Action::Surrender);
    REQUIRE(all.table.state() == RoundState::RoundOver);
    CHECK_FALSE(all.dealer_drew());
    CHECK(all.table.hole_card_revealed());
    CHECK(all.table.seat(0).round_bank_delta() == -10'00);
    CHECK(all.table.seat(1).round_bank_delta() == -5'00);

    // Seat 2 stands instead: the dealer plays for it.
    StackedRound one(casino(), "TS TH AC 9D  6S 6H KC 7D  9S 5C");
    one.seats(3).bets({10'00, 10'00, 10'00});
    one.act(Action::Hit).act(Action::Stand);
    REQUIRE(one.table.state() == RoundState::RoundOver);
    CHECK(one.dealer_drew());  // 16 + 5 = 21
    CHECK(one.table.seat(1).hand(0).outcome == Outcome::Lose);
}

TEST_CASE("seats: each seat's trivia credits are its own, and each question names its seat", "[seats][trivia]") {
    StackedRound t(test::preset_rules("trivia"), "TS TH 9D  2S 2H 8D  5C");
    t.seats(2).bets({10'00, 10'00});
    t.act(Action::Hit);
    REQUIRE(t.table.state() == RoundState::QuestionPending);
    CHECK(t.turn() == 0);
    t.answer(Difficulty::Easy, false);  // seat 1 stands on 12 and loses a credit
    CHECK(t.turn() == 1);
    CHECK(t.table.seat(0).credits == 9);
    CHECK(t.table.seat(1).credits == 10);
    t.act(Action::Hit);
    t.answer(Difficulty::Medium, true);  // seat 2 gains one and takes the 5: 17
    CHECK(t.table.seat(1).credits == 11);
    CHECK(t.table.seat(0).credits == 9);
    t.act(Action::Stand);
    REQUIRE(t.table.state() == RoundState::RoundOver);
    std::vector<int> asked;
    for (const Event& e : t.events)
        if (e.type == EventType::QuestionAsked || e.type == EventType::CreditsChanged) asked.push_back(e.seat);
    CHECK(asked == std::vector<int>{0, 0, 1, 1});
    CHECK(t.table.seat(0).hand(0).outcome == Outcome::Lose);
    CHECK(t.table.seat(1).hand(0).outcome == Outcome::Push);
}

TEST_CASE("seats: three-bets asks each seat for its own three bets, a natural's seat sits them out", "[seats]") {
    StackedRound t(test::preset_rules("three-bets"), "AS TH 9D  KS 7H 8D");
    t.seats(2).bets({0, 0});
    CHECK(t.table.seat(0).hand(0).outcome == Outcome::Natural);  // +$5, no bets
    CHECK(t.turn() == 1);
    t.act(Action::Stand);
    REQUIRE(t.table.state() == RoundState::Predictions);
    CHECK(t.turn() == 1);
    REQUIRE(t.table.predict(Prediction{Winner::Player, 17, 17}).ok());  // who won pushes; both values right
    REQUIRE(t.table.state() == RoundState::RoundOver);
    CHECK(t.table.seat(0).round_bank_delta() == 5'00);
    CHECK(t.table.seat(1).round_bank_delta() == 2'00);

    StackedRound both(test::preset_rules("three-bets"), "TS TH 9D  7S 8H 8D");
    both.seats(2).bets({0, 0});
    both.act(Action::Stand).act(Action::Stand);
    REQUIRE(both.table.state() == RoundState::Predictions);
    CHECK(both.turn() == 0);
    REQUIRE(both.table.predict(Prediction{Winner::Dealer, 17, 17}).ok());  // 17 against 17: who won pushes
    REQUIRE(both.table.state() == RoundState::Predictions);
    CHECK(both.turn() == 1);
    REQUIRE(both.table.predict(Prediction{Winner::Player, 30, 17}).ok());  // 18 beats 17; the 30 is wrong
    REQUIRE(both.table.state() == RoundState::RoundOver);
    CHECK(both.table.seat(0).round_bank_delta() == 2'00);  // who won pushes, both values right
    CHECK(both.table.seat(1).round_bank_delta() == 1'00);  // +1 who won, -1 its value, +1 the dealer's
}

TEST_CASE("seats: a seat may sit a round out, it gets no cards and its bank does not move", "[seats]") {
    StackedRound t(casino(), "TS TH 9D  8S 7H 8D");
    t.seats(3).bets({10'00, kSitsOut, 10'00});
    CHECK(dealt_to(t) == std::vector<int>{0, 2, kNoSeat, 0, 2, kNoSeat});
    CHECK_FALSE(t.table.seat(1).in_round);
    CHECK(t.table.seat(1).hand_count == 0);
    CHECK(t.turn() == 0);
    t.act(Action::Stand);
    CHECK(t.turn() == 2);
    t.act(Action::Stand);
    REQUIRE(t.table.state() == RoundState::RoundOver);
    CHECK(t.table.seat(0).round_bank_delta() == 10'00);  // 18 against 17
    CHECK(t.table.seat(1).bank == 1000'00);
    CHECK(t.table.seat(2).round_bank_delta() == 0);  // 17 against 17
}

TEST_CASE("seats: without a peek a natural waits for the hole card while other seats play", "[seats]") {
    Rules r = casino();
    r.peek = false;  // and so no insurance or even money, which the peek settles
    r.insurance = false;
    r.even_money = EvenMoney::None;
    REQUIRE(check_rules(r).empty());
    // Seat 1's natural against a king: the hole card may hide an ace, and seat 2 has yet to play.
    StackedRound paid(r, "AS TH KD  QS 8H 7D");
    paid.seats(2).bets({10'00, 10'00});
    CHECK(paid.turn() == 1);
    CHECK_FALSE(paid.table.hole_card_revealed());
    CHECK_FALSE(paid.table.seat(0).hand(0).settled());
    paid.act(Action::Stand);
    REQUIRE(paid.table.state() == RoundState::RoundOver);
    CHECK(paid.table.seat(0).hand(0).outcome == Outcome::Blackjack);
    CHECK(paid.table.seat(0).round_bank_delta() == 15'00);
    CHECK(paid.table.seat(1).round_bank_delta() == 10'00);  // 18 against 17

    StackedRound pushed(r, "AS TH KD  QS 8H AD");
    pushed.seats(2).bets({10'00, 10'00});
    pushed.act(Action::Stand);
    REQUIRE(pushed.table.state() == RoundState::RoundOver);
    CHECK(pushed.announced(Announcement::DealerHasBlackjack));
    CHECK(pushed.table.seat(0).hand(0).outcome == Outcome::Push);
    CHECK(pushed.table.seat(1).hand(0).outcome == Outcome::Lose);

    // At a table of one the natural is settled at once, as before there were seats.
    StackedRound alone(r, "AS KD QS 7D");
    alone.bet(10'00);
    REQUIRE(alone.table.state() == RoundState::RoundOver);
    CHECK(alone.table.hand(0).outcome == Outcome::Blackjack);
}

TEST_CASE("seats: early surrender is offered to each seat in turn before the peek", "[seats]") {
    Rules r = test::preset_rules("trivia");
    r.surrender = Surrender::Early;
    StackedRound t(r, "TS 9H KD  6S 8H 7D");
    t.seats(2).bets({10'00, 10'00});
    REQUIRE(t.table.state() == RoundState::EarlySurrenderOffer);
    CHECK(t.turn() == 0);
    t.act(Action::Surrender);
    REQUIRE(t.table.state() == RoundState::EarlySurrenderOffer);
    CHECK(t.turn() == 1);
    t.act(Action::NoSurrender);
    REQUIRE(t.table.state() == RoundState::PlayerTurn);
    CHECK(t.turn() == 1);  // seat 1 surrendered: seat 2 plays
    CHECK(t.try_act(Action::Surrender).refusal == Refusal::SurrenderNotAllowed);  // declined early: not later
    t.act(Action::Stand);
    REQUIRE(t.table.state() == RoundState::RoundOver);
    CHECK(t.table.seat(0).round_bank_delta() == -5'00);
    CHECK(t.table.seat(1).round_bank_delta() == 0);  // 17 against 17
}

TEST_CASE("seats: seven seats with splits and doubles at several of them", "[seats]") {
    Rules seven = casino();
    seven.max_seats = 7;
    StackedRound t(seven,
                   "8S 5H TC 9D 6S TH 2C 6D  8H 6C KD 9S 5D 7C 3H TS"  // the deal; the dealer: 6 up, 10 down
                   "  3S 2S  9H  2D KS  TD  4C 5H  8C");  // seat 1 splits, 2 doubles, 4 splits, 5 doubles, 7 hits
    t.seats(7).bets({10'00, 10'00, 10'00, 10'00, 10'00, 10'00, 10'00});
    t.act(Action::Split).act(Action::Stand).act(Action::Stand);  // seat 1: 8 3 and 8 2
    CHECK(t.turn() == 1);
    t.act(Action::Double);  // seat 2: 5 6 9
    t.act(Action::Stand);  // seat 3: 20
    t.act(Action::Split).act(Action::Stand).act(Action::Stand);  // seat 4: 9 2 and 9 K
    t.act(Action::Double);  // seat 5: 6 5 T
    t.act(Action::Stand);  // seat 6: 17
    CHECK(t.turn() == 6);
    t.act(Action::Hit).act(Action::Hit).act(Action::Stand);  // seat 7: 2 3 4 5
    REQUIRE(t.table.state() == RoundState::RoundOver);  // the dealer's 16 takes the 8: bust
    const std::vector<Cents> expected{20'00, 20'00, 10'00, 20'00, 20'00, 10'00, 10'00};
    for (int s = 0; s < 7; ++s) {
        INFO("seat " << s + 1);
        CHECK(t.table.seat(s).round_bank_delta() == expected[static_cast<std::size_t>(s)]);
        CHECK(t.seat_money_conserved(s, 1000'00));
    }
    CHECK(t.table.seat(0).hand_count == 2);
    CHECK(t.table.seat(3).hand_count == 2);
    CHECK(t.table.on_table() == 0);
    CHECK(t.table.house_result() == -110'00);
}

TEST_CASE("seats: the table refuses a seat count the rules do not allow, and a round without a bet for each seat",
          "[seats]") {
    StackedRound t(test::preset_rules("trivia"), "TS TH 9D  8S 7H 8D");
    CHECK(t.table.set_seat_count(6).refusal == Refusal::SeatCountOutOfRange);  // trivia seats 5
    CHECK(t.table.set_seat_count(0).refusal == Refusal::SeatCountOutOfRange);
    StackedRound single(test::preset_rules("single-deck"), "TS TH 9D  8S 7H 8D");
    CHECK(single.table.set_seat_count(4).refusal == Refusal::SeatCountOutOfRange);  // one deck seats 3
    CHECK(single.table.set_seat_count(3).ok());

    t.seats(2);
    CHECK(t.table.begin_round(10'00).refusal == Refusal::BetsForEachSeat);
    const std::vector<SeatBet> one{SeatBet{.bet = 10'00}};
    CHECK(t.table.begin_round(one).refusal == Refusal::BetsForEachSeat);
    const std::vector<SeatBet> nobody{SeatBet{.plays = false}, SeatBet{.plays = false}};
    CHECK(t.table.begin_round(nobody).refusal == Refusal::NoSeatPlays);
    // Seat 2's bet is below the minimum: the round is refused and nothing is taken from seat 1 either.
    const std::vector<SeatBet> low{SeatBet{.bet = 10'00}, SeatBet{.bet = 1'00}};
    CHECK(t.table.begin_round(low).refusal == Refusal::BetBelowMinimum);
    CHECK(t.table.check_bet(1, 1'00).refusal == Refusal::BetBelowMinimum);
    CHECK(t.table.state() == RoundState::Betting);
    CHECK(t.table.seat(0).bank == 1000'00);
    CHECK(t.events.empty());
    // Rules that seat fewer than sit now wait until the table has fewer seats.
    Rules three = test::preset_rules("trivia");
    three.max_seats = 1;
    CHECK(t.table.set_rules(three).refusal == Refusal::SeatCountOutOfRange);
    REQUIRE(t.table.set_seat_count(1).ok());
    CHECK(t.table.set_rules(three).ok());
}

TEST_CASE("seats: each seat keeps its own bank across rounds", "[seats]") {
    StackedRound t(casino(), "TS TH 9D  8S 7H 8D  TS TH 9D  8S 7H 8D");
    t.seats(2);
    REQUIRE(t.table.reset_seat(1, 50'00, 0).ok());
    CHECK(t.table.reset_seat(2, 50'00, 0).refusal == Refusal::NoSuchSeat);
    t.bets({10'00, 10'00}).act(Action::Stand).act(Action::Stand);
    CHECK(t.table.seat(0).bank == 1010'00);
    CHECK(t.table.seat(1).bank == 50'00);
    CHECK(t.table.check_bet(1, 60'00).refusal == Refusal::BankTooLow);
    t.bets({10'00, 50'00}).act(Action::Stand).act(Action::Stand);
    CHECK(t.table.seat(0).bank == 1020'00);
    CHECK(t.table.seat(1).bank == 50'00);
    CHECK(t.seat_money_conserved(0, 1000'00));
    CHECK(t.seat_money_conserved(1, 50'00));
}
