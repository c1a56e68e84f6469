#include "game/ui/skill_text.h"

#include <cmath>
#include <cstdio>

#include "game/ui/money_text.h"

namespace bjt::game {

std::string percent_text(double percent) {
    char b[32];
    std::snprintf(b, sizeof b, percent < 10 && std::round(percent) != percent ? "%.1f%%" : "%.0f%%", percent);
    return b;
}

std::string given_away_text(const storage::SkillTotals& t) {
    char b[32];
    std::snprintf(b, sizeof b, "%.2f%%", t.given_away_percent());
    return b;
}

std::string round_skill_line(const storage::SkillTotals& t, Units units) {
    if (t.decisions == 0) return "Skill: no decision to make this round";
    const Cents given_away = static_cast<Cents>(std::llround(t.given_away_cents()));
    std::string line = "Skill: " + std::to_string(t.best_plays) + " of " + std::to_string(t.decisions) +
                       (t.decisions == 1 ? " best play" : " best plays");
    if (t.given_away_millicents == 0) return line + ", nothing given away";
    return line + ", gave away " + given_away_text(t) + " of " + money_text(t.money_bet, units) + " (" +
           money_text(given_away, units) + ")";
}

}  // namespace bjt::game
