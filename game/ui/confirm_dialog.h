#pragma once
// A yes-or-no question over the scene (quitting from the title): two buttons, the first focused so Enter /
// gamepad A answer it; Esc and gamepad B take the second, the way back, as everywhere else.
#include <optional>
#include <string>

#include "game/input/input_event.h"
#include "game/ui/button_panel.h"

namespace bjt::game {

class Painter;

class ConfirmDialog {
public:
    struct Choice {
        std::string id;  // the button's id, for scripts
        std::string label;
    };
    void show(std::string question, Choice go, Choice back);
    void close() { question_.clear(); }
    bool open() const { return !question_.empty(); }
    // Uses all input while open; returns the id chosen (Esc / B: the way back) and closes.
    std::optional<std::string> handle(const InputEvent& e);
    void draw(Painter& p) const;
    // What a player by ear hears while it is open: the question and the button the focus is on.
    std::string words() const { return open() ? question_ + " " + buttons_.focus_words() : std::string(); }
    std::optional<Point> find_button(std::string_view id) const {
        return open() ? buttons_.center_of(id) : std::nullopt;
    }

private:
    std::string question_;
    std::string back_id_;
    ButtonPanel buttons_;
};

}  // namespace bjt::game
