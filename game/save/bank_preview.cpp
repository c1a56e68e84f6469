#include "game/save/bank_preview.h"

#include "engine/table.h"

namespace bjt::game {

bool run_over(const Rules& rules, Cents bank, int credits) {
    // The engine decides when a run is over; an empty stacked shoe is enough to ask it (nothing is dealt).
    Table table(rules, Shoe::stacked({}));
    (void)table.reset_session(bank, credits);  // no round in progress on a new table
    return table.game_over();
}

BankPreview preview_bank(const Rules& rules, std::optional<SavedBank> saved) {
    const bool over = saved && run_over(rules, saved->bank, saved->credits);
    if (saved && !over) return {saved->bank, saved->credits, false, false};
    return {rules.starting_bank, rules.trivia ? rules.trivia_start_credits : 0, true, over};
}

}  // namespace bjt::game
