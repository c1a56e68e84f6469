#pragma once
// The bank figure in the HUD, counted as chips fly rather than jumping: towards the engine's bank after the step
// playing now, less the chips being bet on the betting screen (counted out over a short tween of their own).
// While it counts it shows whole units at a table whose amounts are whole units (whole_units()), and the exact
// figure once it has landed.
#include <memory>

#include "engine/money.h"
#include "engine/rules.h"
#include "game/anim/tween.h"

namespace bjt::game {

class BankCounter {
public:
    // At this figure now, nothing counting (a new session, a round's end).
    void land(Cents bank);
    // The figure the step playing now ends at (the engine's bank after it), and the tween that counts to it.
    void aim(Cents bank) { target_ = bank; }
    std::unique_ptr<Tween> count_to(Cents bank, float seconds);

    // The betting screen's chips count out of the bank from wherever the count is now, so a fast clicker's
    // chips add up without the figure jumping back.
    void count_pending(Cents total, float seconds);
    // The deal took them: the engine's bank says it now.
    void settle_pending(Cents total);
    void forget_pending();  // a new session: nothing is being bet
    bool counting_pending() const { return pending_count_ != nullptr; }
    void update(float dt, bool instant);

    // `pending`: the betting screen's chips now (ShownTable::pending_total()).
    Cents shown(Cents pending, const Rules& rules) const;

private:
    float shown_ = 0;
    Cents target_ = 0;  // where shown_ is going (the engine's bank after the step counting now)
    float pending_shown_ = 0;  // the betting screen's chips counted out of the bank so far
    std::unique_ptr<Tween> pending_count_;
};

}  // namespace bjt::game
