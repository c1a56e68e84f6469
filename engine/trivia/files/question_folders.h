#pragma once
// Where question files live, and loading everything the game asks from.
//
// The shipped bank (assets/trivia) is searched in $BJT_TRIVIA_DIR, then in the assets/trivia of each
// shipped data folder (engine/install/data_dirs.h: beside the executable, the source tree, the install prefix).
// A player's own files go in $BJT_PLAYER_QUESTION_DIR if set, else
// $XDG_DATA_HOME/blackjack-trivia/questions, else ~/.local/share/blackjack-trivia/questions.
#include <optional>
#include <string>
#include <vector>

#include "engine/trivia/files/question_file_loader.h"

namespace bjt::trivia {

std::vector<std::string> shipped_question_dirs();
// The first of shipped_question_dirs() that is a folder.
std::optional<std::string> find_shipped_question_dir();
// "" when neither the override, XDG_DATA_HOME nor HOME is set.
std::string player_question_dir();

struct GameQuestionsLoad {
    FolderLoadReport shipped;
    std::optional<FolderLoadReport> player;  // none when the player has no folder yet (not an error)
    bool shipped_found = false;
};

// The shipped bank with the shipped limits, then the player's folder (`player_dir`, none when empty)
// with the player-file limits, into one bank (so a player's copy of a shipped question is caught as
// a duplicate).
GameQuestionsLoad load_game_questions(QuestionBank& bank, const std::string& player_dir);

}  // namespace bjt::trivia
