#include "engine/trivia/answer_echoes.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <set>
#include <string_view>

#include "engine/trivia/folded_words.h"
#include "engine/trivia/utf8.h"

namespace bjt::trivia {

namespace {

// Number words, by value: "three" and "3" are the same answer to a player.
constexpr std::array<std::string_view, 21> kNumberNames = {
    "zero",     "one",     "two",     "three",     "four",     "five",     "six",
    "seven",    "eight",   "nine",    "ten",       "eleven",   "twelve",   "thirteen",
    "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"};

bool all_digits(std::string_view word) {
    return !word.empty() && std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string by_value(std::string word) {
    const auto it = std::find(kNumberNames.begin(), kNumberNames.end(), word);
    return it == kNumberNames.end() ? word : std::to_string(std::distance(kNumberNames.begin(), it));
}

bool has_letter(std::string_view word) {
    return std::any_of(word.begin(), word.end(), [](char c) { return !(c >= '0' && c <= '9'); });
}

bool distinctive(const std::string& word) {
    if (all_digits(word)) return true;
    return has_letter(word) && !function_word(word) && utf8::count_code_points(word) >= kMinEchoCharacters;
}

std::set<std::string> words_by_value(std::string_view text) {
    std::set<std::string> out;
    for (auto& w : folded_words(text)) out.insert(by_value(std::move(w)));
    return out;
}

}  // namespace

std::vector<std::string> echoed_words(const Question& q) {
    if (q.type != QuestionType::MultipleChoice) return {};
    const std::set<std::string> in_question = words_by_value(q.text);
    std::set<std::string> in_wrong;
    for (const auto& w : q.wrong_answers) in_wrong.merge(words_by_value(w));
    std::vector<std::string> out;
    for (auto& w : folded_words(q.right_answer)) {
        w = by_value(std::move(w));
        const bool echo = distinctive(w) && in_question.count(w) && !in_wrong.count(w);
        if (echo && std::find(out.begin(), out.end(), w) == out.end()) out.push_back(std::move(w));
    }
    return out;
}

std::vector<AnswerEcho> find_answer_echoes(const std::vector<const Question*>& questions) {
    std::vector<AnswerEcho> out;
    for (const auto* q : questions)
        if (auto words = echoed_words(*q); !words.empty()) out.push_back({q, std::move(words)});
    return out;
}

}  // namespace bjt::trivia
