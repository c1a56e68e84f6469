#pragma once
// What watches the seat besides the save (the table's stage, which shows it): the Session tells it the rules in
// force, the bank and credits the table starts from when the player sits down (or starts a new run, or cashes
// out), and every table event once the save has it. The Session knows nothing of what it does with them.
#include "engine/event.h"
#include "engine/money.h"
#include "engine/rules.h"

namespace bjt::game {

class TableWatcher {
public:
    virtual ~TableWatcher() = default;
    // The table plays these rules from now on (sitting down, or a change adopted between rounds).
    virtual void rules_changed(const Rules& rules) = 0;
    // The save set the table's bank: show this bank and these credits at once, nothing in play.
    virtual void seated(Cents bank, int credits) = 0;
    // One table event; `bank_after` and `credits_after` are the table's right after it.
    virtual void on_event(const Event& e, Cents bank_after, int credits_after) = 0;
};

}  // namespace bjt::game
