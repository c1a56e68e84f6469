// bench_events: the cost of events in a simulated round. Plays the same seeded rounds through bjt::Table with the
// computed strategy twice, events off and with a sink that counts them, and prints rounds/s for both (under
// callgrind, play_events_off and play_events_on give the instructions of each). Prints figures; asserts nothing.
//   bench_events PRESET ROUNDS [KEY=VALUE ...]      (bench/sim/bench_simulate.sh passes the issue-16 rule set)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "engine/presets/preset_loader.h"
#include "engine/strategy/game_analysis.h"
#include "engine/strategy/play_policy.h"
#include "engine/strategy/round_simulator.h"
#include "engine/table.h"

using namespace bjt;

namespace {

// Plays `rounds` rounds from the simulation's stakes; returns the bank's total change (so nothing is optimized out).
Cents play(Table& table, const strategy::PlayPolicy& policy, strategy::SimulationStakes stakes, long rounds) {
    Cents total = 0;
    for (long r = 0; r < rounds; ++r) {
        if (!table.reset_session(stakes.bank, 0).ok()) return total;
        if (!table.begin_round(stakes.bet).ok()) return total;
        while (table.state() != RoundState::RoundOver) {
            // As the simulator plays (round_simulator.cpp): a player turn's options checked once each.
            const Status s = table.state() == RoundState::PlayerTurn
                                 ? table.act_first_allowed(policy.player_options(table))
                                 : table.act(policy.decide(table));
            if (!s.ok()) return total;
        }
        total += table.round_bank_delta();
    }
    return total;
}

// Separate functions so callgrind can count each (--toggle-collect); the sink is set inside so they differ.
[[gnu::noinline]] Cents play_events_off(Table& t, const strategy::PlayPolicy& p, strategy::SimulationStakes s, long n) {
    return play(t, p, s, n);
}
[[gnu::noinline]] Cents play_events_on(Table& t, const strategy::PlayPolicy& p, strategy::SimulationStakes s, long n,
                                       long& events) {
    t.set_event_sink([&events](const Event&) { ++events; });
    return play(t, p, s, n);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: bench_events PRESET ROUNDS [KEY=VALUE ...]\n");
        return 2;
    }
    const auto path = find_preset(argv[1]);
    if (!path) {
        std::fprintf(stderr, "bench_events: no preset '%s'\n", argv[1]);
        return 2;
    }
    PresetLoad load = load_preset(*path);
    if (!load.ok()) {
        std::fprintf(stderr, "bench_events: preset '%s' has errors\n", argv[1]);
        return 2;
    }
    for (int i = 3; i < argc; ++i)
        if (const auto errors = set_rule_assignment(*load.preset, argv[i]); !errors.empty()) {
            std::fprintf(stderr, "bench_events: %s\n", errors.front().message().c_str());
            return 2;
        }
    const Rules& rules = load.preset->rules;
    const long rounds = std::atol(argv[2]);
    const strategy::GameAnalysis g = strategy::analyze_game(rules, 1);
    if (!g.supported) return std::fprintf(stderr, "bench_events: no strategy for this preset\n"), 2;
    const strategy::PlayPolicy policy(g);
    const strategy::SimulationStakes stakes = strategy::simulation_stakes(rules);

    const auto n = static_cast<double>(rounds);
    double seconds[2] = {0, 0};
    Cents totals[2] = {0, 0};
    long events = 0;
    for (int on = 0; on < 2; ++on) {
        Table table(rules, Shoe(rules.decks, 16, rules.cut_card, rules.penetration_percent));
        const auto start = std::chrono::steady_clock::now();
        totals[on] =
            on ? play_events_on(table, policy, stakes, rounds, events) : play_events_off(table, policy, stakes, rounds);
        seconds[on] = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    std::printf("events off: %.0f rounds/s\nevents on:  %.0f rounds/s (%.1f events a round)\non / off time: %.2f%s\n",
                n / seconds[0], n / seconds[1], static_cast<double>(events) / n, seconds[1] / seconds[0],
                totals[0] == totals[1] ? "" : "  (the two runs differ: a bug)");
    return totals[0] == totals[1] ? 0 : 1;
}
