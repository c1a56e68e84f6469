#include "engine/trivia/question_words.h"

namespace bjt::trivia {

std::string_view difficulty_word(Difficulty difficulty) {
    switch (difficulty) {
        case Difficulty::Easy: return "easy";
        case Difficulty::Medium: return "medium";
        case Difficulty::Hard: return "hard";
    }
    return "easy";
}

std::optional<Difficulty> parse_difficulty(std::string_view word) {
    if (word == "easy") return Difficulty::Easy;
    if (word == "medium") return Difficulty::Medium;
    if (word == "hard") return Difficulty::Hard;
    return std::nullopt;
}

std::string_view question_type_word(QuestionType type) {
    return type == QuestionType::TrueFalse ? "true-false" : "multiple";
}

std::optional<QuestionType> parse_question_type(std::string_view word) {
    if (word == "multiple") return QuestionType::MultipleChoice;
    if (word == "true-false") return QuestionType::TrueFalse;
    return std::nullopt;
}

}  // namespace bjt::trivia
