// bjt simulate: plays rounds through the game's own engine with the computed strategy and sets the
// measured result beside the exact figure.
#include <unistd.h>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "engine/strategy/game_analysis.h"
#include "engine/strategy/play_policy.h"
#include "engine/strategy/round_simulator.h"
#include "engine/strategy/seated_simulator.h"
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

void print_help() {
    std::printf(
        "usage: bjt simulate --preset NAME|FILE --hands N [--seed S] [--threads T] [--set KEY=VALUE ...] [--json]\n"
        "                    [--accuracy P --difficulty easy|medium|hard] [--side-bet NAME=AMOUNT ...] [--seats N]\n\n"
        "Plays N rounds under the game's rules with the computed basic strategy, T threads (default 2), each\n"
        "with its own shoe seeded from S (default 1) and the thread index: the same seed and thread count give\n"
        "the same result. A round is settled exactly as the game's table settles it (played by the engine's fast\n"
        "round player, tested against the table round by round; by the table itself when side bets are placed).\n"
        "Prints the result per initial bet (mean, standard error, 95%% interval), hands per second and the exact\n"
        "figure beside it. The exact figure is for a fresh shoe every round; add --set shuffle=every-round to\n"
        "compare like with like.\n"
        "Trivia: --accuracy is the chance of a right answer (0..1 or a percentage), --difficulty the level\n"
        "chosen; the credits change per round is reported too.\n"
        "Side bets: --side-bet perfect-pairs=5 or 21+3=5 (repeatable) places them every round; each is reported\n"
        "per unit staked with its 95%% interval beside its exact figure (the main result leaves them out).\n"
        "Seats: --seats N plays N rounds at a table of N seats (1 to the preset's max_seats), dealt in rotation,\n"
        "every seat with the basic strategy, and prints each seat's result; a seat's edge does not depend on how\n"
        "many sit at the table. Side bets are measured at one seat only.\n");
}

// What the command line asked for.
struct SimulateRequest {
    std::string preset_name;
    std::vector<std::string> sets;
    std::uint64_t hands = 0, seed = 1;
    int threads = 2;
    double accuracy = 1.0;
    bool accuracy_given = false;
    Difficulty difficulty = Difficulty::Easy;
    bool json = false;
    SideBetStakes side_bets;
    int seats = 0;  // 0: no --seats (one seat, through the fast player)
};

std::optional<Difficulty> difficulty_named(std::string_view name) {
    if (name == "easy") return Difficulty::Easy;
    if (name == "medium") return Difficulty::Medium;
    if (name == "hard") return Difficulty::Hard;
    return std::nullopt;
}

const char* difficulty_name(Difficulty d) {
    return d == Difficulty::Easy ? "easy" : d == Difficulty::Medium ? "medium" : "hard";
}

