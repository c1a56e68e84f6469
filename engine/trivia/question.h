#pragma once
// One trivia question as the game asks it. Both types keep their answers as text: a true-false
// question's right answer is kTrueLabel or kFalseLabel and its one wrong answer is the other, so
// the picker and the panel treat both types alike.
#include <string>
#include <vector>

#include "engine/rules.h"
#include "engine/trivia/question_words.h"

namespace bjt::trivia {

// Where a question was read from, for messages ("assets/trivia/science.yaml:12:5").
// Empty `file` when the question was built in code.
struct QuestionOrigin {
    std::string file;
    int line = 0;  // 1-based, 0 when unknown
    int column = 0;  // 1-based
    std::string to_string() const;
};

struct Question {
    std::string id;  // unique in a bank; what AskedQuestions remembers
    std::string category;
    Difficulty difficulty = Difficulty::Easy;
    QuestionType type = QuestionType::MultipleChoice;
    std::string text;
    std::string right_answer;
    std::vector<std::string> wrong_answers;  // three for multiple choice, the other label for true-false
    QuestionOrigin origin;

    static Question multiple_choice(std::string id, std::string category, Difficulty difficulty, std::string text,
                                    std::string right, std::vector<std::string> wrong);
    static Question true_false(std::string id, std::string category, Difficulty difficulty, std::string text,
                               bool truth);

    // For a true-false question: whether the statement is true.
    bool statement_is_true() const { return right_answer == kTrueLabel; }
};

}  // namespace bjt::trivia
