#include <catch2/catch.hpp>

#include "engine/dealer_policy.h"
#include "tests/engine/stacked_round.h"

using namespace bjt;

namespace {
Rules with_dealer(int total, bool on_soft) {
    Rules r;
    r.dealer_stands = {static_cast<std::int8_t>(total), on_soft};
    r.charlie_cards = 0;
    return r;
}
Hand hand_of(const std::string& text) {
    Hand h;
    for (Card c : test::cards(text)) h.add(c);
    return h;
}
}  // namespace

TEST_CASE("dealer stands on soft 17: the document's example", "[dealer][document]") {
    const Rules r = with_dealer(17, true);
    Hand h = hand_of("4S AC");  // SOFT 15
    CHECK(dealer_must_hit(r, h));
    h.add(Card(2, Suit::Diamonds));  // SOFT 17
    CHECK_FALSE(dealer_must_hit(r, h));
}

TEST_CASE("dealer stands on hard 16: the document's example", "[dealer][document]") {
    const Rules r = with_dealer(16, false);
    Hand h = hand_of("3D AS");  // SOFT 14
    CHECK(dealer_must_hit(r, h));
    h.add(Card(2, Suit::Diamonds));  // SOFT 16: still hits
    CHECK((h.soft() && h.total() == 16));
    CHECK(dealer_must_hit(r, h));
    h.add(Card(9, Suit::Diamonds));  // HARD 15
    CHECK((!h.soft() && h.total() == 15));
    CHECK(dealer_must_hit(r, h));
    h.add(Card(5, Suit::Hearts));  // HARD 20
    CHECK_FALSE(dealer_must_hit(r, h));
}

TEST_CASE("dealer rules: S17, H17, S16, H16 at the boundary", "[dealer][rulings]") {
    const Hand soft17 = hand_of("AS 6D"), hard17 = hand_of("TS 7D"), soft16 = hand_of("AS 5D"),
               hard16 = hand_of("TS 6D");
    CHECK_FALSE(dealer_must_hit(with_dealer(17, true), soft17));
    CHECK(dealer_must_hit(with_dealer(17, false), soft17));  // H17 hits soft 17
    CHECK_FALSE(dealer_must_hit(with_dealer(17, false), hard17));
    CHECK(dealer_must_hit(with_dealer(17, true), hard16));
    CHECK_FALSE(dealer_must_hit(with_dealer(16, true), soft16));
    CHECK(dealer_must_hit(with_dealer(16, false), soft16));
    CHECK_FALSE(dealer_must_hit(with_dealer(16, false), hard16));
    CHECK_FALSE(dealer_must_hit(with_dealer(16, true), soft17));
}

TEST_CASE("the three-bets dealer: 18 or more or five cards stands, soft 17 hits", "[dealer][rulings]") {
    const Rules r = test::preset_rules("three-bets");
    CHECK(dealer_must_hit(r, hand_of("AS 6D")));  // soft 17 hits
    CHECK_FALSE(dealer_must_hit(r, hand_of("TS 7D")));  // hard 17 stands
    CHECK_FALSE(dealer_must_hit(r, hand_of("AS 7D")));  // soft 18 stands
    CHECK(dealer_must_hit(r, hand_of("TS 6D")));
    CHECK_FALSE(dealer_must_hit(r, hand_of("2S 2D 3C 2H 3S")));  // 12 on five cards stands
    CHECK(dealer_must_hit(r, hand_of("2S 2D 3C 2H")));
}

TEST_CASE("a dealer Charlie stops drawing", "[dealer][rulings]") {
    const Rules r = test::preset_rules("trivia");  // five-card Charlie for the dealer too
    CHECK_FALSE(dealer_must_hit(r, hand_of("2S 2D 3C 2H 3S")));
    CHECK(dealer_is_charlie(r, 5, false));
    CHECK_FALSE(dealer_is_charlie(r, 5, true));
    CHECK_FALSE(dealer_is_charlie(r, 4, false));
}
