#pragma once
// The registry of preset keys: one entry per rule knob with its meaning, what it accepts, and
// how to read it from text and write it back. The YAML loader, `bjt round --set`, the options
// menu, "Save as preset" and docs/presets.md all go through this table, so a key exists once.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rules.h"

namespace bjt {

struct RuleKey {
    std::string_view name;
    std::string_view meaning;
    std::string_view expected;  // "an integer from 1 to 8", used in error messages and the docs
    bool is_list = false;  // a YAML sequence (or comma-separated text)
    // Reads text into rules; false if the text is not an accepted value (rules unchanged).
    bool (*apply)(Rules&, std::string_view text);
    // The current value as it would be written in a preset.
    std::string (*format)(const Rules&);
    // For a key added after rule sets were first saved: the value that plays the game as it was played before the
    // key existed. A saved rule set or replay without the key means this value (empty: the engine default).
    std::string_view absent_means = {};
};

std::span<const RuleKey> rule_keys();
// The keys a player changes in the game's options menu (the trivia document's options, decks and penetration);
// the rest are the preset author's. The menu has a row for each (a test checks it).
std::span<const std::string_view> player_option_keys();
const RuleKey* find_rule_key(std::string_view name);
// The known key closest in spelling, for "did you mean" (empty when nothing is close).
std::string_view closest_rule_key(std::string_view name);

// A rule that does not fit with the others ("resplitting needs split"): the key at fault,
// what it should be and what it is.
struct RuleConflict {
    std::string key;
    std::string expected;
    std::string found;
};
std::vector<RuleConflict> check_rules(const Rules& rules);

}  // namespace bjt
