#include "engine/strategy/seated_simulator.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <stdexcept>
#include <thread>

#include "engine/strategy/simulated_answers.h"
#include "engine/strategy/thread_seeds.h"
#include "engine/table.h"

namespace bjt::strategy {
namespace {

struct Sums {
    double sum = 0.0, sum_sq = 0.0;
    void add(double x) { sum += x, sum_sq += x * x; }
    SeatMeasure measure(double n) const {
        if (n <= 0) return {};
        const double mean = sum / n;
        return {mean, std::sqrt(std::max(0.0, sum_sq / n - mean * mean) / n)};
    }
};

// One thread's totals, seat by seat; a cache line apart from the next thread's.
struct alignas(64) SeatedTotals {
    std::uint64_t rounds = 0;
    std::vector<Sums> seats;
    Sums table;  // each round's result summed over the seats: the seats of a round share the dealer's hand
    std::int64_t credits = 0;
    bool failed = false;
};

// Plays one round at every seat with the policy; false when the table refuses something (a bug, not a result).
bool play_seated_round(Table& table, const PlayPolicy& policy, SimulatedAnswers& answers,
                       const std::vector<SeatBet>& bets) {
    if (!table.begin_round(bets).ok()) return false;
    for (int guard = 0; table.state() != RoundState::RoundOver; ++guard) {
        Status s;
        if (table.state() == RoundState::QuestionPending)
            s = table.answer(answers.difficulty(), answers.next_right());
        else if (table.state() == RoundState::PlayerTurn)
            s = table.act_first_allowed(policy.player_options(table));
        else
            s = table.act(policy.decide(table));
        if (!s.ok() || guard > 200 * kMaxSeats) return false;
    }
    return true;
}

void run_seated_thread(const Rules& rules, const PlayPolicy& policy, const SimulationOptions& opt, int seats,
                       int thread, std::uint64_t rounds, SeatedTotals& out) {
    const ThreadSeeds seeds = thread_seeds(opt.seed, thread);
    Table table(rules, Shoe(rules.decks, seeds.shoe, rules.cut_card, rules.penetration_percent));
    SimulatedAnswers answers(seeds.answers, opt.accuracy, opt.difficulty);
    const SimulationStakes stakes = simulation_stakes(rules);
    const int start_credits = rules.trivia ? rules.trivia_start_credits : 0;
    std::vector<int> credits(static_cast<std::size_t>(seats), start_credits);
    const std::vector<SeatBet> bets(static_cast<std::size_t>(seats), SeatBet{.bet = stakes.bet});
    out.seats.assign(static_cast<std::size_t>(seats), Sums{});
    if (!table.set_seat_count(seats).ok()) {
        out.failed = true;
        return;
    }
    const double per_bet = 1.0 / static_cast<double>(stakes.bet);
    for (std::uint64_t r = 0; r < rounds; ++r) {
        for (int s = 0; s < seats; ++s) {  // every seat starts from the same bank; credits run on, refilled at 0
            int& c = credits[static_cast<std::size_t>(s)];
            if (rules.trivia && c <= 0) c = start_credits;
            if (!table.reset_seat(s, stakes.bank, c).ok()) return void(out.failed = true);
        }
        if (!play_seated_round(table, policy, answers, bets)) return void(out.failed = true);
        double round_total = 0.0;
        for (int s = 0; s < seats; ++s) {
            const Seat& seat = table.seat(s);
            const double x = static_cast<double>(seat.round_bank_delta()) * per_bet;
            out.seats[static_cast<std::size_t>(s)].add(x);
            round_total += x;
            credits[static_cast<std::size_t>(s)] += seat.round_credits_delta();
            out.credits += seat.round_credits_delta();
        }
        out.table.add(round_total);
        ++out.rounds;
    }
}

}  // namespace

SeatedSimulationResult simulate_seated_rounds(const Rules& rules, const PlayPolicy& policy,
                                              const SimulationOptions& opt, int seats) {
    if (seats < 1 || seats > rules.max_seats) throw std::runtime_error("the rules do not seat that many players");
    if (opt.side_bets.any()) throw std::runtime_error("side bets are measured at one seat, not at a table of seats");
    const auto start = std::chrono::steady_clock::now();
    const int threads = std::max(1, opt.threads);
    std::vector<SeatedTotals> totals(static_cast<std::size_t>(threads));
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) {
        const std::uint64_t share =
            opt.rounds / threads + (static_cast<std::uint64_t>(t) < opt.rounds % threads ? 1 : 0);
        pool.emplace_back(run_seated_thread, std::cref(rules), std::cref(policy), std::cref(opt), seats, t, share,
                          std::ref(totals[static_cast<std::size_t>(t)]));
    }
    for (auto& t : pool) t.join();

    SeatedSimulationResult res;
    res.bet = simulation_stakes(rules).bet;
    std::vector<Sums> per_seat(static_cast<std::size_t>(seats));
    Sums table;
    std::int64_t credits = 0;
    for (const SeatedTotals& t : totals) {
        if (t.failed) throw std::runtime_error("a simulated round was refused by the table (policy bug or bad stakes)");
        res.rounds += t.rounds;
        credits += t.credits;
        table.sum += t.table.sum, table.sum_sq += t.table.sum_sq;
        for (std::size_t s = 0; s < per_seat.size(); ++s)
            per_seat[s].sum += t.seats[s].sum, per_seat[s].sum_sq += t.seats[s].sum_sq;
    }
    const double n = static_cast<double>(res.rounds);
    for (const Sums& s : per_seat) res.seats.push_back(s.measure(n));
    // Per seat and round, from each round's total over the seats, whose error counts that the seats of a round are
    // not independent (they share the dealer's hand).
    const SeatMeasure per_round = table.measure(n);
    res.all = {per_round.mean / seats, per_round.std_error / seats};
    res.credits_mean = n > 0 ? static_cast<double>(credits) / (n * seats) : 0.0;
    res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return res;
}

}  // namespace bjt::strategy
