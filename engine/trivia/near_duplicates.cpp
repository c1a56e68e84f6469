#include "engine/trivia/near_duplicates.h"

#include <unicode/uchar.h>

#include <algorithm>
#include <map>
#include <utility>

#include "engine/trivia/text_fold.h"
#include "engine/trivia/utf8.h"

namespace bjt::trivia {

namespace {

// Words that only shape the question ("What is the ... of ...?", "Who was ... by?"), never the
// fact. Folded (lower case). "not", ordinals, superlatives and numbers are deliberately absent.
constexpr std::string_view kContentlessWords[] = {
    "a",     "an",    "the",   "of",   "in",   "on",    "at",     "to",    "for",      "by",  "from", "with", "as",
    "into",  "about", "is",    "are",  "was",  "were",  "be",     "been",  "being",    "am",  "do",   "does", "did",
    "what",  "whats", "which", "who",  "whos", "whom",  "whose",  "when",  "where",    "why", "how",  "this", "that",
    "these", "those", "there", "it",   "its",  "they",  "them",   "their", "and",      "or",  "has",  "have", "had",
    "can",   "could", "would", "will", "name", "named", "called", "known", "following"};

bool contentless(std::string_view word) {
    return std::find(std::begin(kContentlessWords), std::end(kContentlessWords), word) != std::end(kContentlessWords);
}

bool apostrophe(char32_t c) { return c == U'\'' || c == U'\u2019'; }
bool word_character(char32_t c) { return u_isalnum(static_cast<UChar32>(c)) || u_getCombiningClass(c) != 0; }
bool digit(char32_t c) { return u_isdigit(static_cast<UChar32>(c)) != 0; }

// Folded words: letters and digits, with the marks that change a fact kept as question_key() keeps them ("c#" is
// not "c", "50%" not "50", "2.5" not "2" and "5"), apostrophes inside a word dropped ("don't" -> "dont"), a
// possessive "'s" at a word's end dropped ("element's" -> "element").
std::vector<std::string> folded_words(std::string_view text) {
    const std::string folded = answer_key(text);
    std::vector<std::u32string> words(1);
    for (std::size_t i = 0; i < folded.size();) {
        const char32_t c = utf8::next(folded, i).value_or(U' ');
        std::size_t peek = i;
        const char32_t next = i < folded.size() ? utf8::next(folded, peek).value_or(U' ') : U' ';
        const bool in_word = !words.back().empty();
        const bool decimal_point = c == U'.' && in_word && digit(words.back().back()) && digit(next);
        const bool attached_mark = meaningful_mark(c) && (in_word || word_character(next));  // "&" alone is no word
        if (word_character(c) || attached_mark || decimal_point) {
            words.back() += c;
        } else if (!(apostrophe(c) && !words.back().empty())) {
            if (!words.back().empty()) words.emplace_back();
        } else {
            std::size_t after = i;
            const char32_t s = after < folded.size() ? utf8::next(folded, after).value_or(U' ') : U' ';
            std::size_t past = after;
            const char32_t end = past < folded.size() ? utf8::next(folded, past).value_or(U' ') : U' ';
            if (s == U's' && !word_character(end)) {
                i = after;  // drop the "'s" and end the word
                words.emplace_back();
            }
        }
    }
    std::vector<std::string> out;
    for (const auto& w : words) {
        if (w.empty()) continue;
        std::string utf8_word;
        for (char32_t c : w) utf8::append(utf8_word, c);
        out.push_back(std::move(utf8_word));
    }
    return out;
}

}  // namespace

std::vector<std::string> content_words(std::string_view question_text) {
    std::vector<std::string> out;
    for (auto& word : folded_words(question_text))
        if (!contentless(word) && std::find(out.begin(), out.end(), word) == out.end()) out.push_back(std::move(word));
    return out;
}

namespace {
WordOverlap overlap_of(const std::vector<std::string>& words_a, const std::vector<std::string>& words_b) {
    WordOverlap overlap;
    for (const auto& w : words_a)
        if (std::find(words_b.begin(), words_b.end(), w) != words_b.end()) ++overlap.shared;
    overlap.distinct = words_a.size() + words_b.size() - overlap.shared;
    return overlap;
}
bool similar_wording(const WordOverlap& o) {
    const bool one_word_apart = o.shared >= 2 && o.distinct - o.shared <= 1;
    return one_word_apart || o.jaccard() >= 0.75;
}
}  // namespace

WordOverlap word_overlap(std::string_view a, std::string_view b) {
    return overlap_of(content_words(a), content_words(b));
}

bool near_duplicate(const Question& a, const Question& b) {
    if (a.type != b.type || answer_key(a.right_answer) != answer_key(b.right_answer)) return false;
    return similar_wording(word_overlap(a.text, b.text));
}

std::vector<NearDuplicatePair> find_near_duplicates(const std::vector<const Question*>& questions) {
    // Group by type and answer first: only those can pair.
    std::map<std::pair<QuestionType, std::string>, std::vector<std::size_t>> by_answer;
    std::vector<std::vector<std::string>> words;
    for (std::size_t k = 0; k < questions.size(); ++k) {
        by_answer[{questions[k]->type, answer_key(questions[k]->right_answer)}].push_back(k);
        words.push_back(content_words(questions[k]->text));
    }

    std::vector<std::pair<std::size_t, std::size_t>> found;  // (earlier, later) positions
    for (const auto& [key, members] : by_answer)
        for (std::size_t j = 1; j < members.size(); ++j)
            for (std::size_t i = 0; i < j; ++i)
                if (similar_wording(overlap_of(words[members[i]], words[members[j]])))
                    found.emplace_back(members[i], members[j]);
    std::sort(found.begin(), found.end(), [](const auto& x, const auto& y) {
        return x.second != y.second ? x.second < y.second : x.first < y.first;
    });
    std::vector<NearDuplicatePair> out;
    for (const auto& [i, j] : found) out.push_back({questions[i], questions[j], overlap_of(words[i], words[j])});
    return out;
}

}  // namespace bjt::trivia
