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

TEST_CASE("bjt round --side-bet: each side bet's outcome and net in the JSON, and in bank_delta_cents",
          "[bjt][side-bets]") {
    struct Case {
        const char* shoe;  // player, dealer up, player, dealer hole, ...
        const char* actions;
        const char* pp_outcome;
        long long pp_net;  // Perfect Pairs staked 5
        const char* t3_outcome;
        long long t3_net;  // 21+3 staked 2
        long long bank_delta;
    };
    for (const Case& c : {
             Case{"8S TD 8H 9C", "stand", "mixed-pair", 3000, "lose", -200, -1000 + 3000 - 200},
             Case{"8S TD 8C 9C", "stand", "coloured-pair", 6000, "lose", -200, -1000 + 6000 - 200},
             Case{"QH QH QH 8S", "stand", "perfect-pair", 12500, "suited-three-of-a-kind", 20000, 1000 + 12500 + 20000},
             Case{"2H 9H 7H TC", "stand", "lose", -500, "flush", 1000, -1000 - 500 + 1000},
             Case{"AS 2H 3D TC 8C", "stand", "lose", -500, "straight", 2000, -1000 - 500 + 2000},  // A-2-3
             Case{"QS AH KD 7C", "no-insurance,stand", "lose", -500, "straight", 2000, 1000 - 500 + 2000},  // Q-K-A
             Case{"KS AD 2H 7C", "no-insurance,stand", "lose", -500, "lose", -200, -1000 - 500 - 200},  // K-A-2
             Case{"7S 7H 7D TC", "stand", "mixed-pair", 3000, "three-of-a-kind", 6000, -1000 + 3000 + 6000},
             Case{"9C TC JC 8C", "stand", "lose", -500, "straight-flush", 8000, 1000 - 500 + 8000},
             // a split: the second hand's 8H 8H is no perfect pair for the side bet
             Case{"8S TD 8H 9C 3S 8H", "split,stand,stand", "mixed-pair", 3000, "lose", -200, -2000 + 3000 - 200},
             // the dealer's natural under an ace takes the base bet, not the side bets
             Case{"8S AH 8H KC", "no-insurance", "mixed-pair", 3000, "lose", -200, -1000 + 3000 - 200},
         }) {
        INFO(c.shoe);
        auto r = run_bjt({"round", "--preset", "trivia", "--shoe", c.shoe, "--bet", "10", "--actions", c.actions,
                          "--side-bet", "perfect-pairs=5", "--side-bet", "21+3=2"});
        INFO(r.err << r.out);
        REQUIRE(r.exit_code == 0);
        CHECK(r.out.find(std::string("{\"name\": \"perfect-pairs\", \"bet_cents\": 500, \"outcome\": \"") +
                         c.pp_outcome + "\", \"net_cents\": " + std::to_string(c.pp_net) + "}") != std::string::npos);
        CHECK(r.out.find(std::string("{\"name\": \"21+3\", \"bet_cents\": 200, \"outcome\": \"") + c.t3_outcome +
                         "\", \"net_cents\": " + std::to_string(c.t3_net) + "}") != std::string::npos);
        CHECK(json_int(r.out, "bank_delta_cents") == c.bank_delta);
        CHECK(json_string(r.out, "state") == "round-over");
    }
}

TEST_CASE("bjt round --side-bet: refusals name the side bet and its limits", "[bjt][side-bets]") {
    struct Bad {
        std::vector<std::string> args;
        std::string message;
    };
    for (const Bad& b : {
             Bad{{"--preset", "trivia", "--side-bet", "perfect-pairs=500"},
                 "cannot place --side-bet perfect-pairs=500: the side bet is above its maximum (limits 1 to 100, in "
                 "steps of 1)"},
             Bad{{"--preset", "trivia", "--bank", "12", "--side-bet", "21+3=5"},
                 "cannot place the side bets: the bank 12 cannot cover the base bet 10 and side bets of 5"},
             Bad{{"--preset", "classic", "--side-bet", "21+3=1"},
                 "cannot place --side-bet 21+3=1: that side bet is not offered by these rules"},
             Bad{{"--preset", "trivia", "--side-bet", "perfect-pairs"},
                 "bad --side-bet 'perfect-pairs' (expected NAME=AMOUNT with NAME one of perfect-pairs, 21+3)"},
         }) {
        std::vector<std::string> args = {"round", "--shoe", "8S TD 8H 9C", "--bet", "10", "--actions", "stand"};
        args.insert(args.end(), b.args.begin(), b.args.end());
        auto r = run_bjt(args);
        CHECK(r.exit_code == 2);
        CHECK(r.err == "bjt: " + b.message + "\n");
    }
}
