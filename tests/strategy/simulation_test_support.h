#pragma once
// What the simulation tests share: how many rounds a differential test plays, a shipped preset's rules, and the
// smallest bank a table takes a bet from (a double or split is then rarely affordable).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <string>

#include "engine/bet_limits.h"
#include "engine/presets/preset_loader.h"
#include "engine/rules.h"

namespace bjt::test {

inline long differential_rounds() {
    // BJT_PROPERTY_ROUNDS lowers the count for sanitizer builds (CMakePresets.json, debug test preset).
    if (const char* env = std::getenv("BJT_PROPERTY_ROUNDS")) return std::atol(env);
    return 1'000'000;
}

inline Rules preset_rules(const std::string& name) {
    const auto path = find_preset(name);
    REQUIRE(path.has_value());
    PresetLoad load = load_preset(*path);
    REQUIRE(load.ok());
    return load.preset->rules;
}

// The smallest bank from one bet up that the table takes `bet` from.
inline Cents small_bank(const Rules& rules, Cents bet) {
    Cents bank = bet;
    while (!(bet_limits(rules, bank).min <= bet && bet <= bet_limits(rules, bank).max) && bank < 100 * bet) bank += bet;
    return bank;
}

}  // namespace bjt::test
