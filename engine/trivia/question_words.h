#pragma once
// The words question files use for a difficulty ("easy", "medium", "hard") and a question type
// ("multiple", "true-false"), and the labels a true-false question shows.
#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/rules.h"

namespace bjt::trivia {

enum class QuestionType : std::uint8_t { MultipleChoice, TrueFalse };

inline constexpr std::string_view kTrueLabel = "True";
inline constexpr std::string_view kFalseLabel = "False";

std::string_view difficulty_word(Difficulty difficulty);
std::optional<Difficulty> parse_difficulty(std::string_view word);

std::string_view question_type_word(QuestionType type);
std::optional<QuestionType> parse_question_type(std::string_view word);

}  // namespace bjt::trivia
