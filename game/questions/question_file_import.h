#pragma once
// A question file the player chose (the browser's file picker: the options' "Import a question file..."), imported
// as `bjt trivia import` does: an Open Trivia DB API response (engine/trivia/files/opentdb_importer.h), the
// categories table of the player's folder applied, and the new questions added to opentdb.yaml in the player's
// questions folder without duplicates (question_file_merge.h).
#include <string>

namespace bjt::game {

struct QuestionImportOutcome {
    bool ok = false;
    int added = 0;
    std::string message;  // the outcome in a sentence, for the player
};

// `path`: the file; `name`: what the player calls it; `player_dir`: the player's questions folder (not empty).
QuestionImportOutcome import_question_file(const std::string& path, const std::string& name,
                                           const std::string& player_dir);

}  // namespace bjt::game
