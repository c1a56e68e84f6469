#include <catch2/catch.hpp>

#include "engine/money.h"

using namespace bjt;

TEST_CASE("amounts parse to integer cents and print back", "[money]") {
    CHECK(parse_amount("5") == Cents{500});
    CHECK(parse_amount("2.5") == Cents{250});
    CHECK(parse_amount("2.50") == Cents{250});
    CHECK(parse_amount("1,000") == Cents{100000});
    CHECK(parse_amount("0.07") == Cents{7});
    CHECK_FALSE(parse_amount("1.234").has_value());
    CHECK_FALSE(parse_amount("-5").has_value());
    CHECK_FALSE(parse_amount("five").has_value());
    CHECK_FALSE(parse_amount("").has_value());
    CHECK_FALSE(parse_amount("1.2.3").has_value());
    CHECK(format_amount(100000) == "1,000");
    CHECK(format_amount(1050) == "10.50");
    CHECK(format_amount(7) == "0.07");
    CHECK(format_amount(-250) == "-2.50");
    CHECK(format_amount(123456789) == "1,234,567.89");
}

TEST_CASE("ratios parse exactly", "[money]") {
    CHECK(parse_ratio("3:2") == Ratio{3, 2});
    CHECK(parse_ratio("6:5") == Ratio{6, 5});
    CHECK_FALSE(parse_ratio("3/2").has_value());
    CHECK_FALSE(parse_ratio("0:1").has_value());
    CHECK_FALSE(parse_ratio("3:").has_value());
    CHECK(format_ratio({6, 5}) == "6:5");
}

TEST_CASE("payout examples of trivia-blackjack.md (Payouts and Winnings)", "[money][document]") {
    // Bet $100 at 5:1: winnings $600 with the bet returned.
    CHECK(apply_ratio(100'00, {5, 1}) + 100'00 == 600'00);
    // Bet $50 at 6:5: winnings $110 with the bet returned.
    CHECK(apply_ratio(50'00, {6, 5}) + 50'00 == 110'00);
    // Bet $100 at 3:2: $150.
    CHECK(apply_ratio(100'00, {3, 2}) == 150'00);
}

TEST_CASE("a payout that is not a whole cent rounds down in the house's favour", "[money][rulings]") {
    CHECK(apply_ratio(5, {3, 2}) == 7);  // 7.5 cents -> 7
    CHECK(apply_ratio(1, {6, 5}) == 1);  // 1.2 cents -> 1
    CHECK(apply_ratio(4, {6, 5}) == 4);  // 4.8 cents -> 4
    CHECK(half_of(5) == 2);  // half a 5-cent stake -> 2 cents
    CHECK(apply_ratio(7'00, {3, 2}) == 10'50);
}
