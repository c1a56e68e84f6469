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

    bool is(InputAction a) const { return type == Type::Action && (action == a || alternate == a); }
    bool pointer() const { return type != Type::Action; }
};

}  // namespace bjt::game
