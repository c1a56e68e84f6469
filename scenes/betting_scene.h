#pragma once
// Betting: chips onto the spot (place / undo / clear / rebet / max), the table limits shown and enforced
// through bjt::bet_limits, then the deal. Three-bets tables have no base bet: the deal starts the round.
// Where the preset offers side bets, their spots sit beside the main one: a click on a spot makes it where the
// chips go (betting_side_bets.cpp), within the side bet's own limits.
#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/money.h"
#include "engine/side_bets.h"
#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"
#include "game/ui/confirm_dialog.h"
#include "game/ui/corner_button.h"
#include "game/view/felt_tips.h"

namespace bjt::game {

// A person betting on a gamepad of their own while the screen serves another (betting_pads.cpp): the chip chosen
// and the chips put on, shown on their plate.
struct PadBet {
    std::size_t chip = 0;  // into the table's chips
    std::vector<Cents> chips;
};
using PadBets = std::map<int, PadBet>;  // by seat

class BettingScene final : public Scene, public Scriptable {
public:
    // `arrival`: words shown as the screen opens (a person who left a table of several); `pad_bets`: the bets being
    // made on gamepads when the last betting screen gave way to this one.
    explicit BettingScene(GameContext& ctx, std::string arrival = {}, PadBets pad_bets = {});
    std::string_view name() const override { return "betting"; }
    bool serves_a_seat() const override { return true; }
    // Another person's own gamepad: ◀ ▶ choose a chip, A puts it on, B takes the last one off, Start says ready (and
    // takes a bet back to change it).
    bool handle_other_seat(int seat, const InputEvent& e) override;
    std::string focus_words() const override { return confirm_.open() ? confirm_.words() : buttons_.focus_words(); }
    std::string tip_words() const override { return tips_.words(); }
    // Why a bet was refused, or news of the table (a person who left it): what the screen's message line shows.
    std::string notice_words() const override { return message_time_ > 0 ? message_ : std::string(); }
    bool handle(const InputEvent& e) override;
    void update(float dt) override;
    void draw(Painter& p) override;
    bool busy() const override;
    std::optional<Point> find_button(std::string_view id) const override;
    std::string observe(std::string_view what) const override;

    Cents bet() const;

private:
    void layout();
    void press(const std::string& id);
    void add_chip(Cents value);
    void set_bet(Cents amount);
    void deal();
    void cash_out();
    void refuse(std::string why);
    void bet_changed();  // after every change of the main bet: the spot, the buttons, stale messages
    bool can_rebet() const;
    std::string why_no_deal() const;
    // Side bets (betting_side_bets.cpp).
    void add_side_bet_buttons();
    bool add_side_chip(Cents value);  // false when the chips go to the main spot
    void undo_side_chip();
    void clear_side_bets();
    void set_side_bets(const SideBetStakes& stakes);  // the side spots' chips made up again, as set_bet() does
    SideBetStakes last_side_bets() const;
    std::string why_no_rebet() const;
    SideBetStakes side_bets() const;
    void draw_side_bets(Painter& p) const;
    // Bets on the others' gamepads (betting_pads.cpp).
    void pad_bet_input(int seat, PadBet& bet, const InputEvent& e);
    void pad_ready(int seat, const PadBet& bet);
    void take_pad_bet();  // the person served now was betting on their pad: their chips come to the screen
    void tell(std::string news);
    void draw_pad_bets(Painter& p) const;

    GameContext& ctx_;
    FeltTips tips_;  // what the felt's rules and the side bets' spots mean, pointed at or focused
    ConfirmDialog confirm_;  // "Cash out with 140 pts?" before a Cash Out ends the run
    ButtonPanel buttons_;
    CornerButton fairness_button_;
    CornerButton guide_button_;  // the table guide, before the deal as during it
    std::vector<Cents> chips_placed_;  // in order, for undo
    std::optional<SideBet> target_;  // where chips go: a side-bet spot, or the main spot
    std::array<std::vector<Cents>, kSideBetCount> side_chips_{};
    std::string side_bet_coach_;  // the side bets' house edges, worked out once
    std::string message_;
    float message_time_ = 0;
    bool message_is_news_ = false;  // the arrival's words, not a refusal
    PadBets pad_bets_;
};

}  // namespace bjt::game
