#pragma once
// `--side-bet NAME=AMOUNT` (bjt round, bjt simulate): which side bet and its stake in the preset's units.
#include <string>
#include <string_view>

#include "engine/side_bets.h"

namespace bjt::cli {

// Adds "perfect-pairs=5" or "21+3=2.50" to `into`. False with `error` set for an unknown name, a bad amount or a side
// bet given twice. Whether the preset offers it and its limits are checked where the rules are known.
bool add_side_bet_option(std::string_view text, SideBetStakes& into, std::string& error);

// For a round refused because of its side bets: a line naming the side bet at fault and its limits, or the bank
// that cannot cover them; empty when the refusal is not about side bets.
std::string side_bet_refusal_message(const Rules& rules, const SideBetStakes& stakes, Refusal refusal, Cents bet,
                                     Cents bank);

// The side bets' names as the options take them: "perfect-pairs, 21+3".
std::string side_bet_names();

}  // namespace bjt::cli
