#pragma once
// One piece of input as the scenes see it: an action, or the pointer moving / pressing / releasing at a
// point in logical coordinates.
#include <cstdint>

#include "game/input/input_action.h"
#include "game/render/geometry.h"

namespace bjt::game {

enum class InputDevice : std::uint8_t { Keyboard, Mouse, Gamepad };

struct InputEvent {
    enum class Type : std::uint8_t { Action, PointerMove, PointerDown, PointerUp };
    Type type = Type::Action;
    InputAction action = InputAction::None;
    // A second meaning of the same button where one button does two jobs (gamepad B: stand at the
    // table, back in menus).
    InputAction alternate = InputAction::None;
    Point pos{};
    InputDevice device = InputDevice::Keyboard;
    // A gamepad's own number (SDL's joystick instance id, unique while it stays plugged in): at a table of several
    // people, whose pad it is. -1 for the keyboard and the mouse.
    int pad = -1;

    bool is(InputAction a) const { return type == Type::Action && (action == a || alternate == a); }
    bool pointer() const { return type != Type::Action; }
};

}  // namespace bjt::game