// The one option at args[i] into `req`; an empty string when it was good, else what is wrong with it.
std::string take_simulate_option(Args args, std::size_t& i, SimulateRequest& req) {
    bool missing = false;
    if (auto v = take_option(args, i, "--preset", missing)) {
        if (missing) return "--preset needs a preset name or file";
        req.preset_name = std::string(*v);
    } else if (auto s = take_option(args, i, "--set", missing)) {
        if (missing) return "--set needs KEY=VALUE";
        req.sets.emplace_back(*s);
    } else if (auto h = take_option(args, i, "--hands", missing)) {
        if (missing || !parse_number(*h, req.hands) || req.hands == 0) return "--hands needs a whole number above 0";
    } else if (auto sd = take_option(args, i, "--seed", missing)) {
        if (missing || !parse_number(*sd, req.seed)) return "--seed needs a whole number (0 to 2^64-1)";
    } else if (auto t = take_option(args, i, "--threads", missing)) {
        if (missing || !parse_number(*t, req.threads) || req.threads < 1 || req.threads > 256)
            return "--threads needs a whole number from 1 to 256";
    } else if (auto a = take_option(args, i, "--accuracy", missing)) {
        if (missing || !parse_fraction(*a, req.accuracy))
            return "--accuracy needs a chance from 0 to 1 (or 0% to 100%)";
        req.accuracy_given = true;
    } else if (auto d = take_option(args, i, "--difficulty", missing)) {
        if (missing) return "--difficulty needs easy, medium or hard";
        const std::optional<Difficulty> named = difficulty_named(*d);
        if (!named) return "--difficulty needs easy, medium or hard, not '" + std::string(*d) + "'";
        req.difficulty = *named;
    } else if (auto sb = take_option(args, i, "--side-bet", missing)) {
        std::string side_error;
        if (missing) return "--side-bet needs NAME=AMOUNT (NAME: " + side_bet_names() + ")";
        if (!add_side_bet_option(*sb, req.side_bets, side_error)) return side_error;
    } else if (auto st = take_option(args, i, "--seats", missing)) {
        if (missing || !parse_number(*st, req.seats) || req.seats < 1 || req.seats > kMaxSeats)
            return "--seats needs a number of seats from 1 to " + std::to_string(kMaxSeats);
    } else if (args[i] == "--json") {
        req.json = true;
        ++i;
    } else {
        return "unknown argument '" + std::string(args[i]) + "' (try `bjt simulate --help`)";
    }
    return {};
}

// Every option read and the required ones present; an empty string, or what is wrong.
std::string read_simulate_request(Args args, SimulateRequest& req) {
    for (std::size_t i = 0; i < args.size();)
        if (std::string error = take_simulate_option(args, i, req); !error.empty()) return error;
    if (req.preset_name.empty()) return "--preset is required (try `bjt simulate --help`)";
    if (req.hands == 0) return "--hands is required (try `bjt simulate --help`)";
    return {};
}

// What the options ask of these rules and they cannot give; an empty string when nothing.
std::string check_against_rules(const SimulateRequest& req, const Rules& rules) {
    if (req.seats > rules.max_seats)
        return "--seats " + std::to_string(req.seats) + ": the preset '" + req.preset_name + "' seats at most " +
               std::to_string(rules.max_seats) + " (max_seats)";
    if (req.seats > 0 && req.side_bets.any())
        return "--side-bet and --seats together: side bets are measured at one seat (leave out --seats)";
    if (req.accuracy_given && !rules.trivia)
        return "--accuracy applies to trivia mode, and this preset has trivia: false";
    for (SideBet b : kSideBets)
        if (req.side_bets[b] != 0)
            if (const Status s = check_side_bet(rules, b, req.side_bets[b]); !s)
                return "--side-bet " + std::string(side_bet_name(b)) + "=" + format_amount(req.side_bets[b]) + ": " +
                       std::string(describe(s.refusal));
    return {};
}

// Rounds until the trivia credits run out at the measured rate, or -1 when they never do on average.
double rounds_until_credits_out(const Rules& rules, const strategy::SimulationResult& r) {
    return r.credits_mean < 0 ? rules.trivia_start_credits / -r.credits_mean : -1.0;
}

void print_json(const SimulateRequest& req, const Rules& rules, const strategy::GameAnalysis& g,
                const strategy::SimulationResult& r) {
    const bool fresh = rules.shuffle == ShuffleMode::EveryRound;
    const double rounds_to_out = rounds_until_credits_out(rules, r);
    std::printf("{\n  \"preset\": \"%s\",\n  \"rounds\": %llu,\n  \"threads\": %d,\n  \"seed\": %llu,\n",
                rules.name.c_str(), static_cast<unsigned long long>(r.rounds), req.threads,
                static_cast<unsigned long long>(req.seed));
    std::printf("  \"shuffle\": \"%s\",\n  \"ev_percent\": %.6f,\n  \"std_error_percent\": %.6f,\n",
                fresh ? "every-round" : "cut-card", 100 * r.mean, 100 * r.std_error);
    std::printf("  \"ci95_percent\": [%.6f, %.6f],\n  \"exact_ev_percent\": %.6f,\n", 100 * r.low95(), 100 * r.high95(),
                100 * g.ev);
    std::printf("  \"hands_per_second\": %.0f,\n  \"seconds\": %.3f", r.rounds_per_second(), r.seconds);
    if (rules.trivia)
        std::printf(
            ",\n  \"accuracy\": %.4f,\n  \"difficulty\": \"%s\",\n  \"credits_per_round\": %.6f,\n  \"rounds_until_credits_out\": %s",
            req.accuracy, difficulty_name(req.difficulty), r.credits_mean,
            rounds_to_out < 0 ? "null" : std::to_string(rounds_to_out).c_str());
    print_side_bets_json(rules, req.side_bets, r);
    std::printf("\n}\n");
}

