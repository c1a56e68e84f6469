#pragma once
// The corner buttons of the betting and table screens (game/ui/corner_button.h): what each says and opens.
#include "game/session/game_context.h"
#include "game/ui/corner_button.h"

namespace bjt::game {

// "Fairness", top right: the Fairness panel, so the shoe's commitment can be read before its first card. The
// pointer only.
CornerButton fairness_button(GameContext& ctx);

// "Table guide", top left (or at `top_left` where the corner is taken), with its key and gamepad button as the
// player bound them (G, RS): the table guide for the rules being played. The button or that key or gamepad button.
CornerButton table_guide_button(GameContext& ctx, Point top_left = {14, 14});

}  // namespace bjt::game
