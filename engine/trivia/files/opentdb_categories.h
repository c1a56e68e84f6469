#pragma once
// Which of the game's categories an Open Trivia DB category's questions join, so imported and
// fetched questions sit under Music, Science, Games, ... in the options and the picker instead of
// beside them as "Entertainment: Music".
//
// The built-in table (opentdb_categories.cpp) maps all 24 OpenTDB categories. The choices that
// needed a decision: "Science & Nature" -> Science (its questions are mostly chemistry, the human
// body, astronomy and medicine; "Animals" feeds Nature); "Mythology" -> Literature; "Politics" ->
// History; "Celebrities", anime, cartoons -> Film & TV; "Musicals & Theatres" -> Music (the game's
// Music holds opera and ballet); "Vehicles" and "Science: Gadgets" -> Technology. "General
// Knowledge" fits none of the twelve and keeps its own name; no OpenTDB category feeds Food & Drink.
//
// A player overrides entries with `opentdb-categories.yaml` in the data folder (beside questions/):
//
//     "Science & Nature": Nature        # OpenTDB name (quote it when it holds ": ") -> category
//     General Knowledge: History
//
// Each key must be an OpenTDB category name; each value a category name (plain text, at most 40
// characters). An unknown name, a key given twice, a value that is not text, a second document:
// errors with file:line:col, and then no part of the file is used.
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "engine/trivia/files/question_file_error.h"
#include "engine/trivia/question.h"

namespace bjt::trivia {

class OpenTdbCategories {
public:
    // The built-in table.
    OpenTdbCategories();

    // The game category for an OpenTDB category name; a name the table does not know (OpenTDB
    // added one) is kept as it is.
    std::string game_category(std::string_view opentdb_name) const;
    // Rewrites each question's category through game_category().
    void apply(std::vector<Question>& questions) const;

    // Overrides entries from a player's file. On any error nothing is changed and every error is
    // returned.
    std::vector<QuestionFileError> override_from_file(const std::string& path);
    std::vector<QuestionFileError> override_from_text(std::string_view yaml, const std::string& display_name);

    // OpenTDB's category names with their API ids (9 "General Knowledge" ... 32), in id order.
    static const std::vector<std::pair<int, std::string_view>>& opentdb_names();
    // "opentdb-categories.yaml" beside the player's questions folder; "" when there is none.
    static std::string player_file(const std::string& player_question_dir);

private:
    std::map<std::string, std::string, std::less<>> table_;
};

struct LoadedOpenTdbCategories {
    OpenTdbCategories table;
    std::vector<QuestionFileError> errors;  // the player's file is broken: do not import with a half-right table
};
// The built-in table with the overrides of `path` when that file exists ("" or a missing file:
// the built-in table alone; a path the player named is checked by the caller).
LoadedOpenTdbCategories load_opentdb_categories(const std::string& path);

}  // namespace bjt::trivia