void print_text(const SimulateRequest& req, const Rules& rules, const strategy::GameAnalysis& g,
                const strategy::SimulationResult& r) {
    const bool fresh = rules.shuffle == ShuffleMode::EveryRound;
    std::printf("%s: %llu rounds on %d thread%s, seed %llu, %s\n", rules.name.c_str(),
                static_cast<unsigned long long>(r.rounds), req.threads, req.threads == 1 ? "" : "s",
                static_cast<unsigned long long>(req.seed),
                fresh ? "fresh shoe every round" : "cut card (the preset's shuffle)");
    std::printf("EV per initial bet: %+.4f%%  (standard error %.4f%%, 95%% interval %+.4f%% to %+.4f%%)\n",
                100 * r.mean, 100 * r.std_error, 100 * r.low95(), 100 * r.high95());
    std::printf("Exact:              %+.4f%%  (fresh shoe every round%s)\n", 100 * g.ev,
                rules.trivia ? ", every answer right" : "");
    std::printf("Speed:              %.0f hands/s (%.2f s)\n", r.rounds_per_second(), r.seconds);
    if (rules.trivia) {
        const double rounds_to_out = rounds_until_credits_out(rules, r);
        std::printf("Trivia:             accuracy %.1f%%, %s questions: credits %+.4f per round", 100 * req.accuracy,
                    difficulty_name(req.difficulty), r.credits_mean);
        if (rounds_to_out > 0)
            std::printf(", about %.0f rounds until %d credits run out\n", rounds_to_out, rules.trivia_start_credits);
        else
            std::printf(" (credits never run out on average)\n");
    }
    print_side_bets_text(rules, req.side_bets, r);
}

void print_seated_json(const SimulateRequest& req, const Rules& rules, const strategy::GameAnalysis& g,
                       const strategy::SeatedSimulationResult& r) {
    std::printf("{\n  \"preset\": \"%s\",\n  \"rounds\": %llu,\n  \"threads\": %d,\n  \"seed\": %llu,\n",
                rules.name.c_str(), static_cast<unsigned long long>(r.rounds), req.threads,
                static_cast<unsigned long long>(req.seed));
    std::printf("  \"shuffle\": \"%s\",\n  \"exact_ev_percent\": %.6f,\n",
                rules.shuffle == ShuffleMode::EveryRound ? "every-round" : "cut-card", 100 * g.ev);
    std::printf("  \"ev_percent\": %.6f,\n  \"std_error_percent\": %.6f,\n", 100 * r.all.mean, 100 * r.all.std_error);
    std::printf("  \"seats\": [");
    for (std::size_t i = 0; i < r.seats.size(); ++i) {
        const strategy::SeatMeasure& m = r.seats[i];
        std::printf(
            "%s\n    {\"seat\": %zu, \"ev_percent\": %.6f, \"std_error_percent\": %.6f, "
            "\"ci95_percent\": [%.6f, %.6f]}",
            i == 0 ? "" : ",", i + 1, 100 * m.mean, 100 * m.std_error, 100 * m.low95(), 100 * m.high95());
    }
    std::printf("\n  ],\n  \"hands_per_second\": %.0f,\n  \"seconds\": %.3f", r.rounds_per_second(), r.seconds);
    if (rules.trivia) std::printf(",\n  \"credits_per_round\": %.6f", r.credits_mean);
    std::printf("\n}\n");
}

