#pragma once
// The skill score in words (storage/round_skill.h): the table's line after a round, the stats screen's totals and
// the Skill board read it the same way.
#include <string>

#include "engine/rules.h"
#include "storage/round_skill.h"

namespace bjt::game {

// "75%", "12.5%": a percentage with one decimal under 10 (the small EV figures), none from 10 up.
std::string percent_text(double percent);
// EV given away in % of the money bet, with two decimals (a good player's is a fraction of a percent): "0.42%".
std::string given_away_text(const storage::SkillTotals& t);
// The round's line: "Skill: 3 of 4 best plays, gave away 1.21% of $50 ($0.60)", or
// "Skill: no decision to make this round" (a natural, the dealer's blackjack).
std::string round_skill_line(const storage::SkillTotals& t, Units units);

}  // namespace bjt::game
