#pragma once
// What watches the table besides the save (the table's stage, which shows it): the Session tells it the rules in
// force, the bank and credits the table starts from when the player sits down (or starts a new run, or cashes
// out), and every table event once the save has it. The Session knows nothing of what it does with them.
#include <string>

#include "engine/action.h"
#include "engine/event.h"
#include "engine/money.h"
#include "engine/rules.h"
#include "game/session/seat_plan.h"

namespace bjt::game {

class TableWatcher {
public:
    virtual ~TableWatcher() = default;
    // The table plays these rules from now on (sitting down, or a change adopted between rounds).
    virtual void rules_changed(const Rules& rules) = 0;
    // The save set the table's bank: show this bank and these credits at once, nothing in play.
    virtual void seated(Cents bank, int credits) = 0;
    // Who sits where (sitting down): the player's seat and the computer players' names.
    virtual void seating_changed(const SeatPlan& plan) = 0;
    // A table of several people: the game turns to the person at `seat` (to bet, or to play their turn), whose
    // bank and credits are these. From here `bank_after` and the round's net below are that seat's.
    virtual void turned_to(int seat, const std::string& name, Cents bank, int credits) = 0;
    // A computer player at `seat` made this choice (after the events it caused): a stand or a declined offer
    // makes no event of its own, so this says what it chose.
    virtual void computer_chose(int seat, Action action) = 0;
    // One table event; `bank_after` and `credits_after` are the player's seat's right after it (another seat's
    // event does not move them). RoundOver's amount is the player's seat's net for the round.
    virtual void on_event(const Event& e, Cents bank_after, int credits_after) = 0;
};

}  // namespace bjt::game