void print_seated_text(const SimulateRequest& req, const Rules& rules, const strategy::GameAnalysis& g,
                       const strategy::SeatedSimulationResult& r) {
    std::printf(
        "%s: %llu rounds at %zu seats on %d thread%s, seed %llu, %s\n", rules.name.c_str(),
        static_cast<unsigned long long>(r.rounds), r.seats.size(), req.threads, req.threads == 1 ? "" : "s",
        static_cast<unsigned long long>(req.seed),
        rules.shuffle == ShuffleMode::EveryRound ? "fresh shoe every round" : "cut card (the preset's shuffle)");
    for (std::size_t i = 0; i < r.seats.size(); ++i) {
        const strategy::SeatMeasure& m = r.seats[i];
        std::printf("Seat %zu EV per initial bet: %+.4f%%  (standard error %.4f%%, 95%% interval %+.4f%% to %+.4f%%)\n",
                    i + 1, 100 * m.mean, 100 * m.std_error, 100 * m.low95(), 100 * m.high95());
    }
    std::printf("Every seat:                %+.4f%%  (standard error %.4f%%)\n", 100 * r.all.mean,
                100 * r.all.std_error);
    std::printf("Exact, one seat:           %+.4f%%  (fresh shoe every round%s)\n", 100 * g.ev,
                rules.trivia ? ", every answer right" : "");
    std::printf("Speed:                     %.0f rounds/s (%.2f s)\n", r.rounds_per_second(), r.seconds);
}

// bjt simulate --seats N: every seat measured at a table of N.
int simulate_seated(const SimulateRequest& req, const Rules& rules, const strategy::GameAnalysis& g,
                    const strategy::PlayPolicy& policy, const strategy::SimulationOptions& opt) {
    strategy::SeatedSimulationResult r;
    try {
        r = strategy::simulate_seated_rounds(rules, policy, opt, req.seats);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bjt: %s\n", e.what());
        return 1;
    }
    if (req.json)
        print_seated_json(req, rules, g, r);
    else
        print_seated_text(req, rules, g, r);
    return 0;
}

}  // namespace

int run_simulate(Args args) {
    if (wants_help(args)) {
        print_help();
        return 0;
    }
    SimulateRequest req;
    if (const std::string error = read_simulate_request(args, req); !error.empty()) return usage_error(error);
    std::string error;
    const auto preset = load_preset_with_overrides(req.preset_name, req.sets, error);
    if (!preset) return usage_error(error);
    const Rules& rules = preset->rules;
    if (const std::string wrong = check_against_rules(req, rules); !wrong.empty()) return usage_error(wrong);

    const strategy::GameAnalysis g = strategy::analyze_game(rules, req.threads);
    if (!g.supported) return usage_error("cannot simulate " + rules.name + ": " + g.unsupported_reason);
    const strategy::PlayPolicy policy(g);
    strategy::SimulationOptions opt;
    opt.rounds = req.hands;
    opt.seed = req.seed;
    opt.threads = req.threads;
    opt.accuracy = req.accuracy;
    opt.difficulty = req.difficulty;
    opt.side_bets = req.side_bets;
    if (req.seats > 0) return simulate_seated(req, rules, g, policy, opt);
    const bool bar = isatty(STDERR_FILENO) != 0;
    if (bar) opt.progress = [hands = req.hands](std::uint64_t done) { draw_progress(done, hands); };
    strategy::SimulationResult r;
    try {
        r = strategy::simulate_rounds(rules, policy, opt);
    } catch (const std::exception& e) {
        if (bar) std::fprintf(stderr, "\n");
        std::fprintf(stderr, "bjt: %s\n", e.what());
        return 1;
    }
    if (bar) std::fprintf(stderr, "\n");
    if (req.json)
        print_json(req, rules, g, r);
    else
        print_text(req, rules, g, r);
    return 0;
}

}  // namespace bjt::cli
