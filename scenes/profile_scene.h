#pragma once
// Players: choose the profile that plays (its bank, preset and options come with it), make a new one
// by name, or rename the current one. The name is typed on the keyboard, or spelled with the on-screen
// letter keys (mouse, or the gamepad's d-pad and A), so a gamepad alone can make a profile.
#include <string>
#include <vector>

#include "game/save/save_reads.h"
#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"

namespace bjt::game {

class ProfileScene final : public Scene, public Scriptable {
public:
    explicit ProfileScene(GameContext& ctx);
    std::string_view name() const override { return "profiles"; }
    std::string focus_words() const override { return buttons_.focus_words(); }
    bool handle(const InputEvent& e) override;
    void update(float dt) override { caret_time_ += dt; }
    void draw(Painter& p) override;
    std::optional<Point> find_button(std::string_view id) const override { return buttons_.center_of(id); }
    bool accepts_text() const override { return true; }
    void type_text(std::string_view text) override;
    void erase_text() override;

    static constexpr int kListed = 8;  // profiles on show, most recently played first

private:
    void layout();
    void press(const std::string& id);
    void choose(const storage::Profile& p);
    void create();
    void rename();
    void close();

    GameContext& ctx_;
    ButtonPanel buttons_;
    std::vector<storage::Profile> profiles_;
    std::string typed_;
    std::string error_;
    bool lower_case_ = false;  // the letter keys type a b c instead of A B C
    bool closing_ = false;
    float caret_time_ = 0;
};

}  // namespace bjt::game
