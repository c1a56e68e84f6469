#pragma once
// The rule inspector: a debug overlay (F1, or gamepad Back held + Start) over any scene, drawn with Dear
// ImGui. It shows the rules in force with where each value came from (the preset file and line, the
// options menu, or the engine default) and what the table plays now if that differs; the preset file's
// errors (file:line:col) when the file on disk is broken; the shoe (cards left, cut card, seed,
// shuffles); the provably fair shoe (commitment, client seed, the last revealed server seed); the engine's
// state and its legal actions; the last events of the session; the house edge.
// It is not a scene. Opened, it takes the keyboard's and gamepad's focus, so its lines and rules are walked with
// the arrows or the d-pad and each is spoken as the navigation reaches it (issue 30); F1 (or the chord again), Esc
// or gamepad B close it. After a click on the table below it gives the keys back to the scenes.
#include <string>

#include "game/ui/gui_item_map.h"

namespace bjt {
struct RuleKey;
struct Rules;
}  // namespace bjt

namespace bjt::game {

class ActiveRules;
struct GameContext;

class InspectorOverlay {
public:
    // `show_hidden_cards`: the --debug-show-hidden-cards debugging switch (face-down cards printed too).
    InspectorOverlay(GameContext& ctx, bool show_hidden_cards) : ctx_(ctx), show_hidden_cards_(show_hidden_cards) {}

    void toggle() {
        open_ = !open_;
        take_focus_ = open_;
    }
    bool open() const { return open_; }
    // The player clicked into the window (it never takes the focus by itself).
    bool focused() const { return open_ && focused_; }
    // Between ImGui's NewFrame and Render, after the scenes' windows.
    void gui();
    // The dealer's cards as the window prints them (face-down cards as "??"); empty with no round on the table.
    std::string dealer_line() const;
    // The player's hands' cards, a double's face-down card as ?? (dealer_cards_text.h); "; " between hands.
    std::string hands_line() const;

private:
    void rules_section();
    void rules_table(const ActiveRules& active, const Rules* playing);  // a row per rule key
    void rule_name(const RuleKey& k, const std::string& value, const std::string& from);
    void table_section();
    void fairness_section();  // the provably fair shoe: commitment, client seed, the last revealed server seed
    void events_section();

    GameContext& ctx_;
    bool show_hidden_cards_ = false;
    bool open_ = false;
    bool focused_ = false;
    bool take_focus_ = false;  // just opened: the next frame gives the window the navigation
};

}  // namespace bjt::game
