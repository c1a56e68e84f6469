#pragma once
// Whose input is it at a table of several people (SuperTuxKart's rule of a device per player, with sharing): a
// person who claimed a gamepad plays with it alone; the others share the keyboard, the mouse and every gamepad no
// one claimed (hot seat: the screen names whose turn it is). The App drops what the person served now may not do.
#include <string>

#include "game/input/input_event.h"
#include "game/session/seat_plan.h"

namespace bjt::game {

// Input `e` may act for the person at `seat`.
inline bool acts_for(const SeatPlan& plan, int seat, const InputEvent& e) {
    if (!plan.person_at(seat)) return false;
    const int claimed = plan.seats[static_cast<std::size_t>(seat)].pad;
    const bool from_pad = e.device == InputDevice::Gamepad;
    if (claimed >= 0) return from_pad && e.pad == claimed;
    return !from_pad || plan.seat_of_pad(e.pad) < 0;
}

// What the person at `seat` plays with, as the screen and the voice say it: "Gamepad 2", or "Keyboard".
inline std::string device_name(const SeatPlan& plan, int seat) {
    const int pad = plan.person_at(seat) ? plan.seats[static_cast<std::size_t>(seat)].pad : -1;
    return pad >= 0 ? "Gamepad " + std::to_string(pad + 1) : "Keyboard";
}

}  // namespace bjt::game
