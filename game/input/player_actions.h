#pragma once
// The one table of the player's turn actions: the engine's action, the input action its key and gamepad button are
// bound to, and its label, in the order a player reads them. The table's buttons and the spoken turn prompt both
// read it. A button's id is the engine's action_name() ("hit", ...), which the narrator also speaks.
#include "engine/action.h"
#include "game/input/input_action.h"

namespace bjt::game {

struct PlayerAction {
    Action action;
    InputAction input;
    const char* label;
};

inline constexpr PlayerAction kPlayerActions[] = {
    {Action::Hit, InputAction::Hit, "Hit"},
    {Action::Stand, InputAction::Stand, "Stand"},
    {Action::Double, InputAction::Double, "Double"},
    {Action::Split, InputAction::Split, "Split"},
    {Action::Surrender, InputAction::Surrender, "Surrender"},
};

}  // namespace bjt::game
