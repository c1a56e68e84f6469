#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <map>

#include "engine/rng.h"
#include "engine/shoe.h"
#include "tests/engine/stacked_round.h"

using namespace bjt;

TEST_CASE("the PRNG gives the same numbers on every platform (known answers)", "[rng]") {
    // xoshiro256** seeded by splitmix64(42); these values pin the generator so a replay seed means the same
    // shoe everywhere.
    Rng r(42);
    CHECK(r.next() == 1546998764402558742ull);
    CHECK(r.next() == 6990951692964543102ull);
    CHECK(r.next() == 12544586762248559009ull);
    Rng r7(7);
    const std::array<std::uint32_t, 5> expected{36, 14, 43, 51, 51};
    for (auto e : expected) CHECK(r7.below(52) == e);
}

TEST_CASE("bounded integers stay in range and are close to uniform", "[rng]") {
    Rng r(123);
    std::array<int, 6> counts{};
    const int n = 600000;
    for (int i = 0; i < n; ++i) {
        const auto v = r.below(6);
        REQUIRE(v < 6);
        ++counts[v];
    }
    // Chi-square with 5 degrees of freedom: 20.5 is the 0.999 quantile.
    double chi2 = 0;
    for (int c : counts) chi2 += (c - n / 6.0) * (c - n / 6.0) / (n / 6.0);
    CHECK(chi2 < 20.5);
    CHECK(Rng(5).below(1) == 0);
}

TEST_CASE("a seeded shoe is the same shoe every time (known answer)", "[shoe]") {
    Shoe s(6, 42);
    CHECK(s.size() == 312);
    CHECK(s.cut_position() == 234);  // 75% of 312
    const char* expected[] = {"AD", "2H", "5S", "3D", "JC", "8D", "6H", "7S"};
    for (const char* e : expected) CHECK(to_string(s.draw()) == e);

    Shoe a(2, 99), b(2, 99), c(2, 100);
    bool differs = false;
    for (int i = 0; i < 104; ++i) {
        const Card x = a.draw(), y = b.draw(), z = c.draw();
        REQUIRE(x == y);
        differs = differs || !(x == z);
    }
    CHECK(differs);
}

TEST_CASE("a shoe holds every card of every deck once per deck", "[shoe]") {
    Shoe s(8, 7);
    std::map<std::uint8_t, int> seen;
    for (int i = 0; i < 416; ++i) ++seen[s.draw().bits()];
    CHECK(seen.size() == 52);
    for (const auto& [card, n] : seen) CHECK(n == 8);
}

TEST_CASE("the random cut card lands in the bottom half at every shuffle", "[shoe]") {
    Shoe s(6, 2026, CutCardPlacement::RandomBottomHalf);
    std::map<std::size_t, int> positions;
    for (int i = 0; i < 2000; ++i) {
        REQUIRE(s.cut_position() >= 156);
        REQUIRE(s.cut_position() < 312);
        ++positions[s.cut_position()];
        s.shuffle();
    }
    CHECK(positions.size() > 100);  // it really moves
}

TEST_CASE("cut card reached and reshuffle of the discards when the shoe runs dry", "[shoe][rulings]") {
    Shoe s(1, 3);
    for (int i = 0; i < 38; ++i) s.draw();
    CHECK_FALSE(s.cut_card_reached());
    s.draw();
    CHECK(s.cut_card_reached());  // 39 = 75% of 52
    s.end_round();  // 39 cards go to the discard tray
    for (int i = 0; i < 13; ++i) REQUIRE(s.draw().valid());
    // The shoe is empty mid-round: the discards are shuffled back in and dealing goes on.
    const Card next = s.draw();
    CHECK(next.valid());
    CHECK_FALSE(s.exhausted());
    CHECK(s.remaining() == 38);
}

