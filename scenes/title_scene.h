#pragma once
// The title screen: choose a preset (the five shipped, or a user preset), play, options, quit.
#include <string>

#include "rules.h"
#include "scenes/scene.h"
#include "session/game_context.h"
#include "ui/button_panel.h"

namespace bjt::game {

class TitleScene final : public Scene {
public:
    explicit TitleScene(GameContext& ctx);
    std::string_view name() const override { return "title"; }
    bool handle(const InputEvent& e) override;
    void update(float dt) override;
    void draw(Painter& p) override;
    std::optional<Point> find_button(std::string_view id) const override;
    // Ticks until the question bank has loaded, so its size appears without waiting for input.
    bool busy() const override;

    // Loads the selected preset and goes to the betting screen; false (and an error shown) if it fails.
    bool play();

private:
    void layout();
    void press(const std::string& id);

    GameContext& ctx_;
    ButtonPanel buttons_;
    std::string error_;
    float time_ = 0;
};

}  // namespace bjt::game
