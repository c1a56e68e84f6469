// Perfect Pairs and 21+3 (engine/side_bets.h): every outcome of both paytables from stacked shoes, settled right
// after the deal and independent of the base bet, the peek, insurance, surrender and splits; refusals change nothing.
#include <catch2/catch.hpp>

#include "engine/side_bets.h"
#include "tests/engine/stacked_round.h"

using namespace bjt;
using test::StackedRound;

namespace {

Rules trivia() { return test::preset_rules("trivia"); }

Card card(const char* text) { return *parse_card(text); }

SideBetStakes stakes(Cents perfect_pairs, Cents twenty_one_plus_three) {
    SideBetStakes s;
    s[SideBet::PerfectPairs] = perfect_pairs;
    s[SideBet::TwentyOnePlusThree] = twenty_one_plus_three;
    return s;
}

SideBetOutcome pp(const char* a, const char* b) { return classify_perfect_pairs(card(a), card(b)); }
SideBetOutcome t3(const char* a, const char* b, const char* up) {
    return classify_twenty_one_plus_three(card(a), card(b), card(up));
}

// Plays a round to its end with the given actions (stand by default) and checks that money is conserved.
StackedRound play(const std::string& shoe, const SideBetStakes& side, std::vector<Action> actions = {Action::Stand}) {
    StackedRound t(trivia(), shoe);
    const Cents start = t.table.bank();
    t.bet(10'00, side);
    for (Action a : actions)
        if (t.table.state() != RoundState::RoundOver) t.act(a);
    REQUIRE(t.table.state() == RoundState::RoundOver);
    CHECK(t.money_conserved(start));
    CHECK(t.table.on_table() == 0);
    return t;
}

Cents hands_net(const Table& t) {
    Cents net = t.insurance_net() + t.even_money_net();
    for (int i = 0; i < t.hand_count(); ++i) net += t.hand(i).net;
    return net;
}

}  // namespace

TEST_CASE("perfect pairs: mixed, coloured and perfect pairs win, anything else loses", "[side-bets]") {
    CHECK(pp("8S", "8H") == SideBetOutcome::MixedPair);  // black and red
    CHECK(pp("KD", "KC") == SideBetOutcome::MixedPair);
    CHECK(pp("8S", "8C") == SideBetOutcome::ColouredPair);  // both black
    CHECK(pp("AH", "AD") == SideBetOutcome::ColouredPair);  // both red
    CHECK(pp("QH", "QH") == SideBetOutcome::PerfectPair);
    CHECK(pp("8S", "9S") == SideBetOutcome::Lose);
    CHECK(pp("JS", "QS") == SideBetOutcome::Lose);  // two ten-cards are no pair
}

TEST_CASE("21+3: flush, straight (ace low or high), three of a kind, straight flush, suited trips", "[side-bets]") {
    CHECK(t3("2H", "7H", "9H") == SideBetOutcome::Flush);
    CHECK(t3("4S", "6D", "5H") == SideBetOutcome::Straight);
    CHECK(t3("AS", "3D", "2H") == SideBetOutcome::Straight);  // ace low
    CHECK(t3("QS", "KD", "AH") == SideBetOutcome::Straight);  // ace high
    CHECK(t3("KS", "2D", "AH") == SideBetOutcome::Lose);  // K-A-2 does not wrap
    CHECK(t3("KS", "2S", "AS") == SideBetOutcome::Flush);  // ... so suited it is only a flush
    CHECK(t3("7S", "7H", "7D") == SideBetOutcome::ThreeOfAKind);
    CHECK(t3("7S", "7S", "7D") == SideBetOutcome::ThreeOfAKind);  // two identical and one other suit
    CHECK(t3("9C", "JC", "TC") == SideBetOutcome::StraightFlush);
    CHECK(t3("QH", "AH", "KH") == SideBetOutcome::StraightFlush);  // ace high, suited
    CHECK(t3("QH", "QH", "QH") == SideBetOutcome::SuitedThreeOfAKind);
    CHECK(t3("8S", "8D", "2C") == SideBetOutcome::Lose);  // a pair is nothing here
    CHECK(t3("2S", "4D", "6C") == SideBetOutcome::Lose);
}

TEST_CASE("side bets: every perfect pairs outcome paid from a stacked shoe at 6/12/25 to 1", "[side-bets][stacked]") {
    struct Case {
        const char* shoe;  // player, dealer up, player, dealer hole, ...
        SideBetOutcome outcome;
        Cents net;
    };
    for (Case c :
         {Case{"8S TD 8H 9C", SideBetOutcome::MixedPair, 30'00},
          Case{"8S TD 8C 9C", SideBetOutcome::ColouredPair, 60'00},
          Case{"8S TD 8S 9C", SideBetOutcome::PerfectPair, 125'00}, Case{"8S TD 9S 9C", SideBetOutcome::Lose, -5'00}}) {
        INFO(c.shoe);
        const StackedRound t = play(c.shoe, stakes(5'00, 0));
        const SideBetResult& r = t.table.side_bet(SideBet::PerfectPairs);
        CHECK(r.bet == 5'00);
        CHECK(r.outcome == c.outcome);
        CHECK(r.net == c.net);
        CHECK(t.table.side_bet(SideBet::TwentyOnePlusThree).bet == 0);
        CHECK(t.delta() == hands_net(t.table) + c.net);
    }
}

TEST_CASE("side bets: every 21+3 outcome paid from a stacked shoe at 5/10/30/40/100 to 1", "[side-bets][stacked]") {
    struct Case {
        const char* shoe;
        std::vector<Action> actions;
        SideBetOutcome outcome;
        Cents net;
    };
    const std::vector<Action> stand = {Action::Stand};
    const std::vector<Action> decline_then_stand = {Action::NoInsurance, Action::Stand};
    for (const Case& c : {
             Case{"2H 9H 7H TC", stand, SideBetOutcome::Flush, 25'00},
             Case{"4S 5H 6D TC 5C", stand, SideBetOutcome::Straight, 50'00},
             Case{"AS 2H 3D TC 8C", stand, SideBetOutcome::Straight, 50'00},  // A-2-3
             Case{"QS AH KD 7C", decline_then_stand, SideBetOutcome::Straight, 50'00},  // Q-K-A
             Case{"KS AD 2H 7C", decline_then_stand, SideBetOutcome::Lose, -5'00},  // K-A-2
             Case{"7S 7H 7D TC", stand, SideBetOutcome::ThreeOfAKind, 150'00},
             Case{"9C TC JC 8C", stand, SideBetOutcome::StraightFlush, 200'00},
             Case{"QH AH KH 7C", decline_then_stand, SideBetOutcome::StraightFlush, 200'00},
             Case{"QH QH QH 8S", stand, SideBetOutcome::SuitedThreeOfAKind, 500'00},
             Case{"8S 2C 8D TC 7C", stand, SideBetOutcome::Lose, -5'00},
         }) {
        INFO(c.shoe);
        const StackedRound t = play(c.shoe, stakes(0, 5'00), c.actions);
        const SideBetResult& r = t.table.side_bet(SideBet::TwentyOnePlusThree);
        CHECK(r.outcome == c.outcome);
        CHECK(r.net == c.net);
        CHECK(t.delta() == hands_net(t.table) + c.net);
    }
}

TEST_CASE("side bets: placed after the base bet, settled once the deal is out, before any offer", "[side-bets]") {
    StackedRound t(trivia(), "8S AH 8H KC");  // dealer ace up, blackjack underneath
    t.bet(10'00, stakes(5'00, 2'00));
    std::vector<EventType> order;
    for (const Event& e : t.events) order.push_back(e.type);
    const std::vector<EventType> expected = {
        EventType::BetPlaced,      EventType::SideBetPlaced, EventType::SideBetPlaced, EventType::CardDealt,
        EventType::CardDealt,      EventType::CardDealt,     EventType::CardDealt,     EventType::SideBetSettled,
        EventType::SideBetSettled, EventType::Announcement};
    CHECK(order == expected);
    CHECK(t.events[7].hand == static_cast<int>(SideBet::PerfectPairs));
    CHECK(t.events[7].value == static_cast<int>(SideBetOutcome::MixedPair));
    CHECK(t.events[7].amount == 30'00);
    CHECK(t.events[8].amount == -2'00);
    CHECK(t.table.state() == RoundState::InsuranceOffer);
    // The dealer's natural takes the base bet; the side bet stays paid.
    t.act(Action::NoInsurance);
    CHECK(t.announced(Announcement::DealerHasBlackjack));
    CHECK(t.hand().outcome == Outcome::Lose);
    CHECK(t.delta() == -10'00 + 30'00 - 2'00);
}

TEST_CASE("side bets: independent of surrender, early surrender and no-peek naturals", "[side-bets]") {
    SECTION("late surrender") {
        const StackedRound t = play("8S TD 8D 7C", stakes(5'00, 0), {Action::Surrender});
        CHECK(t.hand().outcome == Outcome::Surrender);
        CHECK(t.delta() == -5'00 + 30'00);
    }
    SECTION("early surrender: settled before the offer") {
        Rules r = trivia();
        r.surrender = Surrender::Early;
        StackedRound t(r, "8S TD 8D KC");
        t.bet(10'00, stakes(5'00, 0));
        REQUIRE(t.table.state() == RoundState::EarlySurrenderOffer);
        CHECK(t.table.side_bet(SideBet::PerfectPairs).net == 30'00);
        t.act(Action::Surrender);
        CHECK(t.delta() == -5'00 + 30'00);
    }
    SECTION("no peek: the natural found at the dealer's turn") {
        Rules r = trivia();
        r.peek = false;
        r.insurance = false;
        r.even_money = EvenMoney::None;
        const Cents start = r.starting_bank;
        StackedRound t(r, "7S AS 8S KC");
        t.bet(10'00, stakes(0, 5'00)).act(Action::Stand);
        CHECK(t.hand().outcome == Outcome::Lose);
        CHECK(t.table.side_bet(SideBet::TwentyOnePlusThree).outcome == SideBetOutcome::Flush);
        CHECK(t.delta() == -10'00 + 25'00);
        CHECK(t.money_conserved(start));
    }
}

TEST_CASE("side bets look only at the first two cards: a split hand changes nothing", "[side-bets]") {
    // 8S 8H is a mixed pair; after the split the second hand is 8H 8H, a perfect pair that does not count.
    const StackedRound t = play("8S TD 8H 9C 3S 8H", stakes(5'00, 5'00), {Action::Split, Action::Stand, Action::Stand});
    REQUIRE(t.table.hand_count() == 2);
    CHECK(t.table.hand(1).cards[0] == card("8H"));
    CHECK(t.table.hand(1).cards[1] == card("8H"));
    CHECK(t.table.side_bet(SideBet::PerfectPairs).outcome == SideBetOutcome::MixedPair);
    CHECK(t.table.side_bet(SideBet::TwentyOnePlusThree).outcome == SideBetOutcome::Lose);
    CHECK(t.delta() == t.hand(0).net + t.hand(1).net + 30'00 - 5'00);
}

TEST_CASE("side bets: a refused side bet refuses the round and changes nothing", "[side-bets][refusals]") {
    struct Case {
        const char* why;
        Cents bank;
        SideBetStakes side;
        Refusal refusal;
    };
    for (const Case& c : {Case{"below minimum", -1, stakes(4'00, 0), Refusal::SideBetBelowMinimum},
                          Case{"above maximum", -1, stakes(0, 101'00), Refusal::SideBetAboveMaximum},
                          Case{"not a whole step", -1, stakes(2'50, 0), Refusal::BetNotWholeStep},
                          Case{"bank cannot cover both", 20'00, stakes(6'00, 5'00), Refusal::SideBetBankTooLow}}) {
        INFO(c.why);
        Rules r = trivia();
        r.perfect_pairs_min = 5'00;
        StackedRound t(r, "8S TD 8H 9C", c.bank);
        const Cents bank = t.table.bank();
        CHECK(t.table.begin_round(10'00, c.side).refusal == c.refusal);
        CHECK(t.table.bank() == bank);
        CHECK(t.table.state() == RoundState::Betting);
        CHECK(t.events.empty());
    }
    // The bank exactly covering base bet and side bets is fine.
    StackedRound exact(trivia(), "8S TD 8H 9C", 20'00);
    exact.bet(10'00, stakes(5'00, 5'00));
    CHECK(exact.table.bank() == 0 + 35'00);  // the mixed pair's 30 plus its stake back; 21+3 lost
    // A preset that does not offer them (classic), and three-bets.
    for (const char* name : {"classic", "three-bets"}) {
        INFO(name);
        StackedRound t(test::preset_rules(name), "8S TD 8H 9C");
        CHECK(t.table.begin_round(10'00, stakes(1'00, 0)).refusal == Refusal::SideBetNotOffered);
    }
}

TEST_CASE("side bets: last round's results clear when the next round places none", "[side-bets]") {
    StackedRound t(trivia(), "8S TD 8H 9C 2S TD 3H 9C");
    t.bet(10'00, stakes(5'00, 0)).act(Action::Stand);
    CHECK(t.table.side_bet(SideBet::PerfectPairs).bet == 5'00);
    t.bet(10'00).act(Action::Stand);
    CHECK(t.table.side_bet(SideBet::PerfectPairs).bet == 0);
    CHECK(t.table.side_bet(SideBet::PerfectPairs).outcome == SideBetOutcome::Pending);
    CHECK(t.count(EventType::SideBetPlaced) == 1);
}
