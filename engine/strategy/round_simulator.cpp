#include "engine/strategy/round_simulator.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <stdexcept>
#include <thread>
#include <vector>

#include "engine/bet_limits.h"
#include "engine/strategy/fast_round_player.h"
#include "engine/strategy/simulated_answers.h"
#include "engine/strategy/thread_seeds.h"
#include "engine/table.h"

namespace bjt::strategy {
namespace {

struct SideBetTotals {
    double sum = 0.0, sum_sq = 0.0;
    std::uint64_t hits = 0;
};

// One cache line each (alignas): the threads' totals sit side by side in one vector, and the progress loop reads
// `failed` while the threads run; no thread's write may touch a line another thread works on.
struct alignas(64) ThreadTotals {
    std::uint64_t rounds = 0;
    double sum = 0.0, sum_sq = 0.0;
    std::array<SideBetTotals, kSideBetCount> side{};
    std::int64_t credits = 0;
    std::uint64_t refills = 0;
    bool failed = false;
};

// Adds the round's side-bet results (per unit staked) to the totals; returns their net in cents.
Cents add_side_bets(const Table& table, const SideBetStakes& placed, ThreadTotals& acc) {
    Cents net = 0;
    for (SideBet b : kSideBets) {
        if (placed[b] == 0) continue;
        const SideBetResult& r = table.side_bet(b);
        const double x = static_cast<double>(r.net) / static_cast<double>(placed[b]);
        SideBetTotals& t = acc.side[static_cast<std::size_t>(b)];
        t.sum += x, t.sum_sq += x * x, t.hits += r.net > 0 ? 1 : 0;
        net += r.net;
    }
    return net;
}

// The policy's decision, taken: a player turn through act_first_allowed() (each option checked once), an offer
// through decide() and act().
Status play_decision(Table& table, const PlayPolicy& policy) {
    if (table.state() == RoundState::PlayerTurn) [[likely]]
        return table.act_first_allowed(policy.player_options(table));
    return table.act(policy.decide(table));
}

// One round through a Table: the policy's decisions, the simulated answers, the side bets' results added to `acc`.
// The bank's change is the base bet's result (the side bets' net taken out).
bool play_table_round(Table& table, const PlayPolicy& policy, SimulatedAnswers& answers, const SimulationOptions& opt,
                      SimulationStakes stakes, int credits, RoundChange& change, ThreadTotals& acc) {
    if (!table.reset_session(stakes.bank, credits).ok() || !table.begin_round(stakes.bet, opt.side_bets).ok())
        return false;
    int guard = 0;
    while (table.state() != RoundState::RoundOver) {
        if (table.state() == RoundState::QuestionPending) {
            if (!table.answer(answers.difficulty(), answers.next_right()).ok())
                return false;  // a question pending always takes an answer: a bug, not a result
        } else if (!play_decision(table, policy).ok() || ++guard > 200) {
            return false;  // the policy asked for something refused: a bug, not a result
        }
    }
    const Cents side_net = opt.side_bets.any() ? add_side_bets(table, opt.side_bets, acc) : 0;
    change = {table.round_bank_delta() - side_net, table.round_credits_delta()};
    return true;
}

// A thread's rounds, each played by `play_round(credits, change, acc)`, with the credits refilled when they run out
// (trivia) and the results summed.
template <class PlayRound>
void play_rounds(const Rules& rules, SimulationStakes stakes, std::uint64_t rounds, std::atomic<std::uint64_t>& done,
                 ThreadTotals& out, PlayRound play_round) {
    const bool trivia = rules.trivia;
    const int start_credits = trivia ? rules.trivia_start_credits : 0;
    int credits = start_credits;
    const double per_bet = 1.0 / static_cast<double>(stakes.bet);
    std::uint64_t since_report = 0;
    // The totals build up in locals and reach `out` once at the end: the threads' ThreadTotals sit side by side
    // in one vector, and writing them every round would bounce a shared cache line between the cores.
    ThreadTotals acc;
    for (std::uint64_t r = 0; r < rounds; ++r) {
        if (trivia && credits <= 0) {
            credits = start_credits;
            ++acc.refills;
        }
        RoundChange change;
        if (!play_round(credits, change, acc)) {
            out.failed = true;
            return;
        }
        const double x = static_cast<double>(change.bank) * per_bet;
        acc.sum += x;
        acc.sum_sq += x * x;
        acc.credits += change.credits;
        credits += change.credits;
        ++acc.rounds;
        if (++since_report == 4096) {
            done.fetch_add(since_report, std::memory_order_relaxed);
            since_report = 0;
        }
    }
    out.rounds = acc.rounds, out.sum = acc.sum, out.sum_sq = acc.sum_sq, out.side = acc.side;
    out.credits = acc.credits, out.refills = acc.refills;
    done.fetch_add(since_report, std::memory_order_relaxed);
}

// A thread's rounds through the fast player built for exactly the rules' RoundFeatures. Each is a function of its
// own (noinline), with the round inlined into its loop (always_inline on the lambda): run_thread() with all four
// loops inlined into it, or a loop that calls its round, measured 20-25 instructions a round more.
template <unsigned Features>
[[gnu::noinline]] void play_fast(const Rules& rules, const PlayPolicy& policy, Shoe shoe, SimulatedAnswers answers,
                                 SimulationStakes stakes, std::uint64_t rounds, std::atomic<std::uint64_t>& done,
                                 ThreadTotals& out) {
    BasicFastRoundPlayer<Features> player(rules, policy, std::move(shoe), answers);
    const auto round = [&](int credits, RoundChange& change, ThreadTotals&) __attribute__((always_inline)) {
        return player.play(stakes.bank, credits, stakes.bet, change);
    };
    play_rounds(rules, stakes, rounds, done, out, round);
}

// A thread's share: through FastRoundPlayer where it plays the rules and no side bet is placed (the same results,
// tests/strategy/test_fast_round_player.cpp), else through a Table. Each thread's shoe and answers are seeded
// from the seed and the thread index.
void run_thread(const Rules& rules, const PlayPolicy& policy, const SimulationOptions& opt, SimulationStakes stakes,
                int thread, std::uint64_t rounds, std::atomic<std::uint64_t>& done, ThreadTotals& out) {
    const ThreadSeeds seeds = thread_seeds(opt.seed, thread);
    Shoe shoe(rules.decks, seeds.shoe, rules.cut_card, rules.penetration_percent);
    SimulatedAnswers answers(seeds.answers, opt.accuracy, opt.difficulty);
    if (FastRoundPlayer::supports(rules) && !opt.side_bets.any()) {
        // The bank and bet are the same every round: the checks a Table makes of them are made once.
        Table check(rules, Shoe::stacked({}));
        if (!check.reset_session(stakes.bank, rules.trivia ? rules.trivia_start_credits : 0).ok() ||
            !check.check_bet(stakes.bet).ok()) {
            out.failed = true;
            return;
        }
        return with_round_features(round_features(rules), [&](auto features) {
            play_fast<decltype(features)::value>(rules, policy, std::move(shoe), answers, stakes, rounds, done, out);
        });
    }
    Table table(rules, std::move(shoe));
    play_rounds(rules, stakes, rounds, done, out, [&](int credits, RoundChange& change, ThreadTotals& acc) {
        return play_table_round(table, policy, answers, opt, stakes, credits, change, acc);
    });
}

}  // namespace

SimulationStakes simulation_stakes(const Rules& rules) {
    const Cents step = std::max<Cents>(rules.bet_step, 1);
    // Ten steps at least: 3:2, 6:5 and half-bets then pay whole cents.
    Cents bet = std::max<Cents>(rules.min_bet, 10 * step);
    bet = (bet + 10 * step - 1) / (10 * step) * (10 * step);
    if (rules.max_bet > 0 && bet > rules.max_bet) bet = std::max<Cents>(rules.min_bet, rules.max_bet / step * step);
    Cents bank = bet * 1000;
    if (rules.min_bet_percent > 0) bank = bet * 100 / rules.min_bet_percent;  // the largest bank with bet >= min%
    for (int tries = 0; tries < 64 && !(bet_limits(rules, bank).min <= bet && bet <= bet_limits(rules, bank).max);
         ++tries)
        bank = bank * 9 / 10;
    return {bet, bank};
}

SimulationResult simulate_rounds(const Rules& rules, const PlayPolicy& policy, const SimulationOptions& opt) {
    const auto start = std::chrono::steady_clock::now();
    const SimulationStakes stakes = simulation_stakes(rules);
    const int threads = std::max(1, opt.threads);
    std::vector<ThreadTotals> totals(static_cast<std::size_t>(threads));
    alignas(64) std::atomic<std::uint64_t> done{0};  // a line of its own: every thread adds to it now and then
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) {
        const std::uint64_t share =
            opt.rounds / threads + (static_cast<std::uint64_t>(t) < opt.rounds % threads ? 1 : 0);
        pool.emplace_back(run_thread, std::cref(rules), std::cref(policy), std::cref(opt), stakes, t, share,
                          std::ref(done), std::ref(totals[static_cast<std::size_t>(t)]));
    }
    if (opt.progress) {
        while (done.load(std::memory_order_relaxed) < opt.rounds) {
            bool any_failed = false;
            for (const auto& t : totals) any_failed = any_failed || t.failed;
            if (any_failed) break;
            opt.progress(done.load(std::memory_order_relaxed));
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
    }
    for (auto& t : pool) t.join();
    if (opt.progress) opt.progress(done.load());

    SimulationResult res;
    res.bet = stakes.bet;
    double sum = 0, sum_sq = 0;
    std::array<SideBetTotals, kSideBetCount> side{};
    std::int64_t credits = 0;
    for (const auto& t : totals) {
        if (t.failed) throw std::runtime_error("a simulated round was refused by the table (policy bug or bad stakes)");
        res.rounds += t.rounds;
        sum += t.sum;
        sum_sq += t.sum_sq;
        credits += t.credits;
        for (std::size_t b = 0; b < side.size(); ++b) {
            side[b].sum += t.side[b].sum, side[b].sum_sq += t.side[b].sum_sq, side[b].hits += t.side[b].hits;
        }
        res.credit_refills += t.refills;
    }
    if (res.rounds > 0) {
        const double n = static_cast<double>(res.rounds);
        res.mean = sum / n;
        const double var = std::max(0.0, sum_sq / n - res.mean * res.mean);
        res.std_error = std::sqrt(var / n);
        res.credits_mean = static_cast<double>(credits) / n;
        for (std::size_t b = 0; b < side.size(); ++b) {
            SideBetMeasure& m = res.side_bets[b];
            m.mean = side[b].sum / n;
            m.std_error = std::sqrt(std::max(0.0, side[b].sum_sq / n - m.mean * m.mean) / n);
            m.hit_frequency = static_cast<double>(side[b].hits) / n;
        }
    }
    res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return res;
}

}  // namespace bjt::strategy
