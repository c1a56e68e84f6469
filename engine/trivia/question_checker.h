#pragma once
// The content rules every question obeys, whether it came from a question file or an import:
// text present, plain (valid UTF-8, no HTML entity, no control or invisible character, no leading
// or trailing space) and within the limits; ids made of safe characters; multiple choice with
// exactly three distinct wrong answers, none equal to the right one (case-insensitive); true-false
// answers being the True/False labels. Structure (keys, types) is the file loader's business.
#include <cstddef>
#include <string>
#include <vector>

#include "engine/trivia/question.h"
#include "engine/trivia/text_limits.h"

namespace bjt::trivia {

enum class QuestionField : std::uint8_t { Id, Category, Text, RightAnswer, WrongAnswers };

struct QuestionProblem {
    QuestionField field = QuestionField::Text;
    int wrong_index = -1;  // for WrongAnswers: which one (0-based), -1 for the list as a whole
    std::string message;  // "question: 173 characters, over the limit of 160"
};

class QuestionChecker {
public:
    explicit QuestionChecker(TextLimits limits) : limits_(limits) {}

    std::vector<QuestionProblem> check(const Question& question) const;

    // Why `text` is not plain question text ("" when it is): empty, invalid UTF-8, an HTML
    // entity, a control or invisible character, or a leading/trailing space. `what` names it in
    // the message ("question", "answer", ...).
    static std::string plain_text_problem(std::string_view what, std::string_view text);

    // Letters, digits, '-', '_' and '.' only: ids go one per line into saved profiles.
    static bool valid_id(std::string_view id);

    const TextLimits& limits() const { return limits_; }

private:
    TextLimits limits_;
};

}  // namespace bjt::trivia
