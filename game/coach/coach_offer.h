#pragma once
// The coach is offered, not hidden: after the first round in which the player's own choices gave away a costly share
// of the bet (the round's skill score, storage/round_skill.h), one line says the coach exists and how to open it. It
// is shown once in the player's life (Settings::coach_offered), never to a player who already has the coach's
// misplay warning on.
#include <string>

#include "storage/round_skill.h"

namespace bjt::game {

struct Settings;

// What "costly" is: a round whose misplays gave away at least this share of the money bet on it (in % of the bet;
// standing on 11 against a 6 where a double is best gives away about 80%).
inline constexpr double kCostlyMisplayPercent = 5.0;

// Whether the offer is due after a settled round scored `round`.
bool coach_offer_due(const storage::SkillTotals& round, const Settings& settings);

// The offer's words, with the keys that open the coach as bound now.
std::string coach_offer_words(const storage::SkillTotals& round, const Settings& settings);

}  // namespace bjt::game
