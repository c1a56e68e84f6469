#pragma once
// The random choices the recorded test sessions make (fair_session.cpp, seated_session.cpp): one legal action, and
// three-bets predictions, drawn from the session's own Rng so a seed plays the same way every run.
#include <cstdint>
#include <optional>

#include "engine/rng.h"
#include "engine/table.h"

namespace bjt::test {

// One of the actions the table takes now, each as likely; nullopt when it takes none.
inline std::optional<Action> random_legal_action(const Table& table, Rng& rng) {
    const ActionSet legal = table.legal_actions();
    if (legal.empty()) return std::nullopt;
    auto pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())));
    for (int i = 0; i < kActionCount; ++i)
        if (legal.has(static_cast<Action>(i)) && pick-- == 0) return static_cast<Action>(i);
    return std::nullopt;
}

// A three-bets prediction for the seat in turn: a winner at random, its hand's total as it stands, a dealer value.
inline Prediction random_prediction(const Table& table, Rng& rng) {
    Prediction p;
    p.winner = rng.below(2) ? Winner::Player : Winner::Dealer;
    p.player_value = table.hand(0).cards.total();
    p.dealer_value = 12 + static_cast<int>(rng.below(14));
    return p;
}

}  // namespace bjt::test
