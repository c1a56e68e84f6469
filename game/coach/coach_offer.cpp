#include "game/coach/coach_offer.h"

#include <cmath>

#include "game/input/input_bindings.h"
#include "game/settings/settings.h"

namespace bjt::game {

bool coach_offer_due(const storage::SkillTotals& round, const Settings& settings) {
    if (settings.coach_offered || settings.warn_misplay || round.rounds == 0) return false;
    return round.best_plays < round.decisions && round.given_away_percent() >= kCostlyMisplayPercent;
}

std::string coach_offer_words(const storage::SkillTotals& round, const Settings& settings) {
    const std::string keys = InputBindings::key_glyph(settings.bindings.key(InputAction::Hint)) + " / " +
                             InputBindings::button_glyph(settings.bindings.button(InputAction::Hint));
    const long share = std::lround(round.given_away_percent());
    return "A play this round cost you about " + std::to_string(share) +
           "% of your bet on average. The coach shows the best play for any hand: press " + keys + " at your turn.";
}

}  // namespace bjt::game
