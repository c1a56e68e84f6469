#pragma once
// Turns SDL keyboard, mouse and game-controller events into the game's InputEvents. The key and button
// tables live here only, so the keyboard, the gamepad and scripted input all mean the same thing.
#include <optional>
#include <string_view>

#include "input/input_event.h"

union SDL_Event;

namespace bjt::game {

class Painter;

class InputMapper {
public:
    // nullopt: not an input event the game uses. Mouse positions go through the painter to logical units;
    // `pixel_ratio` converts window points to output pixels (HiDPI).
    static std::optional<InputEvent> translate(const SDL_Event& e, const Painter& painter, float pixel_ratio_x,
                                               float pixel_ratio_y);
    // The SDL key code for a script's key name ("h", "enter", "esc", "left", "f11", "1"); 0 when unknown.
    static int key_code(std::string_view name);
    // The SDL game-controller button for a script's name ("a", "b", "x", "y", "start", "back", "lb", "rb",
    // "up", "down", "left", "right"); -1 when unknown.
    static int pad_button(std::string_view name);
};

}  // namespace bjt::game
