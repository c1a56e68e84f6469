#include "storage/round_summary.h"

#include "engine/table.h"

namespace bjt::storage {

RoundSummary RoundSummary::from_table(const Table& table) {
    RoundSummary s;
    for (int i = 0; i < table.hand_count(); ++i) {
        const PlayerHand& h = table.hand(i);
        s.hands.push_back({h.outcome, h.net, h.natural(), h.doubled});
        if (h.outcome == Outcome::EvenMoney) s.even_money = true;
    }
    s.splits = table.hand_count() - 1;  // every split adds one hand
    s.insurance_taken = table.insurance_bet() > 0;
    s.insurance_won = table.insurance_net() > 0;
    if (table.even_money_net() != 0) s.even_money = true;
    if (table.rules().mode == GameMode::ThreeBets) {
        const PredictionResult& p = table.prediction_result();
        for (Outcome o : p.outcomes) {
            if (o == Outcome::Pending) continue;  // a natural sat out the bets
            ++s.predictions;
            if (o == Outcome::Right) ++s.predictions_right;
        }
        s.bonus = p.bonus;
    }
    s.net = table.round_bank_delta();
    return s;
}

}  // namespace bjt::storage
