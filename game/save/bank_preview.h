#pragma once
// What a profile's next game at a preset starts with, for the title: the bank (and credits) kept for that
// preset, or a new run at the preset's starting bank when there is none or its run is over (a bank that
// cannot make the smallest bet, no credits left at a trivia table: the game-over screen's "fresh start").
#include <optional>

#include "engine/money.h"
#include "engine/rules.h"

namespace bjt::game {

struct BankPreview {
    Cents bank = 0;
    int credits = 0;
    bool new_run = false;  // the next sitting starts a new run at the starting bank
    bool run_over = false;  // ... because the run played there is over (not because there was none)
};

struct SavedBank {
    Cents bank = 0;
    int credits = 0;
};

// Whether a run with this bank and these credits is over under `rules` (the engine's game_over()).
bool run_over(const Rules& rules, Cents bank, int credits);
// `saved`: the bank the profile has for the preset (nullopt: never played there).
BankPreview preview_bank(const Rules& rules, std::optional<SavedBank> saved);

}  // namespace bjt::game
