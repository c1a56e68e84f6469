#pragma once
// What a casino chip of a given value looks like: the usual American casino colours (1 white, 5 red, 25 green,
// 100 black, 500 purple, 1000 yellow, plus 2.50 pink, 10 blue, 5000 orange) and, for any other value, a colour
// picked from a fixed palette by the value itself so the same value always gets the same chip.
#include <string>

#include "engine/money.h"
#include "game/art/rgba.h"

namespace bjt::game {

struct ChipStyle {
    Rgba body;  // the clay colour
    Rgba insert;  // the edge spots and inner ring
    Rgba inlay;  // the centre disc the value is printed on
    Rgba text;  // the printed value
};

ChipStyle chip_style(bjt::Cents value);

// The value as printed on the chip: "1", "25", "1K", "2.5K", "1M", "2.50", "50¢".
std::string chip_label(bjt::Cents value);

}  // namespace bjt::game
