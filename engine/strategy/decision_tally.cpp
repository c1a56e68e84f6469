#include "engine/strategy/decision_tally.h"

#include "engine/table.h"

namespace bjt::strategy {

void DecisionTally::decided(const Table& table, Action action, const DecisionScore& d) {
    const bool asks_question = table.rules().trivia && table.state() == RoundState::PlayerTurn &&
                               (action == Action::Hit || action == Action::Double);
    if (asks_question)
        waiting_ = d;
    else
        tally_.add(d);
}

void DecisionTally::question_answered() {
    if (waiting_) tally_.add(*waiting_);
    waiting_.reset();
}

}  // namespace bjt::strategy
