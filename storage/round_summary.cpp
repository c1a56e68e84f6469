#include "storage/round_summary.h"

#include "engine/table.h"

namespace bjt::storage {

RoundSummary RoundSummary::from_table(const Table& table, int seat_index) {
    const Seat& seat = table.seat(seat_index);
    RoundSummary s;
    for (int i = 0; i < seat.hand_count; ++i) {
        const PlayerHand& h = seat.hand(i);
        s.hands.push_back({h.outcome, h.net, h.natural(), h.doubled});
        if (h.outcome == Outcome::EvenMoney) s.even_money = true;
    }
    s.splits = seat.hand_count - 1;  // every split adds one hand
    s.insurance_taken = seat.insurance_bet > 0;
    s.insurance_won = seat.insurance_net > 0;
    if (seat.even_money_net != 0) s.even_money = true;
    if (table.rules().mode == GameMode::ThreeBets) {
        const PredictionResult& p = seat.prediction;
        for (Outcome o : p.outcomes) {
            if (o == Outcome::Pending) continue;  // a natural sat out the bets
            ++s.predictions;
            if (o == Outcome::Right) ++s.predictions_right;
        }
        s.bonus = p.bonus;
    }
    s.net = seat.round_bank_delta();
    return s;
}

}  // namespace bjt::storage
