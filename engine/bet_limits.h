#pragma once
// Table limits for a given bank: absolute minimum and maximum, percentages of the bank
// (minimum rounded up, maximum rounded down, to the bet step), lifted at a small bank.
#include "engine/money.h"
#include "engine/rules.h"

namespace bjt {

struct BetLimits {
    Cents min = 0;
    Cents max = 0;  // max < min: no legal bet at this bank
    bool any() const { return max >= min; }
};

BetLimits bet_limits(const Rules& rules, Cents bank);

}  // namespace bjt
