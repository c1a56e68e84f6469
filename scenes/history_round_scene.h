#pragma once
// One recorded round of the History screen, card by card: the table as it stood after each step (the cards in
// the order they were dealt, the hole card face down until the dealer turned it) beside the list of steps,
// the player's inputs (bet, hit, answers with their difficulty and right or wrong, a hit taken back,
// predictions) marked, through to the settlement. Left / Right (d-pad) step back and on, Up / Down move the
// focus, Enter / A presses, Esc / B goes back. "Export replay..." writes this round as a replay file.
#include <cstdint>
#include <string>
#include <vector>

#include "game/save/history_rows.h"
#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"
#include "game/view/round_story.h"
#include "scenes/export_prompt.h"

namespace bjt::game {

class HistoryRoundScene final : public Scene, public Scriptable {
public:
    HistoryRoundScene(GameContext& ctx, std::int64_t session_id, const RoundRow& round);
    std::string_view name() const override { return "history-round"; }
    std::string focus_words() const override { return buttons_.focus_words(); }
    bool handle(const InputEvent& e) override;
    void update(float) override {}
    void draw(Painter& p) override;
    std::optional<Point> find_button(std::string_view id) const override;
    std::string observe(std::string_view what) const override;
    bool accepts_text() const override { return export_.is_open(); }
    void type_text(std::string_view text) override { export_.type_text(text); }
    void erase_text() override { export_.erase_text(); }

    static constexpr int kStepsShown = 11;

private:
    void layout();
    void press(const std::string& id);
    void step_by(int delta);
    void draw_table(Painter& p) const;
    void draw_steps(Painter& p) const;

    GameContext& ctx_;
    ButtonPanel buttons_;
    ExportPrompt export_;
    std::int64_t session_id_;
    RoundRow round_;
    std::vector<StoryStep> steps_;
    std::size_t step_ = 0;  // the step on show
    std::string error_;
    std::string note_;  // why a round recorded before inputs were kept cannot be replayed
};

}  // namespace bjt::game
