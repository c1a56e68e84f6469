#pragma once
// The table as the player sees it, owned beside the Session (by the App) and handed to the scenes in the
// GameContext: the TableView, told of the seat through the TableWatcher interface, so the Session names no view.
// Settings that change how it plays (sound, reduced motion) reach it when they change.
#include "game/session/table_watcher.h"
#include "game/view/table_view.h"

namespace bjt::game {

class SoundBank;

class TableStage final : public TableWatcher {
public:
    TableView& view() { return view_; }
    const TableView& view() const { return view_; }

    void set_sound(SoundBank* sound) { view_.set_sound(sound); }
    void set_reduced_motion(bool on) { view_.set_reduced_motion(on); }

    void rules_changed(const Rules& rules) override { view_.set_rules(rules); }
    void seated(Cents bank, int credits) override { view_.reset(bank, credits); }
    void seating_changed(const SeatPlan& plan) override { view_.set_seating(plan); }
    void computer_chose(int seat, Action action) override { view_.seat_chose(seat, action); }
    void turned_to(int seat, const std::string&, Cents bank, int credits) override {
        view_.turn_to_seat(seat, bank, credits);
    }
    void on_event(const Event& e, Cents bank_after, int credits_after) override {
        view_.on_event(e, bank_after, credits_after);
    }

private:
    TableView view_;
};

}  // namespace bjt::game
