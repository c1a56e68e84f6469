#include "engine/bet_limits.h"

#include <algorithm>

namespace bjt {

namespace {
Cents floor_to(Cents v, Cents step) { return v / step * step; }
Cents ceil_to(Cents v, Cents step) { return (v + step - 1) / step * step; }
}  // namespace

BetLimits bet_limits(const Rules& rules, Cents bank) {
    const Cents step = std::max<Cents>(rules.bet_step, 1);
    BetLimits limits;
    limits.max = floor_to(std::max<Cents>(bank, 0), step);
    if (rules.limits_lifted_at_or_below > 0 && bank <= rules.limits_lifted_at_or_below) {
        // classic: "at a bank of 25 or less these limits are lifted (any whole amount from 1 to the bank)"
        limits.min = step;
        return limits;
    }
    limits.min = std::max(rules.min_bet, step);
    if (rules.min_bet_percent > 0) {
        // ceil(bank * pct / 100) to the step, in integers: ceil(bank * pct / (100 * step)) * step
        const Cents scaled = bank * rules.min_bet_percent;
        const Cents unit = 100 * step;
        limits.min = std::max(limits.min, (scaled + unit - 1) / unit * step);
    }
    if (rules.max_bet > 0) limits.max = std::min(limits.max, floor_to(rules.max_bet, step));
    if (rules.max_bet_percent > 0)
        limits.max = std::min(limits.max, bank * rules.max_bet_percent / (100 * step) * step);
    limits.min = ceil_to(limits.min, step);
    return limits;
}

}  // namespace bjt
