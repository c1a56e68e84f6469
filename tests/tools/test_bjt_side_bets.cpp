// Side bets through the command line: `bjt strategy` lists their exact edges, `bjt simulate --side-bet` measures
// them, `bjt round --side-bet` places and settles them.
#include <catch2/catch.hpp>

#include <cstdlib>

#include "tests/tools/run_command.h"

using bjt::test::json_int;
using bjt::test::json_string;
using bjt::test::run_bjt;

namespace {

// The number after "key": at or after `from` in a JSON text.
double json_number(const std::string& json, const std::string& key, std::size_t from = 0) {
    const std::size_t at = json.find("\"" + key + "\":", from);
    REQUIRE(at != std::string::npos);
    return std::strtod(json.c_str() + at + key.size() + 3, nullptr);
}

}  // namespace

TEST_CASE("bjt strategy: the exact edge and hit frequency of each side bet the preset offers", "[bjt][side-bets]") {
    auto r = run_bjt({"strategy", "--preset", "trivia", "--json"});
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    const std::size_t pp = r.out.find("\"name\": \"perfect-pairs\"");
    const std::size_t t3 = r.out.find("\"name\": \"21+3\"");
    REQUIRE(pp != std::string::npos);
    REQUIRE(t3 != std::string::npos);
    CHECK(json_number(r.out, "house_edge_percent", pp) == Approx(6.1093).margin(0.0001));
    CHECK(json_number(r.out, "hit_frequency", pp) == Approx(0.0739550).margin(1e-7));
    CHECK(json_number(r.out, "house_edge_percent", t3) == Approx(4.6210).margin(0.0001));
    auto text = run_bjt({"strategy", "--preset", "trivia", "--set", "decks=8"});
    CHECK(text.out.find("Side bet Perfect Pairs (pays 6/12/25 to 1): house edge 4.096%") != std::string::npos);
    CHECK(text.out.find("Side bet 21+3 (pays 5/10/30/40/100 to 1): house edge 3.704%") != std::string::npos);
    auto classic = run_bjt({"strategy", "--preset", "classic", "--json"});
    CHECK(classic.out.find("\"side_bets\": [],") != std::string::npos);
}

TEST_CASE("bjt simulate --side-bet: the measured result holds the exact figure in its interval", "[bjt][side-bets]") {
    // A fixed seed makes the run the same every time; a 95% interval holds the exact figure for about 19 seeds in 20.
    auto r = run_bjt({"simulate", "--preset", "trivia", "--hands", "200000", "--threads", "1", "--seed", "3", "--set",
                      "shuffle=every-round", "--side-bet", "perfect-pairs=5", "--side-bet", "21+3=2", "--json"});
    INFO(r.err << r.out);
    REQUIRE(r.exit_code == 0);
    for (const char* name : {"perfect-pairs", "21+3"}) {
        INFO(name);
        const std::size_t at = r.out.find(std::string("\"name\": \"") + name + "\"");
        REQUIRE(at != std::string::npos);
        const double exact = json_number(r.out, "exact_ev_percent", at);
        const std::size_t ci = r.out.find("\"ci95_percent\": [", at);
        const double low = std::strtod(r.out.c_str() + ci + 17, nullptr);
        const double high = std::strtod(r.out.c_str() + r.out.find(',', ci + 17) + 1, nullptr);
        CHECK(low < exact);
        CHECK(exact < high);
        CHECK(high - low < 6.0);  // a few points wide at 200,000 hands, not a check that cannot fail
    }
    // The main result leaves the side bets out: it stays near the game's own edge.
    CHECK(json_number(r.out, "ev_percent") == Approx(json_number(r.out, "exact_ev_percent")).margin(1.0));
}

TEST_CASE("bjt simulate --side-bet: bad names, amounts and side bets the preset does not offer", "[bjt][side-bets]") {
    struct Bad {
        std::vector<std::string> args;
        std::string message;
    };
    for (const Bad& b : {
             Bad{{"--preset", "trivia", "--side-bet", "pairs=5"},
                 "bad --side-bet 'pairs=5' (expected NAME=AMOUNT with NAME one of perfect-pairs, 21+3)"},
             Bad{{"--preset", "trivia", "--side-bet", "21+3=five"},
                 "bad --side-bet amount 'five' for 21+3 (expected an amount above 0, e.g. 5 or 2.50)"},
             Bad{{"--preset", "trivia", "--side-bet", "21+3=5", "--side-bet", "21+3=6"},
                 "--side-bet 21+3 is given twice"},
             Bad{{"--preset", "trivia", "--side-bet", "21+3=500"},
                 "--side-bet 21+3=500: the side bet is above its maximum"},
             Bad{{"--preset", "classic", "--side-bet", "perfect-pairs=5"},
                 "--side-bet perfect-pairs=5: that side bet is not offered by these rules"},
         }) {
        std::vector<std::string> args = {"simulate", "--hands", "10"};
        args.insert(args.end(), b.args.begin(), b.args.end());
        auto r = run_bjt(args);
        CHECK(r.exit_code == 2);
        CHECK(r.err == "bjt: " + b.message + "\n");
    }
}
