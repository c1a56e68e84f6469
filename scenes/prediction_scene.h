#pragma once
// Three-bets: after the cards, the player bets on who won and on both values (no totals are ever shown),
// then Table::predict; the view shows the dealer's report of which bets were right.
#include "engine/three_bets.h"
#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"

namespace bjt::game {

class PredictionScene final : public Scene, public Scriptable {
public:
    explicit PredictionScene(GameContext& ctx);
    std::string_view name() const override { return "prediction"; }
    bool serves_a_seat() const override { return true; }
    std::string focus_words() const override { return buttons_.focus_words(); }
    bool handle(const InputEvent& e) override;
    void update(float dt) override;
    void draw(Painter& p) override;
    bool opaque() const override { return false; }
    std::optional<Point> find_button(std::string_view id) const override;

    const Prediction& prediction() const { return prediction_; }

private:
    void layout();
    void press(const std::string& id);

    GameContext& ctx_;
    ButtonPanel buttons_;
    Prediction prediction_{Winner::Player, 18, 18};
    bool chosen_winner_ = false;
    bool done_ = false;
};

}  // namespace bjt::game
