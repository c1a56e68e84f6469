#pragma once
// Turns SDL keyboard, mouse and game-controller events into the game's InputEvents through the player's
// InputBindings (remappable in the options menu), so the keyboard, the gamepad and scripted input all
// mean the same thing; a gamepad's events carry its number (several people, each on a pad of their own). It
// remembers which pads hold Back, for the inspector's Back+Start chord.
#include <optional>
#include <set>
#include <string_view>

#include "game/input/input_event.h"
#include "game/render/geometry.h"

union SDL_Event;

namespace bjt::game {

class InputBindings;

class InputMapper {
public:
    // `bindings` must outlive the mapper (the App's settings); changes to it apply at once.
    explicit InputMapper(const InputBindings& bindings) : bindings_(bindings) {}

    // nullopt: not an input event the game uses. Mouse positions go through `to_logical` (window points to
    // logical units, see Painter::window_to_logical).
    std::optional<InputEvent> translate(const SDL_Event& e, const PointMapping& to_logical);
    // The SDL key code for a script's key name ("h", "enter", "esc", "left", "f1", "f11", "1"); 0 when unknown.
    static int key_code(std::string_view name);
    // The SDL game-controller button for a script's name ("a", "b", "x", "y", "start", "back", "lb", "rb",
    // "up", "down", "left", "right"); -1 when unknown.
    static int pad_button(std::string_view name);

private:
    const InputBindings& bindings_;
    // The pads whose Back is down: Start on the same pad opens the inspector instead of the options.
    std::set<int> backs_held_;
};

}  // namespace bjt::game
