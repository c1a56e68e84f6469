#pragma once
// A rule set as text: one "KEY=VALUE" line per preset key (engine/rule_keys.h), in the registry's order. The
// save keeps it once per rule set under its fingerprint; a replay file holds it in full.
#include <optional>
#include <string>
#include <string_view>

#include "engine/rules.h"

namespace bjt::replay {

std::string rules_text(const Rules& rules);
// The first 16 hex digits of SHA-256 of rules_text(): names a rule set in the save and in a replay.
std::string rules_fingerprint(const Rules& rules);
// The same fingerprint of a rule set's text as written (a saved or replayed text may predate keys added since).
std::string text_fingerprint(std::string_view text);
// Every key must be known, given once and valid; keys left out keep the engine default, or, for a key added after
// rule sets were first saved, its absent_means (the game as it played before the key). nullopt with `error`
// ("line N: ...") otherwise.
std::optional<Rules> parse_rules_text(std::string_view text, std::string& error);

}  // namespace bjt::replay
