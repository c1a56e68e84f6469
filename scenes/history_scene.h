#pragma once
// History: the current profile's recent sessions (date, preset, rounds, result) on the left, the rounds of the
// chosen session (bet, result, net) on the right, ten at a time. Choosing a round opens it card by card
// (HistoryRoundScene); "Export replay..." writes the chosen session as a replay file (ExportPrompt).
// Arrows / d-pad move the focus, Enter / A chooses, Esc / B goes back. Read from the save when it opens.
#include <string>
#include <vector>

#include "game/save/history_rows.h"
#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"
#include "scenes/export_prompt.h"

namespace bjt::game {

class HistoryScene final : public Scene, public Scriptable {
public:
    explicit HistoryScene(GameContext& ctx);
    std::string_view name() const override { return "history"; }
    // A row is said with its cells as the focus reaches it: "Round 7, bet $25, win, won $25, button, 3 of 8".
    std::string focus_words() const override { return buttons_.focus_words(); }
    // How many sessions are listed, and the chosen one's rounds.
    std::string summary_words() const override;
    bool handle(const InputEvent& e) override;
    void update(float) override {}
    void draw(Painter& p) override;
    std::optional<Point> find_button(std::string_view id) const override;
    std::string observe(std::string_view what) const override;
    bool accepts_text() const override { return export_.is_open(); }
    void type_text(std::string_view text) override { export_.type_text(text); }
    void erase_text() override { export_.erase_text(); }

    static constexpr int kSessionsShown = 10;
    static constexpr int kRoundsPerPage = 10;

private:
    void layout();
    void press(const std::string& id);
    void choose_session(std::size_t index);
    void draw_sessions(Painter& p) const;
    void draw_rounds(Painter& p) const;

    GameContext& ctx_;
    ButtonPanel buttons_;
    ExportPrompt export_;
    std::string name_;
    std::vector<SessionRow> sessions_;
    std::vector<RoundRow> rounds_;
    std::size_t chosen_ = 0;  // index into sessions_
    std::size_t page_ = 0;  // of rounds_, kRoundsPerPage a page
    std::string error_;
};

}  // namespace bjt::game
