#include "game/coach/coach_flow.h"

#include <utility>

namespace bjt::game {

CoachFlow::CoachFlow(std::string rules_fingerprint, Advise advise)
    : rules_fingerprint_(std::move(rules_fingerprint)), advise_(std::move(advise)) {}

bool CoachFlow::advises(const Table& table) { return table.rules().mode != GameMode::ThreeBets; }

std::optional<HandQuestion> CoachFlow::hand_question(const Table& t) const {
    if (t.state() != RoundState::PlayerTurn || !advises(t)) return std::nullopt;
    const PlayerHand& h = t.hand(t.active_hand());
    if (h.cards.count() == 0) return std::nullopt;
    HandQuestion q;
    q.rules = t.rules();
    q.fingerprint = rules_fingerprint_;
    for (int i = 0; i < h.cards.count(); ++i) q.cards.push_back(h.cards[i].value());
    q.upcard = t.dealer_up_card().value();
    q.hand_count = t.hand_count();
    // A split hand starts with one card of the pair it came from.
    q.split_from = h.from_split ? h.cards[0].value() : 0;
    q.first_action = !h.acted;
    return q;
}

void CoachFlow::refresh(const Table& table, bool warn_misplay, bool view_idle) {
    const bool wanted = hint_open_ || checking_ || (warn_misplay && view_idle);
    if (!wanted) return;
    const auto q = hand_question(table);
    if (!q) return;
    if (!advice_for_ || !(*advice_for_ == *q)) {
        advice_.reset();
        advice_for_ = q;
    }
    if (!advice_) advice_ = advise_(*q);
}

std::optional<Action> CoachFlow::choose(Action a, const Table& table, bool warn_misplay) {
    // Without advice for this game there is no misplay to warn about, and waiting for values would never end.
    if (!warn_misplay || !advises(table)) return a;
    refresh(table, warn_misplay, true);
    if (!advice_) {
        checking_ = a;  // decided in poll() once the coach has the values
        return std::nullopt;
    }
    checking_.reset();
    // A play worse than the best by more than rounding asks first.
    if (const auto cost = cost_of(a, table); cost && *cost > 1e-9) {
        confirming_ = a;
        return std::nullopt;
    }
    return a;
}

std::optional<Action> CoachFlow::poll(const Table& table, bool warn_misplay, bool view_idle) {
    refresh(table, warn_misplay, view_idle);
    if (!checking_ || !advice_) return std::nullopt;
    return choose(*checking_, table, warn_misplay);
}

std::optional<Action> CoachFlow::confirm() { return std::exchange(confirming_, std::nullopt); }

void CoachFlow::acted() {
    hint_open_ = false;
    checking_.reset();
    confirming_.reset();
}

Action CoachFlow::best_legal(const Table& table) const {
    const ActionSet legal = table.legal_actions();
    Action best = Action::Stand;
    double value = strategy::OptionValues::kUnavailable;
    if (!advice_) return best;
    for (Action a : advice_->ranked())
        if (legal.has(a) && advice_->value(a) > value) best = a, value = advice_->value(a);
    return best;
}

std::optional<double> CoachFlow::cost_of(Action a, const Table& table) const {
    if (!advice_) return std::nullopt;
    const double chosen = advice_->value(a);
    const double best = advice_->value(best_legal(table));
    if (chosen == strategy::OptionValues::kUnavailable) return std::nullopt;
    return best - chosen;
}

}  // namespace bjt::game
