#pragma once
// What a player who cannot see hears of a Dear ImGui window (issue 30): the item the keyboard or gamepad navigation
// is on, what kind of item it is and its state, "Dealer Stands On, list, SOFT 17", "Seconds to answer, slider, 60",
// "Speak the game, checkbox, on". ImGui 1.86 keeps no label or value per item, so the words are taken while the
// item is drawn, when both are at hand: the game's helpers (gui_text.h) call gui_focus_item() for each item, and
// the one the navigation is on leaves its words here. The App clears them before the frame's windows are built,
// reads them after, and speaks them when they change.
#include <string>
#include <string_view>

namespace bjt::game {

class GuiFocus {
public:
    void begin_frame() { words_.clear(); }
    void set(std::string words) { words_ = std::move(words); }
    // The focused item's words this frame; empty when the navigation is on no item the helpers drew.
    const std::string& words() const { return words_; }

private:
    std::string words_;
};

// True when the navigation is on the item `label` is about to be drawn as (its id in the current window), so a
// widget that opens a popup (a list) is asked before the popup changes ImGui's "last item".
bool gui_nav_on(const char* label);
// The words of an item: its visible label (up to "##"), its kind and its state, ", unavailable" when disabled.
std::string gui_item_words(std::string_view label, std::string_view kind, std::string_view state);
// Leaves `label`'s words in the focus sink (gui_sinks.h) when `focused`.
void gui_focus_item(bool focused, std::string_view label, std::string_view kind, std::string_view state = {});
// Around the item just drawn, when the keyboard's or gamepad's navigation is on it and shows its mark: a ring at
// least 3 pixels thick (ImGui 1.86 draws its own 2 pixels wide, too thin to find at a glance; issue 30).
void gui_focus_ring();

}  // namespace bjt::game
