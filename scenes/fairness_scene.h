#pragma once
// The Fairness panel, pushed over the table: the shoe in play (its number, when it was committed, the client seed
// and the commitment shown before its first card) and the profile's last revealed shoes, one row each (number,
// when, preset, commitment and server seed), the chosen one with its server seed and the `bjt verify` line that
// checks it as it was dealt, which the player can copy. docs/fairness.md says what each number is.
#include <string>
#include <vector>

#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"

namespace bjt::game {

struct FairShoeInfo;

class FairnessScene final : public Scene, public Scriptable {
public:
    explicit FairnessScene(GameContext& ctx);
    std::string_view name() const override { return "fairness"; }
    std::string focus_words() const override { return buttons_.focus_words(); }
    bool handle(const InputEvent& e) override;
    void update(float) override {}
    void draw(Painter& p) override;
    bool opaque() const override { return false; }
    std::optional<Point> find_button(std::string_view id) const override { return buttons_.center_of(id); }
    // `copied`: yes once the check was put on the clipboard; `chosen-shoe`: the number of the revealed shoe shown
    // in full (`none` when there is none).
    std::string observe(std::string_view what) const override;

private:
    void press(const std::string& id);
    // The revealed shoes in the order listed (newest first), and the one chosen (null when none).
    std::vector<const FairShoeInfo*> listed() const;
    const FairShoeInfo* chosen() const;
    float draw_current(Painter& p, const FairShoeInfo& shoe, float y) const;
    float draw_list(Painter& p, float y) const;
    void draw_chosen(Painter& p, const FairShoeInfo& shoe, float y) const;

    GameContext& ctx_;
    ButtonPanel buttons_;
    std::size_t chosen_ = 0;  // index into listed()
    bool copied_ = false;
};

}  // namespace bjt::game
