#include "engine/trivia/question_checker.h"

#include "engine/trivia/character_classes.h"
#include "engine/trivia/html_entities.h"
#include "engine/trivia/text_fold.h"
#include "engine/trivia/utf8.h"

namespace bjt::trivia {

namespace {

void add(std::vector<QuestionProblem>& out, QuestionField field, std::string message, int wrong_index = -1) {
    out.push_back({field, wrong_index, std::move(message)});
}

// "question: 173 characters, over the limit of 160" or "".
std::string length_problem(std::string_view what, std::string_view text, std::size_t limit) {
    const std::size_t n = utf8::count_code_points(text);
    if (n <= limit) return {};
    return std::string(what) + ": " + std::to_string(n) + " characters, over the limit of " + std::to_string(limit);
}

}  // namespace

bool QuestionChecker::valid_id(std::string_view id) {
    if (id.empty()) return false;
    for (char c : id) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                        c == '_' || c == '.';
        if (!ok) return false;
    }
    return true;
}

std::string QuestionChecker::plain_text_problem(std::string_view what, std::string_view text) {
    const std::string name(what);
    if (text.empty()) return name + ": is empty";
    if (!utf8::valid(text)) return name + ": is not valid UTF-8";
    char32_t first = 0, last = 0;
    for (std::size_t i = 0; i < text.size();) {
        const char32_t c = *utf8::next(text, i);
        if (first == 0) first = c;  // U+0000 itself is refused below as a control character
        last = c;
        if (is_control_character(c))
            return name + ": contains the control character " + utf8::code_point_name(c) +
                   (c == '\n' ? " (a line break; the panel wraps text itself)" : "");
        if (is_invisible_mark(c)) return name + ": contains the invisible character " + utf8::code_point_name(c);
    }
    if (is_white_space(first)) return name + ": has a leading space";
    if (is_white_space(last)) return name + ": has a trailing space";
    if (auto entity = HtmlEntities::find_first(text))
        return name + ": contains the HTML entity '" + std::string(entity->reference) + "'; write the character itself";
    return {};
}

std::vector<QuestionProblem> QuestionChecker::check(const Question& q) const {
    std::vector<QuestionProblem> out;
    if (!valid_id(q.id))
        add(out, QuestionField::Id,
            "id: '" + q.id + "' is not a valid id (use letters, digits, '-', '_' and '.', as in science-001)");

    auto text_rules = [&](QuestionField field, std::string_view what, std::string_view text, std::size_t limit,
                          int index = -1) {
        std::string problem = plain_text_problem(what, text);
        if (problem.empty()) problem = length_problem(what, text, limit);
        if (problem.empty()) return true;
        add(out, field, std::move(problem), index);
        return false;
    };
    text_rules(QuestionField::Category, "category", q.category, limits_.category);
    text_rules(QuestionField::Text, "question", q.text, limits_.question);

    if (q.type == QuestionType::TrueFalse) {
        const bool labels_ok =
            (q.right_answer == kTrueLabel && q.wrong_answers.size() == 1 && q.wrong_answers[0] == kFalseLabel) ||
            (q.right_answer == kFalseLabel && q.wrong_answers.size() == 1 && q.wrong_answers[0] == kTrueLabel);
        if (!labels_ok) add(out, QuestionField::RightAnswer, "answer: expected true or false");
        return out;
    }

    const bool right_ok = text_rules(QuestionField::RightAnswer, "answer", q.right_answer, limits_.answer);
    if (q.wrong_answers.size() != 3) {
        add(out, QuestionField::WrongAnswers,
            "wrong: expected 3 wrong answers, found " + std::to_string(q.wrong_answers.size()));
        return out;
    }
    const std::string right_key = answer_key(q.right_answer);
    std::vector<std::string> keys;
    for (std::size_t k = 0; k < q.wrong_answers.size(); ++k) {
        const std::string& w = q.wrong_answers[k];
        const int index = static_cast<int>(k);
        if (!text_rules(QuestionField::WrongAnswers, "wrong", w, limits_.answer, index)) continue;
        const std::string key = answer_key(w);
        if (right_ok && key == right_key) {
            add(out, QuestionField::WrongAnswers, "wrong: '" + w + "' is the right answer too", index);
            continue;
        }
        bool repeated = false;
        for (const auto& earlier : keys) repeated = repeated || earlier == key;
        if (repeated) {
            add(out, QuestionField::WrongAnswers, "wrong: '" + w + "' is given twice", index);
            continue;
        }
        keys.push_back(key);
    }
    return out;
}

}  // namespace bjt::trivia