TEST_CASE("drawing ahead deals the cards one-at-a-time drawing deals, and the next shoe is the same", "[shoe]") {
    // Two shoes from one seed, dealt to the cut card and past it over three shoes (shuffled at the cut), with the
    // random cut card too; one draws ahead to the cut card (as the simulator does), in pieces of several sizes.
    for (const CutCardPlacement cut : {CutCardPlacement::Fixed, CutCardPlacement::RandomBottomHalf}) {
        for (const std::size_t piece : {std::size_t{1}, std::size_t{5}, std::size_t{312}}) {
            Shoe one_at_a_time(6, 77, cut), ahead(6, 77, cut);
            for (int shoe = 0; shoe < 3; ++shoe) {
                while (!one_at_a_time.cut_card_reached()) {
                    ahead.draw_ahead(std::min(ahead.dealt() + piece, ahead.cut_position()));
                    for (int i = 0; i < 6; ++i) REQUIRE(ahead.draw() == one_at_a_time.draw());  // a round
                    one_at_a_time.end_round(), ahead.end_round();
                }
                REQUIRE(ahead.cut_card_reached());
                REQUIRE(ahead.dealt() == one_at_a_time.dealt());
                one_at_a_time.shuffle(), ahead.shuffle();
                REQUIRE(ahead.cut_position() == one_at_a_time.cut_position());
            }
        }
    }
    // A stacked shoe's order is set: drawing ahead changes nothing.
    Shoe stacked = Shoe::stacked(test::cards("AS KD"));
    stacked.draw_ahead(2);
    CHECK(to_string(stacked.draw()) == "AS");
    CHECK(to_string(stacked.draw()) == "KD");
}

TEST_CASE("cards taken where their order is chosen are the cards drawing would deal", "[shoe]") {
    Shoe drawn(6, 91), taken(6, 91);
    // Nothing is chosen yet after a shuffle: nothing is taken.
    CHECK(taken.take_chosen(1) == nullptr);
    CHECK(taken.dealt() == 0);
    taken.draw_ahead(10);
    for (int round = 0; round < 2; ++round) {
        const Card* four = taken.take_chosen(4);
        REQUIRE(four != nullptr);
        for (int i = 0; i < 4; ++i) CHECK(four[i] == drawn.draw());
        CHECK(taken.dealt() == drawn.dealt());
    }
    // Two chosen cards are left: four cannot be taken, and none is; two can, and a draw after them goes on alike.
    CHECK(taken.take_chosen(4) == nullptr);
    CHECK(taken.dealt() == 8);
    const Card* two = taken.take_chosen(2);
    REQUIRE(two != nullptr);
    CHECK(two[0] == drawn.draw());
    CHECK(two[1] == drawn.draw());
    CHECK(taken.draw() == drawn.draw());
    // A stacked shoe's cards are all chosen.
    Shoe stacked = Shoe::stacked(test::cards("AS KD 5C"));
    CHECK(stacked.take_chosen(4) == nullptr);
    const Card* first_two = stacked.take_chosen(2);
    REQUIRE(first_two != nullptr);
    CHECK(to_string(first_two[0]) == "AS");
    CHECK(to_string(first_two[1]) == "KD");
    CHECK(to_string(stacked.draw()) == "5C");
}

TEST_CASE("a stacked shoe deals in order and then reports exhaustion", "[shoe]") {
    Shoe s = Shoe::stacked(test::cards("AS KD 5C"));
    CHECK(to_string(s.draw()) == "AS");
    CHECK(to_string(s.draw()) == "KD");
    CHECK(to_string(s.draw()) == "5C");
    CHECK_FALSE(s.draw().valid());
    CHECK(s.exhausted());
    CHECK_FALSE(s.cut_card_reached());
}

TEST_CASE("every card is equally likely to come out first after a shuffle", "[shoe]") {
    Shoe s(1, 31337);
    std::map<std::uint8_t, int> first;
    const int n = 52 * 4000;
    for (int i = 0; i < n; ++i) {
        ++first[s.draw().bits()];
        s.end_round();
        s.shuffle();
    }
    REQUIRE(first.size() == 52);
    double chi2 = 0;
    for (const auto& [card, count] : first) chi2 += (count - 4000.0) * (count - 4000.0) / 4000.0;
    CHECK(chi2 < 99.6);  // 0.9999 quantile of chi-square with 51 degrees of freedom
}
