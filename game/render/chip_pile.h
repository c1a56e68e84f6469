#pragma once
// The chips a dealer would put down for an amount: the table's denominations, biggest first, so $30 at a
// $1/$5/$25 table is a 25 and a 5. The betting screen builds a bet from it and the painter stacks it.
#include <cstddef>
#include <vector>

#include "engine/money.h"

namespace bjt::game {

// Biggest chip first (drawn at the bottom of a stack). At most `max_chips` chips; what is left over (odd cents
// no chip makes, or more than `max_chips` chips' worth) is one last chip of that value, so the pile always adds
// up to `amount`. Empty for an amount <= 0.
std::vector<Cents> chip_pile(Cents amount, const std::vector<Cents>& denominations, std::size_t max_chips = 12);

}  // namespace bjt::game
