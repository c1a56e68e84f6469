// Every shipped preset, simulated with the computed strategy and a fresh shoe every round (simulate_rounds(), as
// bjt simulate plays it): the simulated result must fall within its 95% interval of the exact figure.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "engine/strategy/game_analysis.h"
#include "engine/strategy/play_policy.h"
#include "engine/strategy/round_simulator.h"
#include "tests/strategy/simulation_test_support.h"

using namespace bjt;
using namespace bjt::strategy;
using bjt::test::preset_rules;

namespace {

void check_simulation(Rules r, std::uint64_t rounds, std::uint64_t seed) {
    r.shuffle = ShuffleMode::EveryRound;
    const GameAnalysis g = analyze_game(r);
    REQUIRE(g.supported);
    const PlayPolicy policy(g);
    SimulationOptions opt;
    opt.rounds = rounds;
    opt.seed = seed;
    opt.threads = 2;
    const SimulationResult s = simulate_rounds(r, policy, opt);
    INFO(r.name << ": simulated " << 100 * s.mean << "% +- " << 100 * s.std_error << "%, exact " << 100 * g.ev << "%");
    CHECK(s.rounds == rounds);
    CHECK(s.std_error > 0);
    CHECK(g.ev >= s.low95());
    CHECK(g.ev <= s.high95());
}

}  // namespace

TEST_CASE("presets: simulation agrees with the exact figure", "[strategy][simulation]") {
    for (const char* name : {"trivia", "classic", "single-deck", "chartwell"}) {
        SECTION(name) { check_simulation(preset_rules(name), 400'000, 20240611); }
    }
}

TEST_CASE("three-bets preset is reported as having no basic strategy", "[strategy][simulation]") {
    CHECK_FALSE(analyze_game(preset_rules("three-bets")).supported);
}

TEST_CASE("a resplit, double-after-split, hit-split-aces game agrees too", "[strategy][simulation]") {
    Rules r;
    r.trivia = false;
    r.decks = 2;
    r.dealer_stands = {17, false};
    r.double_after_split = true;
    r.max_hands = 4;
    r.split_aces = true;
    r.hit_split_aces = true;
    r.resplit_aces = true;
    r.split = SplitRule::SameValue;
    r.surrender = Surrender::Early;
    r.even_money = EvenMoney::Standard;
    check_simulation(r, 400'000, 99);
}

TEST_CASE("same seed and thread count give the same result", "[strategy][simulation]") {
    Rules r = preset_rules("trivia");
    const GameAnalysis g = analyze_game(r);
    const PlayPolicy policy(g);
    SimulationOptions opt;
    opt.rounds = 20'000;
    opt.seed = 5;
    opt.threads = 2;
    opt.accuracy = 0.7;
    const SimulationResult a = simulate_rounds(r, policy, opt);
    const SimulationResult b = simulate_rounds(r, policy, opt);
    CHECK(a.mean == b.mean);
    CHECK(a.credits_mean == b.credits_mean);
    CHECK(a.credits_mean < 0.0);  // easy questions earn nothing and wrong ones cost a credit
}
