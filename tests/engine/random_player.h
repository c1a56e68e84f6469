#pragma once
// Plays rounds with random legal choices: random bets within the limits, random actions, random
// answers and predictions. Shared by the property tests and the engine benchmark.
#include <cstdint>

#include "engine/rng.h"
#include "engine/table.h"

namespace bjt::test {

class RandomPlayer {
public:
    explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}

    // A bet: the minimum most of the time, sometimes anything up to the maximum, in whole steps.
    Cents choose_bet(const Table& t) {
        const BetLimits l = t.bet_limits();
        const Cents step = t.rules().bet_step;
        if (rng_.below(4) != 0) return l.min;
        const Cents steps = (l.max - l.min) / step;
        const auto span = static_cast<std::uint32_t>(std::min<Cents>(steps, 1'000'000));
        return l.min + static_cast<Cents>(rng_.below(span + 1)) * step;
    }

    // Side bets beside `bet`: each offered one half of the time, anything from its minimum to its maximum in whole
    // steps, as far as the bank left after the base bet covers it.
    SideBetStakes choose_side_bets(const Table& t, Cents bet) {
        SideBetStakes stakes;
        Cents left = t.bank() - bet;
        const Cents step = t.rules().bet_step;
        for (SideBet b : kSideBets) {
            const SideBetRule rule = side_bet_rule(t.rules(), b);
            const Cents max = std::min(rule.max, left) / step * step;
            if (!rule.offered || max < rule.min || rng_.below(2) == 0) continue;
            const auto span = static_cast<std::uint32_t>(std::min<Cents>((max - rule.min) / step, 1'000'000));
            stakes[b] = rule.min + static_cast<Cents>(rng_.below(span + 1)) * step;
            left -= stakes[b];
        }
        return stakes;
    }

    // One step of the round with a random legal choice. Returns the request's status.
    Status step(Table& t) {
        switch (t.state()) {
            case RoundState::QuestionPending:
                return t.answer(static_cast<Difficulty>(rng_.below(3)), rng_.below(4) != 0);
            case RoundState::Predictions: {
                Prediction p;
                p.winner = rng_.below(2) ? Winner::Player : Winner::Dealer;
                // The true totals half of the time, so that every bet outcome and the bonus happen.
                const bool honest = rng_.below(2) == 0;
                p.player_value = honest ? t.hand(0).cards.total() : 12 + static_cast<int>(rng_.below(14));
                p.dealer_value = honest ? t.dealer().total() : 12 + static_cast<int>(rng_.below(14));
                return t.predict(p);
            }
            default: {
                const ActionSet legal = t.legal_actions();
                const int n = legal.size();
                if (n == 0) return {Refusal::NotOfferedNow};
                auto pick = static_cast<int>(rng_.below(static_cast<std::uint32_t>(n)));
                for (int i = 0; i < kActionCount; ++i) {
                    const auto a = static_cast<Action>(i);
                    if (legal.has(a) && pick-- == 0) return t.act(a);
                }
                return {Refusal::NotOfferedNow};
            }
        }
    }

private:
    Rng rng_;
};

}  // namespace bjt::test
