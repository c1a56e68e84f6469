#pragma once
// "Table for several" from the title: how many seats the table has (up to the preset's max_seats), which one is
// the current profile's, who sits at each of the others (a computer player, or another profile of the save: a guest
// who plays from their own bank, in turn on the same keyboard and gamepads), and how each computer player bets and
// (at a trivia table) how often it answers right.
// Sit down seats them all (Session::plan_seats) and plays, as PLAY does; Back keeps the plan for next time. PLAY on
// the title still seats the player alone.
#include <functional>
#include <string>
#include <utility>

#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/session/seat_plan.h"
#include "game/ui/button_panel.h"

namespace bjt::game {

class TableSeatsScene final : public Scene, public Scriptable {
public:
    // `sit_down`: what PLAY does on the title, with the plan in place (false: it could not, the title says why).
    TableSeatsScene(GameContext& ctx, int max_seats, std::function<bool()> sit_down);
    std::string_view name() const override { return "table-seats"; }
    std::string focus_words() const override { return buttons_.focus_words(); }
    std::string notice_words() const override { return news_; }
    bool handle(const InputEvent& e) override;
    void update(float) override {}
    void draw(Painter& p) override;
    std::optional<Point> find_button(std::string_view id) const override;
    // "seats", "my-seat", "seat-N" (its name, style and skill).
    std::string observe(std::string_view what) const override;

private:
    void layout();
    void press(const std::string& id);
    void set_seats(int seats);
    std::string seat_line(int seat) const;
    std::pair<std::string, std::string> seat_words(int seat) const;
    void add_seat_buttons(int seat);
    ComputerSeat fresh_computer() const;
    void next_occupant(int seat);
    void move_me_to(int seat);
    void claim_with(int pad);
    std::string person_name(int seat) const;

    GameContext& ctx_;
    int max_seats_;
    std::function<bool()> sit_down_;
    SeatPlan plan_;
    bool trivia_ = false;
    std::string news_;  // which pad plays for whom, since the last claim (shown and spoken)
    ButtonPanel buttons_;
};

}  // namespace bjt::game
