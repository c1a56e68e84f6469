// Every worked example of the rule documents, played card by card from a stacked shoe.
// Deal order: player, dealer, player, dealer (the dealer's second card is the hole card, except at Chartwell).
#include <catch2/catch.hpp>

#include "tests/engine/stacked_round.h"

using namespace bjt;
using test::StackedRound;

namespace {
Rules trivia_no_questions() {
    Rules r = test::preset_rules("trivia");
    r.trivia = false;
    return r;
}
}  // namespace

TEST_CASE("splitting example: 7S 7H become 7S 5D and 7H QC, each with the base bet", "[document][split]") {
    StackedRound t(test::preset_rules("trivia"), "7S 9D 7H 8C 5D QC");
    t.bet(100'00);
    CHECK(t.table.bank() == 900'00);
    t.act(Action::Split);
    REQUIRE(t.table.hand_count() == 2);
    // Split betting example: each split hand carries $100, $200 in all.
    CHECK(t.hand(0).bet == 100'00);
    CHECK(t.hand(1).bet == 100'00);
    CHECK(t.table.bank() == 800'00);
    CHECK(to_string(t.hand(0).cards[0]) == "7S");
    CHECK(to_string(t.hand(0).cards[1]) == "5D");
    CHECK(to_string(t.hand(1).cards[0]) == "7H");
    CHECK(to_string(t.hand(1).cards[1]) == "QC");
    t.act(Action::Stand).act(Action::Stand);  // 12 and 17 against the dealer's 17
    CHECK(t.table.state() == RoundState::RoundOver);
    CHECK(t.hand(0).outcome == Outcome::Lose);
    CHECK(t.hand(1).outcome == Outcome::Push);
    CHECK(t.delta() == -100'00);
}

TEST_CASE("split hands example 1: one wins, one pushes: $300 back on $200", "[document][split]") {
    StackedRound t(trivia_no_questions(), "8S TD 8H 8C AC TH");
    t.bet(100'00).act(Action::Split).act(Action::Stand).act(Action::Stand);
    CHECK(t.hand(0).outcome == Outcome::Win);
    CHECK(t.hand(1).outcome == Outcome::Push);
    CHECK(t.table.bank() == 1100'00);  // 800 after the bets + 200 + 100 back
    CHECK(t.delta() == 100'00);
}

TEST_CASE("split hands example 2: one loses, one wins: $200 back on $200", "[document][split]") {
    StackedRound t(trivia_no_questions(), "8S TD 8H 8C 9C AH");
    t.bet(100'00).act(Action::Split).act(Action::Stand).act(Action::Stand);
    CHECK(t.hand(0).outcome == Outcome::Lose);
    CHECK(t.hand(1).outcome == Outcome::Win);
    CHECK(t.delta() == 0);
}

TEST_CASE("split rank rules: 8-8 and Q-Q split, 10-J and Q-K do not (default)", "[document][split]") {
    const Rules r = trivia_no_questions();
    for (const char* shoe : {"8S 9D 8H 7C 2C 3C", "QS 9D QD 7C 2C 3C"}) {
        StackedRound t(r, shoe);
        t.bet(10'00);
        CHECK(t.table.legal_actions().has(Action::Split));
    }
    for (const char* shoe : {"TC 9D JC 7C", "QS 9D KH 7C"}) {
        StackedRound t(r, shoe);
        t.bet(10'00);
        CHECK_FALSE(t.table.legal_actions().has(Action::Split));
        CHECK(t.table.check(Action::Split).refusal == Refusal::SplitNeedsPair);
    }
    Rules any_ten = r;
    any_ten.split = SplitRule::SameValue;  // "Split Any Ten-Card"
    StackedRound t(any_ten, "TC 9D JC 7C 2C 3C");
    t.bet(10'00);
    CHECK(t.table.legal_actions().has(Action::Split));
}

TEST_CASE("not enough money in the bank: no split", "[document][split]") {
    StackedRound t(trivia_no_questions(), "8S 9D 8H 7C", 150'00);
    t.bet(100'00);
    CHECK(t.table.check(Action::Split).refusal == Refusal::CannotAfford);
    CHECK(t.table.check(Action::Double).refusal == Refusal::CannotAfford);
}

TEST_CASE("player natural pays 3:2 and ends the round at once", "[document][natural]") {
    StackedRound t(test::preset_rules("trivia"), "AS 9C KD 7H");
    t.bet(100'00);
    CHECK(t.table.state() == RoundState::RoundOver);
    CHECK(t.hand().outcome == Outcome::Blackjack);
    CHECK(t.delta() == 150'00);
    CHECK(t.table.hole_card_revealed());
    CHECK(t.announced(Announcement::PlayerBlackjack));
}

TEST_CASE("dealer natural under a ten: the dealer peeks and the player loses", "[document][natural]") {
    StackedRound t(test::preset_rules("trivia"), "9S KD 8H AC");
    t.bet(100'00);
    CHECK(t.announced(Announcement::CheckingForBlackjack));
    CHECK(t.announced(Announcement::DealerHasBlackjack));
    CHECK(t.table.state() == RoundState::RoundOver);
    CHECK(t.delta() == -100'00);
}

TEST_CASE("natural push: both have naturals", "[document][natural]") {
    StackedRound t(test::preset_rules("trivia"), "AS KD KH AC");
    t.bet(100'00);
    CHECK(t.hand().outcome == Outcome::Push);
    CHECK(t.delta() == 0);
}

TEST_CASE("insurance: half the bet, pays 2:1 when the dealer has a natural", "[document][insurance]") {
    StackedRound won(test::preset_rules("trivia"), "TS AD 9H KC");
    won.bet(100'00);
    REQUIRE(won.table.state() == RoundState::InsuranceOffer);
    won.act(Action::Insurance);
    CHECK(won.table.insurance_bet() == 50'00);
    CHECK(won.table.insurance_net() == 100'00);
    CHECK(won.hand().outcome == Outcome::Lose);
    CHECK(won.delta() == 0);

    StackedRound lost(test::preset_rules("trivia"), "TS AD 9H 7C");
    lost.bet(100'00).act(Action::Insurance);
    CHECK(lost.table.insurance_net() == -50'00);
    REQUIRE(lost.table.state() == RoundState::PlayerTurn);
    lost.act(Action::Stand);  // 19 against soft 18
    CHECK(lost.hand().outcome == Outcome::Win);
    CHECK(lost.delta() == 50'00);

    StackedRound declined(test::preset_rules("trivia"), "TS AD 9H KC");
    declined.bet(100'00).act(Action::NoInsurance);
    CHECK(declined.delta() == -100'00);
}

TEST_CASE("even money side bet: the player nets +1x the bet either way at 3:2", "[document][even-money]") {
    StackedRound dealer_has(test::preset_rules("trivia"), "AS AD KH KC");
    dealer_has.bet(100'00);
    REQUIRE(dealer_has.table.state() == RoundState::EvenMoneyOffer);
    dealer_has.act(Action::EvenMoney);
    CHECK(dealer_has.table.even_money_net() == 100'00);  // 2:1 on the $50 side bet
    CHECK(dealer_has.hand().outcome == Outcome::Push);
    CHECK(dealer_has.delta() == 100'00);

    StackedRound dealer_hasnt(test::preset_rules("trivia"), "AS AD KH 7C");
    dealer_hasnt.bet(100'00).act(Action::EvenMoney);
    CHECK(dealer_hasnt.table.even_money_net() == -50'00);
    CHECK(dealer_hasnt.hand().outcome == Outcome::Blackjack);
    CHECK(dealer_hasnt.delta() == 100'00);  // +150 - 50

    StackedRound declined(test::preset_rules("trivia"), "AS AD KH KC");
    declined.bet(100'00).act(Action::NoEvenMoney);
    CHECK(declined.delta() == 0);
}

TEST_CASE("surrender: half the bet back, late surrender is not possible against a dealer natural",
          "[document][surrender]") {
    StackedRound t(test::preset_rules("trivia"), "TS 9D 6H 7C");
    t.bet(100'00).act(Action::Surrender);
    CHECK(t.hand().outcome == Outcome::Surrender);
    CHECK(t.delta() == -50'00);
    CHECK(t.table.state() == RoundState::RoundOver);

    StackedRound natural(test::preset_rules("trivia"), "TS KD 6H AC");
    natural.bet(100'00);  // ten up: peek finds the natural before the player can act
    CHECK(natural.table.state() == RoundState::RoundOver);
    CHECK(natural.delta() == -100'00);
}

TEST_CASE("early surrender: before the peek, half the bet even against a dealer natural", "[document][surrender]") {
    Rules r = test::preset_rules("trivia");
    r.surrender = Surrender::Early;
    StackedRound t(r, "TS KD 6H AC");
    t.bet(100'00);
    REQUIRE(t.table.state() == RoundState::EarlySurrenderOffer);
    CHECK(t.table.legal_actions().has(Action::Surrender));
    t.act(Action::Surrender);
    CHECK(t.delta() == -50'00);
    CHECK(t.table.state() == RoundState::RoundOver);

    StackedRound declined(r, "TS KD 6H 7C 5S");
    declined.bet(100'00).act(Action::NoSurrender);
    REQUIRE(declined.table.state() == RoundState::PlayerTurn);  // 16 v 17, no natural
    CHECK(declined.table.check(Action::Surrender).refusal == Refusal::SurrenderNotAllowed);
}

TEST_CASE("five-card Charlie: the player wins 1:1 at once", "[document][charlie]") {
    StackedRound t(test::preset_rules("trivia"), "2S 9D 3H 8C 2C 2H 4D");
    t.bet(100'00);
    for (int i = 0; i < 3; ++i) t.act(Action::Hit).answer(Difficulty::Easy, true);
    CHECK(t.hand().outcome == Outcome::Charlie);
    CHECK(t.hand().cards.count() == 5);
    CHECK(t.delta() == 100'00);  // no special payout for a Charlie
    CHECK(t.dealer_drew() == false);
}

TEST_CASE("dealer Charlie beats a standing 20", "[document][charlie]") {
    StackedRound t(test::preset_rules("trivia"), "TS 2D QH 3C 2C 2H 4D");
    t.bet(100'00).act(Action::Stand);
    CHECK(t.table.dealer().count() == 5);
    CHECK(t.table.dealer().total() == 13);
    CHECK(t.hand().outcome == Outcome::Lose);
    CHECK(t.announced(Announcement::DealerCharlie));
}

TEST_CASE("Charlie at 6 or 7 cards, or off, as the option sets", "[document][charlie]") {
    Rules r = trivia_no_questions();
    r.charlie_cards = 6;
    StackedRound six(r, "2S 9D 3H 8C 2C 2H 4D");
    six.bet(10'00).act(Action::Hit).act(Action::Hit).act(Action::Hit);
    CHECK(six.hand().outcome == Outcome::Pending);  // five cards are not a Charlie at six
    r.charlie_cards = 0;
    StackedRound off(r, "2S 9D 3H 8C 2C 2H 4D 3S");
    off.bet(10'00).act(Action::Hit).act(Action::Hit).act(Action::Hit).act(Action::Hit);
    CHECK(off.hand().cards.count() == 6);
    CHECK(off.hand().outcome == Outcome::Pending);
}
