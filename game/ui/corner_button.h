#pragma once
// A small button in a corner of a screen that opens something over it (the table guide, the Fairness panel): the
// pointer presses it, and so may one input action. It never takes the focus ring or the keys of the scene's own
// buttons; its action is a key's or button's main meaning only, so a gamepad button it shares as a second meaning
// keeps its first one (Y stays Split at the table if the player binds the guide to Y).
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "game/input/input_action.h"
#include "game/input/input_event.h"
#include "game/render/geometry.h"
#include "game/ui/button_panel.h"

namespace bjt::game {

class Painter;

class CornerButton {
public:
    // `button`: its id (what `click` names), label, hints and place; `trigger`: the action that also presses it
    // (InputAction::None: the pointer only); `press`: what it does.
    CornerButton(Button button, InputAction trigger, std::function<void()> press);
    // True when it took the event (and pressed).
    bool handle(const InputEvent& e);
    void draw(Painter& p) const { panel_.draw(p); }
    // Its centre for `click ID`; nullopt for any other id.
    std::optional<Point> find(std::string_view id) const;

private:
    ButtonPanel panel_;
    std::string id_;
    InputAction trigger_;
    std::function<void()> press_;
};

}  // namespace bjt::game
