#pragma once
// Reads a clue-leak allow-list (clue_leak_allow_list.h). The shipped bank's is
// assets/trivia/checks/clue-leak-allow.yaml; `bjt trivia validate FOLDER` reads FOLDER's
// checks/clue-leak-allow.yaml when there is one (a subfolder, so the game never reads it as questions):
//
//     allow:
//       - answer_of: art-004          # the question whose answer is named
//         appears_in: art-028         # the question naming it
//         reason: "names van Gogh, but not The Starry Night or the sunflowers"
//
// Every key is required, a reason must be plain text, unknown keys and a pair listed twice are
// errors; each error carries file:line:col, and a file with any error allows nothing.
#include <string>
#include <string_view>
#include <vector>

#include "engine/trivia/clue_leak_allow_list.h"
#include "engine/trivia/files/question_file_error.h"

namespace bjt::trivia {

struct ClueLeakAllowFile {
    std::vector<ClueLeakAllowance> entries;
    std::vector<QuestionFileError> errors;
};

// "checks/clue-leak-allow.yaml" inside `question_folder`.
std::string clue_leak_allow_path(const std::string& question_folder);

ClueLeakAllowFile load_clue_leak_allow_file(const std::string& path);
ClueLeakAllowFile load_clue_leak_allow_text(std::string_view yaml, const std::string& display_name);

}  // namespace bjt::trivia
