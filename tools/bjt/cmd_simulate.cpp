// bjt simulate: plays rounds through the game's own engine with the computed strategy and sets the
// measured result beside the exact figure.
#include <unistd.h>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/strategy/game_analysis.h"
#include "engine/strategy/play_policy.h"
#include "engine/strategy/round_simulator.h"
#include "engine/strategy/side_bet_edge.h"
#include "tools/bjt/cli.h"
#include "tools/bjt/commands.h"
#include "tools/bjt/side_bet_option.h"

namespace bjt::cli {
namespace {

template <typename T>
bool parse_number(std::string_view text, T& out) {
    const char* end = text.data() + text.size();
    auto [p, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc{} && p == end;
}

bool parse_fraction(std::string_view text, double& out) {
    std::string s(text);
    bool percent = !s.empty() && s.back() == '%';
    if (percent) s.pop_back();
    char* end = nullptr;
    out = std::strtod(s.c_str(), &end);
    if (s.empty() || end != s.c_str() + s.size() || !std::isfinite(out)) return false;
    if (percent) out /= 100.0;
    return out >= 0.0 && out <= 1.0;
}

void draw_progress(std::uint64_t done, std::uint64_t total) {
    const int width = 40;
    const double f = total ? static_cast<double>(done) / static_cast<double>(total) : 1.0;
    const int filled = static_cast<int>(f * width);
    std::fprintf(stderr, "\r[%s%s] %5.1f%%", std::string(static_cast<std::size_t>(filled), '#').c_str(),
                 std::string(static_cast<std::size_t>(width - filled), ' ').c_str(), 100.0 * f);
    std::fflush(stderr);
}

void print_side_bets_json(const Rules& rules, const SideBetStakes& placed, const strategy::SimulationResult& r) {
    if (!placed.any()) return;
    std::printf(",\n  \"side_bets\": [");
    bool first = true;
    for (SideBet b : kSideBets) {
        if (placed[b] == 0) continue;
        const strategy::SideBetMeasure& m = r.side_bets[static_cast<std::size_t>(b)];
        const strategy::SideBetEdge exact = strategy::side_bet_edge(rules, b);
        std::printf(
            "%s\n    {\"name\": \"%s\", \"bet_cents\": %lld, \"ev_percent\": %.6f, \"std_error_percent\": %.6f, "
            "\"ci95_percent\": [%.6f, %.6f], \"hit_frequency\": %.6f, \"exact_ev_percent\": %.6f}",
            first ? "" : ",", std::string(side_bet_name(b)).c_str(), static_cast<long long>(placed[b]), 100 * m.mean,
            100 * m.std_error, 100 * m.low95(), 100 * m.high95(), m.hit_frequency, 100 * exact.ev);
        first = false;
    }
    std::printf("\n  ]");
}

void print_side_bets_text(const Rules& rules, const SideBetStakes& placed, const strategy::SimulationResult& r) {
    for (SideBet b : kSideBets) {
        if (placed[b] == 0) continue;
        const strategy::SideBetMeasure& m = r.side_bets[static_cast<std::size_t>(b)];
        const strategy::SideBetEdge exact = strategy::side_bet_edge(rules, b);
        std::printf(
            "Side bet %-13s %+.4f%% per unit staked (standard error %.4f%%, 95%% interval %+.4f%% to %+.4f%%), "
            "won %.2f%% of rounds; exact %+.4f%%\n",
            (std::string(side_bet_name(b)) + ":").c_str(), 100 * m.mean, 100 * m.std_error, 100 * m.low95(),
            100 * m.high95(), 100 * m.hit_frequency, 100 * exact.ev);
    }
}

}  // namespace

int run_simulate(Args args) {
    if (wants_help(args)) {
        std::printf(
            "usage: bjt simulate --preset NAME|FILE --hands N [--seed S] [--threads T] [--set KEY=VALUE ...] [--json]\n"
            "                    [--accuracy P --difficulty easy|medium|hard] [--side-bet NAME=AMOUNT ...]\n\n"
            "Plays N rounds through the game's engine with the computed basic strategy, T threads (default 2), each\n"
            "with its own table and shoe seeded from S (default 1) and the thread index: the same seed and thread\n"
            "count give the same result. Prints the result per initial bet (mean, standard error, 95%% interval),\n"
            "hands per second and the exact figure beside it. The exact figure is for a fresh shoe every round;\n"
            "add --set shuffle=every-round to compare like with like.\n"
            "Trivia: --accuracy is the chance of a right answer (0..1 or a percentage), --difficulty the level\n"
            "chosen; the credits change per round is reported too.\n"
            "Side bets: --side-bet perfect-pairs=5 or 21+3=5 (repeatable) places them every round; each is reported\n"
            "per unit staked with its 95%% interval beside its exact figure (the main result leaves them out).\n");
        return 0;
    }
    std::string preset_name;
    std::vector<std::string> sets;
    std::uint64_t hands = 0, seed = 1;
    int threads = 2;
    double accuracy = 1.0;
    bool accuracy_given = false;
    Difficulty difficulty = Difficulty::Easy;
    bool json = false;
    SideBetStakes side_bets;
    for (std::size_t i = 0; i < args.size();) {
        bool missing = false;
        if (auto v = take_option(args, i, "--preset", missing)) {
            if (missing) return usage_error("--preset needs a preset name or file");
            preset_name = std::string(*v);
        } else if (auto s = take_option(args, i, "--set", missing)) {
            if (missing) return usage_error("--set needs KEY=VALUE");
            sets.emplace_back(*s);
        } else if (auto h = take_option(args, i, "--hands", missing)) {
            if (missing || !parse_number(*h, hands) || hands == 0)
                return usage_error("--hands needs a whole number above 0");
        } else if (auto sd = take_option(args, i, "--seed", missing)) {
            if (missing || !parse_number(*sd, seed)) return usage_error("--seed needs a whole number (0 to 2^64-1)");
        } else if (auto t = take_option(args, i, "--threads", missing)) {
            if (missing || !parse_number(*t, threads) || threads < 1 || threads > 256)
                return usage_error("--threads needs a whole number from 1 to 256");
        } else if (auto a = take_option(args, i, "--accuracy", missing)) {
            if (missing || !parse_fraction(*a, accuracy))
                return usage_error("--accuracy needs a chance from 0 to 1 (or 0% to 100%)");
            accuracy_given = true;
        } else if (auto d = take_option(args, i, "--difficulty", missing)) {
            if (missing) return usage_error("--difficulty needs easy, medium or hard");
            if (*d == "easy")
                difficulty = Difficulty::Easy;
            else if (*d == "medium")
                difficulty = Difficulty::Medium;
            else if (*d == "hard")
                difficulty = Difficulty::Hard;
            else
                return usage_error("--difficulty needs easy, medium or hard, not '" + std::string(*d) + "'");
        } else if (auto sb = take_option(args, i, "--side-bet", missing)) {
            std::string side_error;
            if (missing) return usage_error("--side-bet needs NAME=AMOUNT (NAME: " + side_bet_names() + ")");
            if (!add_side_bet_option(*sb, side_bets, side_error)) return usage_error(side_error);
        } else if (args[i] == "--json") {
            json = true;
            ++i;
        } else {
            return usage_error("unknown argument '" + std::string(args[i]) + "' (try `bjt simulate --help`)");
        }
    }
    if (preset_name.empty()) return usage_error("--preset is required (try `bjt simulate --help`)");
    if (hands == 0) return usage_error("--hands is required (try `bjt simulate --help`)");
    std::string error;
    const auto preset = load_preset_with_overrides(preset_name, sets, error);
    if (!preset) return usage_error(error);
    const Rules& rules = preset->rules;
    if (accuracy_given && !rules.trivia)
        return usage_error("--accuracy applies to trivia mode, and this preset has trivia: false");

    for (SideBet b : kSideBets)
        if (side_bets[b] != 0)
            if (const Status s = check_side_bet(rules, b, side_bets[b]); !s)
                return usage_error("--side-bet " + std::string(side_bet_name(b)) + "=" + format_amount(side_bets[b]) +
                                   ": " + std::string(describe(s.refusal)));

    const strategy::GameAnalysis g = strategy::analyze_game(rules, threads);
    if (!g.supported) return usage_error("cannot simulate " + rules.name + ": " + g.unsupported_reason);
    const strategy::PlayPolicy policy(g);
    strategy::SimulationOptions opt;
    opt.rounds = hands;
    opt.seed = seed;
    opt.threads = threads;
    opt.accuracy = accuracy;
    opt.difficulty = difficulty;
    opt.side_bets = side_bets;
    const bool bar = isatty(STDERR_FILENO) != 0;
    if (bar) opt.progress = [hands](std::uint64_t done) { draw_progress(done, hands); };
    strategy::SimulationResult r;
    try {
        r = strategy::simulate_rounds(rules, policy, opt);
    } catch (const std::exception& e) {
        if (bar) std::fprintf(stderr, "\n");
        std::fprintf(stderr, "bjt: %s\n", e.what());
        return 1;
    }
    if (bar) std::fprintf(stderr, "\n");

    const bool fresh = rules.shuffle == ShuffleMode::EveryRound;
    const char* diff_name = difficulty == Difficulty::Easy     ? "easy"
                            : difficulty == Difficulty::Medium ? "medium"
                                                               : "hard";
    const double rounds_to_out = r.credits_mean < 0 ? rules.trivia_start_credits / -r.credits_mean : -1.0;
    if (json) {
        std::printf("{\n  \"preset\": \"%s\",\n  \"rounds\": %llu,\n  \"threads\": %d,\n  \"seed\": %llu,\n",
                    rules.name.c_str(), static_cast<unsigned long long>(r.rounds), threads,
                    static_cast<unsigned long long>(seed));
        std::printf("  \"shuffle\": \"%s\",\n  \"ev_percent\": %.6f,\n  \"std_error_percent\": %.6f,\n",
                    fresh ? "every-round" : "cut-card", 100 * r.mean, 100 * r.std_error);
        std::printf("  \"ci95_percent\": [%.6f, %.6f],\n  \"exact_ev_percent\": %.6f,\n", 100 * r.low95(),
                    100 * r.high95(), 100 * g.ev);
        std::printf("  \"hands_per_second\": %.0f,\n  \"seconds\": %.3f", r.rounds_per_second(), r.seconds);
        if (rules.trivia)
            std::printf(
                ",\n  \"accuracy\": %.4f,\n  \"difficulty\": \"%s\",\n  \"credits_per_round\": %.6f,\n  \"rounds_until_credits_out\": %s",
                accuracy, diff_name, r.credits_mean,
                rounds_to_out < 0 ? "null" : std::to_string(rounds_to_out).c_str());
        print_side_bets_json(rules, side_bets, r);
        std::printf("\n}\n");
        return 0;
    }
    std::printf("%s: %llu rounds on %d thread%s, seed %llu, %s\n", rules.name.c_str(),
                static_cast<unsigned long long>(r.rounds), threads, threads == 1 ? "" : "s",
                static_cast<unsigned long long>(seed),
                fresh ? "fresh shoe every round" : "cut card (the preset's shuffle)");
    std::printf("EV per initial bet: %+.4f%%  (standard error %.4f%%, 95%% interval %+.4f%% to %+.4f%%)\n",
                100 * r.mean, 100 * r.std_error, 100 * r.low95(), 100 * r.high95());
    std::printf("Exact:              %+.4f%%  (fresh shoe every round%s)\n", 100 * g.ev,
                rules.trivia ? ", every answer right" : "");
    std::printf("Speed:              %.0f hands/s (%.2f s)\n", r.rounds_per_second(), r.seconds);
    if (rules.trivia) {
        std::printf("Trivia:             accuracy %.1f%%, %s questions: credits %+.4f per round", 100 * accuracy,
                    diff_name, r.credits_mean);
        if (rounds_to_out > 0)
            std::printf(", about %.0f rounds until %d credits run out\n", rounds_to_out, rules.trivia_start_credits);
        else
            std::printf(" (credits never run out on average)\n");
    }
    print_side_bets_text(rules, side_bets, r);
    return 0;
}

}  // namespace bjt::cli
