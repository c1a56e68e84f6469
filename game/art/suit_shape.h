#pragma once
// The four suit symbols as signed distance shapes built from circles and triangles, so a pip is equally clean
// as a 7-pixel corner index and as the 130-pixel centre of an ace.
#include "engine/card.h"
#include "game/art/canvas.h"

namespace bjt::game {

// Distance for the suit drawn in the unit box [-0.5, 0.5]^2 (y down, upright), in box units.
float suit_distance(Suit suit, sdf::Vec2 unit_point);

// Paints a pip `size` pixels tall centred at (cx, cy); upside_down for the lower half of a card.
void paint_pip(Canvas& canvas, Suit suit, float cx, float cy, float size, Rgba colour, bool upside_down = false);

}  // namespace bjt::game
