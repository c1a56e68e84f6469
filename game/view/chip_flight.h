#pragma once
// A small stack of chips on its way across the table (bank -> bet, dealer -> bet, bet -> bank ...).
#include "engine/money.h"
#include "game/render/geometry.h"

namespace bjt::game {

struct ChipFlight {
    Cents amount = 0;
    Point pos{};
    float alpha = 1;
    bool visible = false;
};

}  // namespace bjt::game
