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

}  // namespace bjt::game
