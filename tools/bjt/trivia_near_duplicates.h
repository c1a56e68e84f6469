#pragma once
// bjt trivia validate's near-duplicate pass (engine/trivia/near_duplicates.h) over everything
// loaded: the shipped bank and a player's files together.
#include <cstddef>
#include <set>
#include <string>

#include "engine/trivia/question_bank.h"

namespace bjt::cli {

struct NearDuplicateCounts {
    std::size_t errors = 0;
    std::size_t warnings = 0;
};

// Prints each near-duplicate pair on stdout as "FILE:LINE:COL: ..." at the later question. A pair
// inside the shipped bank (neither question from `player_files`) is an error, and is only
// reported when `check_shipped_pairs`; a pair with a player's question is a warning (the player
// may mean it; the game still asks both).
NearDuplicateCounts print_near_duplicates(const trivia::QuestionBank& bank, const std::set<std::string>& player_files,
                                          bool check_shipped_pairs);

}  // namespace bjt::cli
