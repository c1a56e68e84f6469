// classic.yaml: Bicycle rules in points.
#include <catch2/catch.hpp>

#include "engine/rule_keys.h"
#include "tests/engine/stacked_round.h"

using namespace bjt;
using test::StackedRound;

namespace {
Rules classic() { return test::preset_rules("classic"); }
}  // namespace

TEST_CASE("classic: double only on a two-card 9, 10 or 11, A-8 is soft 19, not 9", "[classic][rulings]") {
    StackedRound soft19(classic(), "AS 9D 8H 7C");
    soft19.bet(5'00);
    CHECK(soft19.table.check(Action::Double).refusal == Refusal::DoubleTotalNotAllowed);
    StackedRound eight(classic(), "6S 9D 2H 7C");
    eight.bet(5'00);
    CHECK(eight.table.check(Action::Double).refusal == Refusal::DoubleTotalNotAllowed);
    StackedRound eleven(classic(), "9S 9D 2H 7C TS 8S");
    eleven.bet(5'00).act(Action::Double);
    CHECK(eleven.hand().bet == 10'00);
    CHECK(eleven.hand().outcome == Outcome::Win);  // 21 against 16 + 8
    CHECK(eleven.delta() == 10'00);
}

TEST_CASE("classic: with two fives the player may split, double or play on", "[classic][rulings][document]") {
    StackedRound t(classic(), "5S 9D 5H 7C");
    t.bet(5'00);
    const ActionSet legal = t.table.legal_actions();
    CHECK(legal.has(Action::Split));
    CHECK(legal.has(Action::Double));
    CHECK(legal.has(Action::Hit));
    CHECK(legal.has(Action::Stand));
    CHECK_FALSE(legal.has(Action::Surrender));
}

TEST_CASE("classic: split same rank only, once, jack and queen do not split", "[classic][rulings]") {
    StackedRound jq(classic(), "JS 9D QH 7C");
    jq.bet(5'00);
    CHECK(jq.table.check(Action::Split).refusal == Refusal::SplitNeedsPair);
    StackedRound once(classic(), "8S 9D 8H 7C 8C 8D");
    once.bet(5'00).act(Action::Split);
    CHECK(once.table.check(Action::Split).refusal == Refusal::SplitLimitReached);
    CHECK(once.table.check(Action::Double).refusal == Refusal::DoubleAfterSplitNotAllowed);
}

TEST_CASE("classic: split aces get one card each, ace and ten after a split pays 1:1", "[classic][rulings]") {
    StackedRound t(classic(), "AS 9D AH 7C KC 9C TS");
    t.bet(5'00).act(Action::Split);
    CHECK(t.table.state() == RoundState::RoundOver);  // dealer 16 + T busts
    CHECK(t.hand(0).outcome == Outcome::Win);
    CHECK(t.hand(0).net == 5'00);
    CHECK(t.hand(1).net == 5'00);
    CHECK(t.delta() == 10'00);
}

TEST_CASE("classic: a natural pays 3:2 in points, kept to the cent", "[classic][rulings]") {
    StackedRound t(classic(), "AS 9C KD 7H");
    t.bet(7'00);
    CHECK(t.delta() == 10'50);
    CHECK(t.table.bank() == 110'50);
    CHECK(t.table.bet_limits().min == 6'00);  // ceil(5.525)
    CHECK(t.table.bet_limits().max == 27'00);  // floor(27.625)
}

TEST_CASE("classic: no insurance on an ace, the dealer peeks under an ace or a ten", "[classic][rulings]") {
    StackedRound ace(classic(), "TS AD 9H 7C");
    ace.bet(5'00);
    CHECK(ace.table.state() == RoundState::PlayerTurn);
    CHECK(ace.announced(Announcement::CheckingForBlackjack));
    CHECK_FALSE(ace.announced(Announcement::InsuranceOffered));
    StackedRound ten(classic(), "9S KD 8H AC");
    ten.bet(5'00);
    CHECK(ten.table.state() == RoundState::RoundOver);
    CHECK(ten.delta() == -5'00);
}

TEST_CASE("classic: no surrender and no Charlie", "[classic][rulings]") {
    StackedRound t(classic(), "2S 9D 3H 8C 2C 2H 3D");
    t.bet(5'00);
    CHECK(t.table.check(Action::Surrender).refusal == Refusal::SurrenderNotAllowed);
    t.act(Action::Hit).act(Action::Hit).act(Action::Hit);
    CHECK(t.hand().cards.count() == 5);
    CHECK(t.hand().outcome == Outcome::Pending);  // still playing: 12 on five cards
}

TEST_CASE("classic: at a bank of 0 the house wins", "[classic][rulings]") {
    StackedRound t(classic(), "TS 9D 6H 8C", 5'00);
    CHECK(t.table.bet_limits().min == 1'00);
    CHECK(t.table.bet_limits().max == 5'00);
    t.bet(5'00).act(Action::Stand);
    CHECK(t.table.bank() == 0);
    CHECK(t.table.game_over());
    CHECK(t.table.rules().game_over_message == "House Wins!");
    CHECK(t.table.rules().leaderboard);
}

namespace {
// The CardDealt event of player hand `hand`'s `n`-th card (0-based).
const Event* player_card_event(const StackedRound& t, int hand, int n) {
    for (const Event& e : t.events)
        if (e.type == EventType::CardDealt && e.hand == hand && n-- == 0) return &e;
    return nullptr;
}
}  // namespace

TEST_CASE("classic: the double's card is dealt face down and turned up after the dealer's turn",
          "[classic][rulings][double]") {
    // "placed face down and is not turned up until the bets are settled" (classic-leaderboard.md).
    StackedRound t(classic(), "6S 9D 4H 7C 8S 2D");  // 6 4 = 10 doubles; dealer 9 7 = 16 draws 2 = 18
    t.bet(5'00).act(Action::Double);
    const Event* card = player_card_event(t, 0, 2);
    REQUIRE(card != nullptr);
    CHECK_FALSE(card->face_up);
    CHECK(to_string(card->card) == "8S");
    // The turn-up comes after the dealer's last card and before the hand is settled.
    std::vector<EventType> order;
    for (const Event& e : t.events)
        if (e.type == EventType::DoubleCardRevealed || e.type == EventType::HandSettled ||
            (e.type == EventType::CardDealt && e.hand == kDealer))
            order.push_back(e.type);
    CHECK(order == std::vector<EventType>{EventType::CardDealt, EventType::CardDealt, EventType::CardDealt,
                                          EventType::DoubleCardRevealed, EventType::HandSettled});
    CHECK(t.count(EventType::DoubleCardRevealed) == 1);
    CHECK_FALSE(t.hand(0).double_card_down);
    CHECK(t.hand(0).outcome == Outcome::Push);  // 18 against 18
    CHECK(t.delta() == 0);
}

TEST_CASE("a face-down double that busts is found, announced and lost only after the dealer's turn",
          "[classic][rulings][double]") {
    Rules r = classic();
    r.double_on = DoubleOn::AnyTwo;  // 16 may double, so the face-down card can bust it
    StackedRound t(r, "TS 9D 6H 7C 8S 2D");  // 16 + 8 = 24 face down; dealer 16 + 2 = 18
    t.bet(5'00).act(Action::Double);
    CHECK(t.dealer_drew());  // the dealer plays: nobody knows the hand is bust
    CHECK(t.announced(Announcement::PlayerBust));
    CHECK(t.hand(0).outcome == Outcome::Bust);
    CHECK(t.delta() == -10'00);
    CHECK(t.money_conserved(r.starting_bank));
    // The bust is announced after the turn-up, never before the dealer's cards.
    std::size_t revealed = 0, bust = 0, dealer_last = 0;
    for (std::size_t i = 0; i < t.events.size(); ++i) {
        const Event& e = t.events[i];
        if (e.type == EventType::DoubleCardRevealed) revealed = i;
        if (e.type == EventType::Announcement && e.announcement == Announcement::PlayerBust) bust = i;
        if (e.type == EventType::CardDealt && e.hand == kDealer) dealer_last = i;
    }
    CHECK(dealer_last < revealed);
    CHECK(revealed < bust);
}

TEST_CASE("double_face_down off: the double's card is dealt face up and settled at once", "[rulings][double]") {
    Rules r = classic();
    r.double_face_down = false;
    StackedRound t(r, "6S 9D 4H 7C 8S 2D");
    t.bet(5'00).act(Action::Double);
    const Event* card = player_card_event(t, 0, 2);
    REQUIRE(card != nullptr);
    CHECK(card->face_up);
    CHECK(t.count(EventType::DoubleCardRevealed) == 0);
    CHECK(t.hand(0).outcome == Outcome::Push);
}

TEST_CASE("double_face_down needs a double to turn face down", "[rulings][double]") {
    Rules r = classic();
    r.double_on = DoubleOn::None;
    const auto conflicts = check_rules(r);
    REQUIRE(conflicts.size() == 1);
    CHECK(conflicts[0].key == "double_face_down");
}
