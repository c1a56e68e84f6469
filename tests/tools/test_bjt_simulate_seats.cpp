// `bjt simulate --seats N`: each seat's house edge at a table of N agrees with one seat's, since the edge does not
// depend on the number of seats; and the options that do not fit are errors.
#include <catch2/catch.hpp>

#include <cmath>
#include <nlohmann/json.hpp>

#include "tests/tools/run_command.h"

using bjt::test::run_bjt;
using nlohmann::json;

namespace {

json simulate(std::vector<std::string> args) {
    args.insert(args.begin(), "simulate");
    args.push_back("--json");
    const auto r = run_bjt(args);
    INFO("stderr: " << r.err << "\nstdout: " << r.out);
    REQUIRE(r.exit_code == 0);
    return json::parse(r.out);
}

}  // namespace

TEST_CASE("bjt simulate --seats: each seat's edge agrees with one seat's within their errors",
          "[bjt][seats][simulate]") {
    for (const char* preset : {"classic", "chartwell"}) {
        INFO("preset " << preset);
        const json one = simulate({"--preset", preset, "--hands", "1000000", "--seed", "3"});
        const json table = simulate({"--preset", preset, "--hands", "250000", "--seats", "5", "--seed", "4"});
        REQUIRE(table["seats"].size() == 5);
        const double ev1 = one["ev_percent"], se1 = one["std_error_percent"];
        for (const json& seat : table["seats"]) {
            const double ev = seat["ev_percent"], se = seat["std_error_percent"];
            INFO("seat " << seat["seat"] << ": " << ev << " +- " << se << " against one seat's " << ev1 << " +- "
                         << se1);
            CHECK(se > 0.0);
            CHECK(std::abs(ev - ev1) < 4.0 * std::hypot(se, se1));
        }
        const double all = table["ev_percent"], all_se = table["std_error_percent"];
        CHECK(std::abs(all - ev1) < 4.0 * std::hypot(all_se, se1));
        CHECK(table["rounds"] == 250000);
    }
}

TEST_CASE("bjt simulate --seats: the same seed gives the same seats, a bad seat count is an error",
          "[bjt][seats][simulate][errors]") {
    const json a = simulate({"--preset", "trivia", "--hands", "20000", "--seats", "3", "--threads", "2"});
    const json b = simulate({"--preset", "trivia", "--hands", "20000", "--seats", "3", "--threads", "2"});
    CHECK(a["seats"] == b["seats"]);
    CHECK(a.contains("credits_per_round"));
    for (const auto& [args, says] : std::vector<std::pair<std::vector<std::string>, std::string>>{
             {{"simulate", "--preset", "trivia", "--hands", "10", "--seats", "6"},
              "the preset 'trivia' seats at most 5 (max_seats)"},
             {{"simulate", "--preset", "trivia", "--hands", "10", "--seats", "0"}, "--seats needs a number of seats"},
             {{"simulate", "--preset", "trivia", "--hands", "10", "--seats", "2", "--side-bet", "21+3=5"},
              "side bets are measured at one seat"},
         }) {
        const auto r = run_bjt(args);
        INFO(r.err);
        CHECK(r.exit_code == 2);
        CHECK(r.err.find(says) != std::string::npos);
    }
}
