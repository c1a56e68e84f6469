// chartwell.yaml: first dealer card down, visible peek, insurance and standard even money.
#include <catch2/catch.hpp>

#include "tests/engine/stacked_round.h"

using namespace bjt;
using test::StackedRound;

namespace {
Rules chartwell() { return test::preset_rules("chartwell"); }
}  // namespace

TEST_CASE("chartwell: the dealer's first card is face down, the second face up", "[chartwell][rulings]") {
    StackedRound t(chartwell(), "9S 5D 8H 6C");
    t.bet(10'00);
    std::vector<Event> dealt;
    for (const auto& e : t.events)
        if (e.type == EventType::CardDealt) dealt.push_back(e);
    REQUIRE(dealt.size() == 4);
    CHECK((dealt[1].hand == kDealer && !dealt[1].face_up && to_string(dealt[1].card) == "5D"));
    CHECK((dealt[3].hand == kDealer && dealt[3].face_up && to_string(dealt[3].card) == "6C"));
    CHECK(to_string(t.table.dealer_up_card()) == "6C");
    CHECK_FALSE(t.table.hole_card_revealed());
}

TEST_CASE("chartwell: a ten up: 'Checking for Blackjack'", "[chartwell][rulings]") {
    StackedRound none(chartwell(), "9S 5D 8H KC");
    none.bet(10'00);
    CHECK(none.announced(Announcement::CheckingForBlackjack));
    CHECK(none.table.state() == RoundState::PlayerTurn);
    StackedRound has(chartwell(), "9S AD 8H KC");
    has.bet(10'00);
    CHECK(has.table.state() == RoundState::RoundOver);
    CHECK(has.delta() == -10'00);
}

TEST_CASE("chartwell: an ace up offers insurance without a natural", "[chartwell][rulings]") {
    StackedRound t(chartwell(), "TS 7D 9H AC");
    t.bet(10'00);
    REQUIRE(t.table.state() == RoundState::InsuranceOffer);
    t.act(Action::Insurance);
    CHECK(t.table.insurance_net() == -5'00);
    CHECK(t.table.state() == RoundState::PlayerTurn);
}

TEST_CASE("chartwell: standard even money is paid 1:1 at once, whatever the hole card", "[chartwell][rulings]") {
    StackedRound has(chartwell(), "AS KD KH AC");
    has.bet(10'00);
    REQUIRE(has.table.state() == RoundState::EvenMoneyOffer);
    has.act(Action::EvenMoney);
    CHECK(has.hand().outcome == Outcome::EvenMoney);
    CHECK(has.delta() == 10'00);
    StackedRound hasnt(chartwell(), "AS 7D KH AC");
    hasnt.bet(10'00).act(Action::EvenMoney);
    CHECK(hasnt.delta() == 10'00);
    StackedRound declined(chartwell(), "AS KD KH AC");
    declined.bet(10'00).act(Action::NoEvenMoney);
    CHECK(declined.delta() == 0);  // natural against natural: push
    StackedRound declined_paid(chartwell(), "AS 7D KH AC");
    declined_paid.bet(10'00).act(Action::NoEvenMoney);
    CHECK(declined_paid.delta() == 15'00);
}

TEST_CASE("chartwell: double on any two, double after split, split by value once", "[chartwell][rulings]") {
    StackedRound t(chartwell(), "9S 7D 7H 8C");
    t.bet(10'00);
    CHECK(t.table.legal_actions().has(Action::Double));  // 16
    StackedRound jq(chartwell(), "JS 7D QH 8C 5C 6D TC");
    jq.bet(10'00).act(Action::Split);  // jack and queen: same value
    CHECK(jq.table.hand_count() == 2);
    jq.act(Action::Double);  // J 5 = 15, doubled after split
    CHECK(jq.hand(0).bet == 20'00);
    StackedRound qq(chartwell(), "QS 7D QH 8C QC QD");
    qq.bet(10'00).act(Action::Split);
    CHECK(qq.table.check(Action::Split).refusal == Refusal::SplitLimitReached);
    CHECK(qq.table.check(Action::Surrender).refusal == Refusal::SurrenderNotAllowed);
}

TEST_CASE("chartwell: split aces one card each, 21 after a split pays 1:1", "[chartwell][rulings]") {
    StackedRound t(chartwell(), "AS 9D AH 7C TC 9C TS");
    t.bet(10'00).act(Action::Split);
    CHECK(t.table.state() == RoundState::RoundOver);
    CHECK(t.hand(0).cards.total() == 21);
    CHECK(t.hand(0).net == 10'00);
    CHECK(t.hand(1).net == 10'00);
    CHECK(t.delta() == 20'00);
}
