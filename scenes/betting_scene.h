#pragma once
// Betting: chips onto the spot (place / undo / clear / rebet / max), the table limits shown and enforced
// through bjt::bet_limits, then the deal. Three-bets tables have no base bet: the deal starts the round.
#include <string>
#include <vector>

#include "engine/money.h"
#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"

namespace bjt::game {

class BettingScene final : public Scene, public Scriptable {
public:
    explicit BettingScene(GameContext& ctx);
    std::string_view name() const override { return "betting"; }
    bool handle(const InputEvent& e) override;
    void update(float dt) override;
    void draw(Painter& p) override;
    bool busy() const override;
    std::optional<Point> find_button(std::string_view id) const override;

    Cents bet() const;

private:
    void layout();
    void press(const std::string& id);
    void add_chip(Cents value);
    void set_bet(Cents amount);
    void deal();
    void cash_out();
    void refuse(std::string why);

    GameContext& ctx_;
    ButtonPanel buttons_;
    std::vector<Cents> chips_placed_;  // in order, for undo
    std::string message_;
    float message_time_ = 0;
};

}  // namespace bjt::game
