#pragma once
// The end of a session: the preset's message (Rules::game_over_message: "GAME OVER", "House Wins!",
// "Play again?"), how it went, and what the message offers. A message that asks ("Play again?") offers
// Yes (a new run at the starting bank, saved through SaveGame::new_run) and No (the title); any other
// ends at the title, where the next Play starts the new run.
#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"

namespace bjt::game {

class GameOverScene final : public Scene, public Scriptable {
public:
    explicit GameOverScene(GameContext& ctx);
    std::string_view name() const override { return "game-over"; }
    std::string focus_words() const override { return buttons_.focus_words(); }
    bool handle(const InputEvent& e) override;
    void update(float dt) override { time_ += dt; }
    void draw(Painter& p) override;
    bool busy() const override { return time_ < 1.0f; }
    std::optional<Point> find_button(std::string_view id) const override;
    // `rounds-played`: the figure of the "Rounds played" line (empty when the save could not tell).
    std::string observe(std::string_view what) const override;

    // Whether the preset's message asks to play again (ends with a question mark).
    static bool offers_play_again(const std::string& message);

private:
    GameContext& ctx_;
    ButtonPanel buttons_;
    std::string rounds_played_;  // the run's rounds, read from the save once (empty: it could not be read)
    float time_ = 0;
};

}  // namespace bjt::game
