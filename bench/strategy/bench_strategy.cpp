// bench_strategy: the time to compute strategy and house edge per preset, and simulation speed
// (rounds through bjt::Table with the computed strategy) on 1 and 2 threads, as `bjt simulate`
// would report it. Prints figures; asserts nothing.
#include <cstdio>
#include <string>

#include "engine/presets/preset_loader.h"
#include "engine/strategy/game_analysis.h"
#include "engine/strategy/play_policy.h"
#include "engine/strategy/round_simulator.h"

using namespace bjt;

int main(int argc, char** argv) {
    const std::uint64_t rounds = argc > 1 ? std::stoull(argv[1]) : 4'000'000;
    std::printf("%-18s %12s %12s %14s %14s %14s\n", "preset", "strategy 1t", "strategy 2t", "hands/s 1t", "hands/s 2t",
                "2t every-round");
    for (const char* name : {"trivia", "classic", "single-deck", "chartwell", "three-bets"}) {
        const auto path = find_preset(name);
        if (!path) {
            std::printf("%-18s (preset not found)\n", name);
            continue;
        }
        const PresetLoad load = load_preset(*path);
        if (!load.ok()) {
            std::printf("%-18s (preset has errors)\n", name);
            continue;
        }
        Rules rules = load.preset->rules;
        const strategy::GameAnalysis one = strategy::analyze_game(rules, 1);
        const strategy::GameAnalysis g = strategy::analyze_game(rules, 2);
        if (!g.supported) {
            std::printf("%-18s %10.1f ms %10.1f ms   (no basic strategy: nothing to simulate)\n", name,
                        1000 * one.seconds, 1000 * g.seconds);
            continue;
        }
        const strategy::PlayPolicy policy(g);
        strategy::SimulationOptions opt;
        opt.rounds = rounds;
        opt.seed = 1;
        opt.threads = 1;
        const double hs1 = strategy::simulate_rounds(rules, policy, opt).rounds_per_second();
        opt.threads = 2;
        const double hs2 = strategy::simulate_rounds(rules, policy, opt).rounds_per_second();
        rules.shuffle = ShuffleMode::EveryRound;
        opt.rounds = rounds / 4;
        const double hs_fresh = strategy::simulate_rounds(rules, policy, opt).rounds_per_second();
        std::printf("%-18s %10.1f ms %10.1f ms %14.0f %14.0f %14.0f\n", name, 1000 * one.seconds, 1000 * g.seconds, hs1,
                    hs2, hs_fresh);
    }
    std::printf(
        "\nhands/s: rounds per second through bjt::Table, events off, the preset's own shuffle (every-round column:\n"
        "a fresh shoe each round, as the exact figure assumes). strategy: analyze_game() wall time on 1 and 2 threads.\n");
    return 0;
}
