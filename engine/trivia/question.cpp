#include "engine/trivia/question.h"

#include <utility>

namespace bjt::trivia {

std::string QuestionOrigin::to_string() const {
    if (line <= 0) return file;
    return file + ":" + std::to_string(line) + ":" + std::to_string(column);
}

Question Question::multiple_choice(std::string id, std::string category, Difficulty difficulty, std::string text,
                                   std::string right, std::vector<std::string> wrong) {
    Question q;
    q.id = std::move(id);
    q.category = std::move(category);
    q.difficulty = difficulty;
    q.type = QuestionType::MultipleChoice;
    q.text = std::move(text);
    q.right_answer = std::move(right);
    q.wrong_answers = std::move(wrong);
    return q;
}

Question Question::true_false(std::string id, std::string category, Difficulty difficulty, std::string text,
                              bool truth) {
    Question q;
    q.id = std::move(id);
    q.category = std::move(category);
    q.difficulty = difficulty;
    q.type = QuestionType::TrueFalse;
    q.text = std::move(text);
    q.right_answer = std::string(truth ? kTrueLabel : kFalseLabel);
    q.wrong_answers = {std::string(truth ? kFalseLabel : kTrueLabel)};
    return q;
}

}  // namespace bjt::trivia
