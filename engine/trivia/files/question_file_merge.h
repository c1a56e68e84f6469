#pragma once
// Adds new questions (fetched from Open Trivia DB) to a question file in the player's folder
// without duplicates: a question whose id or folded text is already in the shipped bank, the
// player's folder or the file itself is left out. The file keeps what it had; it is written to a
// temporary file beside it and renamed over it, so a failure never leaves half a file. A file
// that does not load cleanly is not touched (its errors are returned): rewriting it would lose
// the questions with errors.
#include <cstddef>
#include <string>
#include <vector>

#include "engine/trivia/files/question_file_error.h"
#include "engine/trivia/question.h"

namespace bjt::trivia {

struct MergeReport {
    std::size_t kept = 0;  // questions the file already had
    std::size_t added = 0;
    std::size_t duplicates = 0;  // left out: already in the game
    std::vector<QuestionFileError> errors;  // nothing was written
    bool ok() const { return errors.empty(); }
};

// `player_dir`: the player's questions folder ("" for none). `source` names where the questions
// came from in the attribution block ("opentdb.com API").
MergeReport merge_into_question_file(const std::vector<Question>& questions, const std::string& path,
                                     const std::string& player_dir, const std::string& source);

}  // namespace bjt::trivia
