#pragma once
// Where the chips on a spot go, as a dealer arranges them so the amount reads at a glance: one short column per
// denomination, the biggest at the left, each column's top chip showing its colour and value ($30 is a 25
// beside a 5, not a 5 on top of a hidden 25). Each stake (the bet, a double's second stack, the dealer's payment)
// is its own group of columns beside the one before. Pure arithmetic in logical units, so tests can check it.
#include <vector>

#include "engine/money.h"

namespace bjt::game {

// One column of equal chips: `count` chips worth `value` each.
struct ChipColumn {
    Cents value = 0;
    int count = 0;
    friend bool operator==(const ChipColumn&, const ChipColumn&) = default;
};

// The columns for one amount, biggest denomination first: chip_pile() (so at most its cap of chips, the last one
// carrying what no chip makes) with equal chips gathered into one column. $30 at 1/5/25/100/500: {25 x1, 5 x1}.
std::vector<ChipColumn> chip_columns(Cents amount, const std::vector<Cents>& denominations);

// A column placed on the spot: `x` is its centre's offset from the spot's centre, `group` the stake it belongs to.
struct PlacedColumn {
    ChipColumn column;
    float x = 0;
    int group = 0;
};

struct ChipLayout {
    std::vector<PlacedColumn> columns;  // left to right, to be drawn in this order (each overlaps the one before)
    float diameter = 0;  // of every chip
    float width = 0;  // from the left edge of the first column to the right edge of the last
};

// The stakes' columns side by side, centred on the spot, in no more than `max_width`: at `diameter` with a small
// gap between columns and a wider one between stakes when they fit; else the chips shrink (to 70% at most) and
// then the columns close up and overlap, biggest at the back, until they fit. Empty stakes take no room.
ChipLayout lay_out_chips(const std::vector<Cents>& stakes, const std::vector<Cents>& denominations, float diameter,
                         float max_width);

}  // namespace bjt::game
