#pragma once
// Where the pips of a number card go: the layouts printed on standard casino cards, as positions in a unit
// field (x: 0 left column, 0.5 centre, 1 right column; y: 0 top row, 1 bottom row). Pips below the middle
// are printed upside down, as on real cards, so the card reads the same from either end.
#include <vector>

namespace bjt::game {

struct PipPlace {
    float x = 0.5f;
    float y = 0.5f;
    bool upside_down = false;
};

// Layout for ranks 2..10 (empty for anything else: aces and court cards are drawn differently).
std::vector<PipPlace> pip_layout(int rank);

}  // namespace bjt::game
