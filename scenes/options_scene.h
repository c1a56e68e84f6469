#pragma once
// Options: a Dear ImGui window over whatever scene opened it (the title, or the table between rounds).
//  - Rules: every option of the trivia document's options menu under its name there, plus decks and
//    penetration, each with a one-line explanation. Each goes through ActiveRules::set (the preset
//    loader's own validation, cross-field rules included); an error shows under the option. Changes
//    take effect at the next round. The house edge of the rules being edited is computed on the
//    strategy worker and shown ("computing..." meanwhile).
//  - Trivia: the answer timer and the categories left out.  - Display & sound.  - Controls: remappable
//    keys and gamepad buttons.  - Coach: warn before a misplay.
//  - "Save as preset..." writes a preset file to the player's preset folder, checks that it loads back
//    to the same rules, and adds it to the title's list; "Reset to preset" drops every change.
// Usable by mouse, keyboard and gamepad (ImGui navigation). Settings are saved when the window closes.
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/settings/settings.h"
#include "game/ui/gui_item_map.h"
#include "scenes/more_questions_panel.h"
#include "scenes/options_rule_rows.h"

namespace bjt::game {

class ActiveRules;

class OptionsScene final : public Scene, public Scriptable {
public:
    explicit OptionsScene(GameContext& ctx) : ctx_(ctx) {}
    std::string_view name() const override { return "options"; }
    bool handle(const InputEvent& e) override;
    void update(float) override {}
    void draw(Painter& p) override;
    void gui() override;
    bool gui_takes_input() const override { return true; }
    // "fetch": "Get more questions" (idle, running, done, failed, cancelled).
    // "tab": the tab shown ("tab-rules" ...); "answer-seconds": the answer timer (0: off).
    // "options-saved": "yes" once "Save as preset..." wrote a file that loads back to the same rules,
    // "failed" when it did not, "no" before.
    std::string observe(std::string_view what) const override {
        if (what == "fetch") return more_questions_.state();
        if (what == "fetch-message") return more_questions_.message_sight();
        if (what == "column-shifts") return std::to_string(controls_columns_.shifts);
        if (what == "popup") return popup_open_ ? "open" : "none";
        if (what == "tab") return tabs_.shown_id;
        if (what == "answer-seconds") return std::to_string(ctx_.settings.answer_seconds);
        if (what != "options-saved") return "?";
        return save_.message.empty() ? "no" : save_.ok ? "yes" : "failed";
    }
    bool opaque() const override { return false; }
    // Keeps the frames coming while the house edge is computed, so it appears without input.
    bool busy() const override { return house_edge_.computing || more_questions_.running(); }
    // ImGui items by name: `opt-KEY` (a rule option), `opt-KEY=VALUE` (an entry of an open list),
    // `tab-rules` ... `tab-coach`, `save-preset`, `save-confirm`, `reset`, `close`, `bind-key-ACTION`,
    // `bind-pad-ACTION`, `category-NAME`, `even-categories`, `get-questions`, `cancel-questions`, `answer-timer`,
    // `warn-misplay`, `reduced-motion`.
    std::optional<Point> find_button(std::string_view id) const override { return items_.find(id); }

    // The file name "Save as preset..." would use for `name` (letters, digits, '-' and '_' kept).
    static std::string preset_file_name(const std::string& name);

private:
    void close();
    // The tab bar (`footer`: the height kept below it) and the buttons, hints and message under it.
    void tabs(ActiveRules* active, float footer);
    void footer(ActiveRules* active);
    float footer_height() const;
    void rules_tab(ActiveRules& active);  // options_rules_tab.cpp, from rule_rows()
    void rule_row(ActiveRules& active, const RuleRow& row);
    void rule_widget(ActiveRules& active, const RuleRow& row, const std::string& id);
    // Each tab in its own file: options_trivia_tab.cpp, options_display_tab.cpp ...
    void trivia_tab(ActiveRules& active);
    void display_tab();
    void speech_options();  // the Display & sound tab's Speech part
    void controls_tab();
    void note_key_column(float x, float w);
    void coach_tab();
    void fairness_tab();
    void save_preset_popup(ActiveRules& active);  // options_save_preset.cpp
    void save_preset(const ActiveRules& active, const std::filesystem::path& path);
    void house_edge_line(const ActiveRules& active);
    // One rule change through ActiveRules::set; the error (if any) is kept under `key` for display.
    void set_rule(ActiveRules& active, const std::string& key, const std::string& value);
    void explain(const char* text, const std::string& key = {});
    void record(const std::string& id) { items_.record(id); }

    GameContext& ctx_;
    bool closing_ = false;
    bool first_frame_ = true;  // gui() not yet run: an Esc pressed now opened the window
    bool close_popup_ = false;  // gamepad B asked to close "Save as preset..."
    bool popup_open_ = false;  // a popup or an open list was up last frame (for scripts)
    bool close_asked_ = false;  // the Close button
    struct Tabs {
        int shown = 0;  // the tab shown last frame, counted from the left
        int count = 0;
        int wanted = -1;  // LB / RB asked for this tab; -1: none
        std::string shown_id;  // "tab-rules" ... (for scripts: `expect tab tab-trivia`)
    } tabs_;
    std::map<std::string, std::string> errors_;  // rule key -> message of the last refused change
    // The house edge of the rules being edited (house_edge_line()), worked out again when they change.
    struct HouseEdge {
        bool computing = false;
        std::string analysed_fingerprint;
        std::uint64_t analysed_version = 0;
        std::string side_bets;  // "Perfect Pairs 6.109%, 21+3 4.621%"
        std::uint64_t side_bets_version = ~std::uint64_t{0};
    } house_edge_;
    char preset_name_[64] = "my-rules";
    std::optional<std::string> client_seed_;  // the Fairness tab's text box, once shown
    struct SaveOutcome {
        std::string message;  // empty before "Save as preset..." saved
        bool ok = false;
    } save_;
    std::string categories_message_;
    MoreQuestionsPanel more_questions_;
    // The Controls tab's Key column (left edge, width) as last drawn, and how often it moved while the tab was shown.
    struct ControlsColumns {
        float x = -1, w = -1;
        int frames = 0;
        int shifts = 0;
    } controls_columns_;
    GuiItemMap items_;
};

}  // namespace bjt::game
