#pragma once
// Money for people, in the preset's units: "$1,000" or "1,000 pts".
#include <string>

#include "engine/money.h"
#include "engine/rules.h"

namespace bjt::game {

inline std::string money_text(Cents c, Units units) {
    const bool negative = c < 0;
    const std::string amount = format_amount(negative ? -c : c);
    if (units == Units::Points) return (negative ? "-" : "") + amount + " pts";
    return (negative ? "-$" : "$") + amount;
}

// The preset's amounts are whole units: every chip, the bet step and the starting bank. A counter counting
// between two figures of such a table shows whole units ("$987", not "$987.37").
inline bool whole_units(const Rules& r) {
    if (r.bet_step % 100 != 0 || r.starting_bank % 100 != 0) return false;
    for (Cents chip : r.chips)
        if (chip % 100 != 0) return false;
    return true;
}

}  // namespace bjt::game
