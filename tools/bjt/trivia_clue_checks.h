#pragma once
// bjt trivia validate's clue-leak and answer-echo passes (engine/trivia/clue_leaks.h,
// answer_echoes.h) over everything loaded, with the allow-lists of the folders given.
#include <cstddef>
#include <set>
#include <string>
#include <vector>

#include "engine/trivia/question_bank.h"

namespace bjt::cli {

struct ClueCheckCounts {
    std::size_t errors = 0;  // allow-lists that cannot be read, entries that match nothing
    std::size_t warnings = 0;
};

// Prints each clue leak at the question naming the answer and each echo at its question, on
// stdout as "FILE:LINE:COL: warning: ...": warnings, for a reader to judge (a rewrite or an
// allow-list entry). Only those touching `player_files` when `player_only`. Problems with the
// allow-lists `allow_files` are errors, printed as FILE:LINE:COL: message.
ClueCheckCounts print_clue_checks(const trivia::QuestionBank& bank, const std::set<std::string>& player_files,
                                  bool player_only, const std::vector<std::string>& allow_files);

}  // namespace bjt::cli
