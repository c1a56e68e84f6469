#pragma once
// Options: a Dear ImGui window with the display and sound settings, over whatever scene opened it.
#include "scenes/scene.h"
#include "session/game_context.h"

namespace bjt::game {

class OptionsScene final : public Scene {
public:
    explicit OptionsScene(GameContext& ctx) : ctx_(ctx) {}
    std::string_view name() const override { return "options"; }
    bool handle(const InputEvent& e) override;
    void update(float) override {}
    void draw(Painter& p) override;
    void gui() override;
    bool opaque() const override { return false; }

private:
    void close();
    GameContext& ctx_;
    bool closing_ = false;
};

}  // namespace bjt::game
