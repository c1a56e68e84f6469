#pragma once
// Makes the game's question source (the question bank library's files, asked in a seeded order).
#include <cstdint>
#include <memory>

#include "game/questions/question_source.h"

namespace bjt::game {

// `player_dir`: the folder of the player's own question files (none when empty).
std::unique_ptr<QuestionSource> make_question_source(std::uint64_t seed, std::string player_dir);

}  // namespace bjt::game
