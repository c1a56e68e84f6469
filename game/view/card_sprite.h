#pragma once
// A card as the view shows it: where it is, how far it has turned, whether it has appeared yet.
// Sprites are created when the engine deals and become visible when their animation step starts.
#include "engine/card.h"
#include "game/render/geometry.h"

namespace bjt::game {

struct CardSprite {
    Card card{};
    Point pos{};
    float turn = 0;  // 0: back up, 1: face up; the flip squeezes through 0.5
    float alpha = 1;
    bool visible = false;  // its step has started
    bool arrived = false;  // it has reached its place (counts in the shown total)
    float scale = 1;  // of the table's card size: smaller on another seat's plate
};

}  // namespace bjt::game
