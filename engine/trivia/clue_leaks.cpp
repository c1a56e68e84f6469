#include "engine/trivia/clue_leaks.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "engine/trivia/folded_words.h"
#include "engine/trivia/utf8.h"

namespace bjt::trivia {

namespace {

using Words = std::vector<std::string>;

bool article(const std::string& word) { return word == "the" || word == "a" || word == "an"; }

bool has_letter(const Words& words) {
    for (const auto& w : words)
        for (char c : w)
            if (!(c >= '0' && c <= '9') && c != '.' && c != '%') return true;
    return false;
}

bool contains_run(const Words& haystack, const Words& needle) {
    if (needle.empty() || needle.size() > haystack.size()) return false;
    return std::search(haystack.begin(), haystack.end(), needle.begin(), needle.end()) != haystack.end();
}

// A question's words as the search sees them: its text, and each option's phrase and words.
struct SearchedQuestion {
    Words text;
    std::vector<Words> option_words;  // multiple choice only: true-false options are True/False
    std::vector<Words> option_phrases;
};

SearchedQuestion searched(const Question& q) {
    SearchedQuestion s{folded_words(q.text), {}, {}};
    if (q.type != QuestionType::MultipleChoice) return s;
    std::vector<std::string> options = q.wrong_answers;
    options.push_back(q.right_answer);
    for (const auto& o : options) {
        s.option_words.push_back(folded_words(o));
        s.option_phrases.push_back(answer_phrase(o));
    }
    return s;
}

// Where `s` names `phrase`, if it does.
std::optional<LeakPlace> naming(const SearchedQuestion& s, const Words& phrase) {
    if (contains_run(s.text, phrase)) return LeakPlace::Question;
    for (std::size_t k = 0; k < s.option_words.size(); ++k)
        if (s.option_phrases[k] != phrase && contains_run(s.option_words[k], phrase)) return LeakPlace::Options;
    return std::nullopt;
}

// How many questions offer `phrase` as an option, right or wrong.
std::map<Words, std::size_t> option_counts(const std::vector<SearchedQuestion>& all) {
    std::map<Words, std::size_t> counts;
    for (const auto& s : all) {
        const std::set<Words> distinct(s.option_phrases.begin(), s.option_phrases.end());
        for (const auto& p : distinct) ++counts[p];
    }
    return counts;
}

}  // namespace

std::vector<std::string> answer_phrase(std::string_view answer) {
    Words words = folded_words(answer);
    if (!words.empty() && article(words.front())) words.erase(words.begin());
    std::size_t characters = words.empty() ? 0 : words.size() - 1;
    for (const auto& w : words) characters += utf8::count_code_points(w);
    if (characters < 3 || !has_letter(words)) return {};
    return words;
}

std::vector<ClueLeak> find_clue_leaks(const std::vector<const Question*>& questions) {
    std::vector<SearchedQuestion> all;
    for (const auto* q : questions) all.push_back(searched(*q));
    const auto counts = option_counts(all);
    std::vector<ClueLeak> out;
    for (std::size_t i = 0; i < questions.size(); ++i) {
        if (questions[i]->type != QuestionType::MultipleChoice) continue;
        const Words phrase = answer_phrase(questions[i]->right_answer);
        if (phrase.empty() || counts.at(phrase) > kMaxQuestionsWithOption) continue;
        std::vector<ClueLeak> found;
        for (std::size_t j = 0; j < questions.size(); ++j)
            if (auto place = j == i ? std::nullopt : naming(all[j], phrase))
                found.push_back({questions[i], questions[j], *place});
        if (found.size() <= kMaxQuestionsNaming) out.insert(out.end(), found.begin(), found.end());
    }
    return out;
}

}  // namespace bjt::trivia
