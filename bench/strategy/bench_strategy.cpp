// bench_strategy: the time to compute strategy and house edge per preset, and simulation speed
// (simulate_rounds() with the computed strategy) on 1 and 2 threads, as `bjt simulate` would report
// it. Prints figures; asserts nothing.
//   bench_strategy [ROUNDS=4000000]   (0: the strategy times only)
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/presets/preset_loader.h"
#include "engine/strategy/game_analysis.h"
#include "engine/strategy/play_policy.h"
#include "engine/strategy/round_simulator.h"

using namespace bjt;

namespace {

double thread_cpu_seconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// CPU time of the one-thread analysis (all of it on this thread), best and median of `runs`: the machine's other
// load moves wall time far more than CPU time.
void print_cpu_times(const char* name, const Rules& rules, int runs) {
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        const double t0 = thread_cpu_seconds();
        (void)strategy::analyze_game(rules, 1);
        ms.push_back(1000 * (thread_cpu_seconds() - t0));
    }
    std::sort(ms.begin(), ms.end());
    std::printf("%-18s %8.1f ms best %8.1f ms median CPU, 1 thread (%d runs)\n", name, ms.front(), ms[ms.size() / 2],
                runs);
}

}  // namespace

int main(int argc, char** argv) {
    const std::uint64_t rounds = argc > 1 ? std::stoull(argv[1]) : 4'000'000;
    std::printf("strategy analysis, CPU time:\n");
    for (const char* name : {"trivia", "classic", "single-deck", "chartwell"})
        if (const auto path = find_preset(name))
            if (const PresetLoad load = load_preset(*path); load.ok()) print_cpu_times(name, load.preset->rules, 7);
    if (rounds == 0) return 0;
    std::printf("\n");
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
        "\nhands/s: rounds per second as bjt simulate plays them (FastRoundPlayer), the preset's own shuffle\n"
        "(every-round column: a fresh shoe each round, as the exact figure assumes). strategy: analyze_game() wall\n"
        "time on 1 and 2 threads.\n");
    return 0;
}
