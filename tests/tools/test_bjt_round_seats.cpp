// `bjt round --seats N`: a table of several seats from the command line, each option one value for every seat or
// one per seat separated by '|', the JSON's "seats" array, and the errors that name a seat.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "tests/tools/run_command.h"

using bjt::test::run_bjt;
using nlohmann::json;

namespace {

json round_json(std::vector<std::string> args) {
    args.insert(args.begin(), "round");
    const auto r = run_bjt(args);
    INFO("stderr: " << r.err << "\nstdout: " << r.out);
    REQUIRE(r.exit_code == 0);
    return json::parse(r.out);
}

std::string round_error(std::vector<std::string> args) {
    args.insert(args.begin(), "round");
    const auto r = run_bjt(args);
    INFO("stdout: " << r.out);
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    return r.err;
}

}  // namespace

TEST_CASE("bjt round --seats: the issue's example, one value per seat after '|'", "[bjt][seats]") {
    // Seat 1: T 8 stands; seat 2: 5 6 doubles on a hard answer; seat 3: T 2 hits on an easy wrong answer.
    // The dealer: 7 up, T down.
    const json j = round_json({"--preset", "trivia", "--seats", "3", "--shoe", "TS 5H TC 7D  8S 6H 2C TH  9D", "--bet",
                               "10", "--actions", "stand|double|hit", "--answers", "|hard:right|easy:wrong"});
    REQUIRE(j["seats"].size() == 3);
    CHECK_FALSE(j.contains("hands"));  // a table of seats has no one-seat fields at the top level
    CHECK(j["dealer"]["total"] == 17);
    const json& s = j["seats"];
    CHECK(s[0]["seat"] == 1);
    CHECK(s[0]["hands"][0]["outcome"] == "win");
    CHECK(s[0]["bank_delta_cents"] == 1000);
    CHECK(s[1]["hands"][0]["doubled"] == true);
    CHECK(s[1]["hands"][0]["total"] == 20);
    CHECK(s[1]["bank_delta_cents"] == 2000);
    CHECK(s[1]["credits_delta"] == 5);
    CHECK(s[2]["hands"][0]["total"] == 12);  // the wrong answer: the hand stands as it is
    CHECK(s[2]["bank_delta_cents"] == -1000);
    CHECK(s[2]["credits_delta"] == -1);
    // The deal in rotation, each seat's card naming its seat, the dealer's naming none.
    std::vector<int> dealt;
    for (const json& e : j["events"])
        if (e["type"] == "card_dealt") dealt.push_back(e.contains("seat") ? e["seat"].get<int>() : 0);
    CHECK(dealt == std::vector<int>{1, 2, 3, 0, 1, 2, 3, 0, 2});
}

TEST_CASE("bjt round: without --seats the JSON is as it always was, --seats 1 has one seat object", "[bjt][seats]") {
    const json plain = round_json({"--preset", "trivia", "--shoe", "8S TD 8H 9C", "--bet", "10", "--actions", "stand"});
    CHECK(plain["bank_delta_cents"] == -1000);
    CHECK_FALSE(plain.contains("seats"));
    for (const json& e : plain["events"]) CHECK_FALSE(e.contains("seat"));
    const json one = round_json(
        {"--preset", "trivia", "--seats", "1", "--shoe", "8S TD 8H 9C", "--bet", "10", "--actions", "stand"});
    REQUIRE(one["seats"].size() == 1);
    CHECK(one["seats"][0]["bank_delta_cents"] == -1000);
    CHECK(one["seats"][0]["hands"] == plain["hands"]);
}

TEST_CASE("bjt round --seats: banks, side bets and three-bets predictions per seat", "[bjt][seats]") {
    const json banks =
        round_json({"--preset", "trivia", "--seats", "2", "--shoe", "TS TH 9D  8S 7H 8D", "--bank", "50|2000", "--bet",
                    "40|100", "--actions", "stand", "--side-bet", "perfect-pairs=5|"});
    CHECK(banks["seats"][0]["bank_start_cents"] == 5000);
    CHECK(banks["seats"][0]["side_bets"].size() == 1);
    CHECK(banks["seats"][1]["side_bets"].empty());
    CHECK(banks["seats"][1]["bank_start_cents"] == 200000);
    CHECK(banks["seats"][0]["bank_delta_cents"] == 4000 - 500);  // 18 beats 17; the pair bet lost
    CHECK(banks["seats"][1]["bank_delta_cents"] == 0);  // 17 pushes

    const json three =
        round_json({"--preset", "three-bets", "--seats", "2", "--shoe", "TS TH 9D  7S 8H 8D", "--actions", "stand",
                    "--predict", "winner=dealer,player=17,dealer=17|winner=player,player=18,dealer=17"});
    CHECK(three["seats"][0]["predictions"]["who_won"] == "push");
    CHECK(three["seats"][0]["bank_delta_cents"] == 200);
    CHECK(three["seats"][1]["predictions"]["bonus"] == true);
    CHECK(three["seats"][1]["bank_delta_cents"] == 300 + 100000);
}

TEST_CASE("bjt round --seats: errors name the seat and say what is wrong", "[bjt][seats][errors]") {
    const std::string shoe = "TS TH 9D  8S 7H 8D";
    CHECK_THAT(round_error({"--preset", "trivia", "--seats", "3", "--shoe", shoe, "--actions", "stand|stand"}),
               Catch::Contains("--actions 'stand|stand' has 2 values for 3 seats"));
    CHECK_THAT(round_error({"--preset", "trivia", "--seats", "6", "--shoe", shoe}),
               Catch::Contains("the preset 'trivia' seats at most 5 (max_seats)"));
    CHECK_THAT(round_error({"--preset", "single-deck", "--seats", "4", "--shoe", shoe}),
               Catch::Contains("seats at most 3"));
    CHECK_THAT(round_error({"--preset", "trivia", "--seats", "8", "--shoe", shoe}),
               Catch::Contains("bad --seats '8' (expected a number of seats from 1 to 7)"));
    CHECK_THAT(round_error({"--preset", "trivia", "--seats", "two", "--shoe", shoe}), Catch::Contains("bad --seats"));
    CHECK_THAT(round_error({"--preset", "trivia", "--seats", "2", "--shoe", shoe, "--actions", "stand,hit|stand"}),
               Catch::Contains("seat 1: the round ended with action 2 'hit' unused"));
    CHECK_THAT(round_error({"--preset", "trivia", "--seats", "2", "--shoe", shoe, "--actions", "stand|"}),
               Catch::Contains("seat 2: ran out of actions"));
    CHECK_THAT(round_error({"--preset", "trivia", "--seats", "2", "--shoe", shoe, "--bet", "10|2"}),
               Catch::Contains("seat 2: cannot start the round: the bet is below the table minimum"));
    CHECK_THAT(round_error({"--preset", "trivia", "--seats", "2", "--shoe", shoe, "--actions", "stand|split"}),
               Catch::Contains("seat 2: illegal action 'split'"));
    CHECK_THAT(round_error({"--preset", "trivia", "--seats", "2", "--shoe", "TS TH 9D 8S"}),
               Catch::Contains("ran out of cards"));
}
