// Rounds per second through the rules engine, events off, one thread, per preset.
// Two policies: random legal play (the figure: every decision point of the state machine is
// exercised) and "always stand" (the floor: deal, peek, dealer, settlement), so the difference shows
// what the decision making costs. Prints figures; asserts nothing.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "engine/presets/preset_loader.h"
#include "engine/table.h"
#include "tests/engine/random_player.h"

using namespace bjt;
using Clock = std::chrono::steady_clock;

namespace {

template <typename Step>
double rounds_per_second(const Rules& rules, long rounds, Step&& step_policy, std::uint64_t seed) {
    Table table(rules, Shoe(rules.decks, seed, rules.cut_card, rules.penetration_percent));
    test::RandomPlayer player(seed + 1);
    const auto start = Clock::now();
    for (long r = 0; r < rounds; ++r) {
        if (table.game_over() && !table.reset_session().ok()) std::abort();
        (void)table.begin_round(table.bet_limits().min);  // the minimum after a reset is always a legal bet
        while (table.state() != RoundState::RoundOver) step_policy(table, player);
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return static_cast<double>(rounds) / seconds;
}

}  // namespace

int main(int argc, char** argv) {
    const long rounds = argc > 1 ? std::atol(argv[1]) : 2'000'000;
    std::printf("bench_engine: %ld rounds per preset and policy, 1 thread, events off, best of 3\n", rounds);
    std::printf("%-12s %18s %12s %18s %12s\n", "preset", "random legal/s", "ns/round", "always stand/s", "ns/round");
    for (const char* name : {"trivia", "classic", "three-bets", "single-deck", "chartwell"}) {
        auto path = find_preset(name);
        if (!path) {
            std::printf("%-12s preset not found\n", name);
            continue;
        }
        const Rules rules = load_preset(*path).preset->rules;
        double random_best = 0, stand_best = 0;
        for (int rep = 0; rep < 3; ++rep) {
            random_best =
                std::max(random_best, rounds_per_second(
                                          rules, rounds, [](Table& t, test::RandomPlayer& p) { p.step(t); }, 11 + rep));
            stand_best =
                std::max(stand_best, rounds_per_second(
                                         rules, rounds,
                                         [](Table& t, test::RandomPlayer& p) {
                                             if (t.state() == RoundState::PlayerTurn)
                                                 (void)t.act(Action::Stand);  // always legal on a player's turn
                                             else
                                                 p.step(t);  // offers, questions and predictions still need an answer
                                         },
                                         11 + rep));
        }
        std::printf("%-12s %18.0f %12.1f %18.0f %12.1f\n", name, random_best, 1e9 / random_best, stand_best,
                    1e9 / stand_best);
    }
    return 0;
}
