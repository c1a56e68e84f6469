#pragma once
// Chips on their way across the table (bank -> bet, dealer -> bet, bet -> bank ...), laid out as on a spot: one
// group of columns per stake (chip_layout.h), so a bet lifted off its spot flies as it lay there.
#include <vector>

#include "engine/money.h"
#include "game/render/geometry.h"

namespace bjt::game {

struct ChipFlight {
    std::vector<Cents> stakes;
    Point pos{};
    float alpha = 1;
    bool visible = false;
};

}  // namespace bjt::game
