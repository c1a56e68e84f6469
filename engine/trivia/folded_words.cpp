#include "engine/trivia/folded_words.h"

#include <unicode/uchar.h>

#include <algorithm>
#include <iterator>

#include "engine/trivia/text_fold.h"
#include "engine/trivia/utf8.h"

namespace bjt::trivia {

namespace {

// Words that only shape the question ("What is the ... of ...?", "Who was ... by?"), never the
// fact. Folded (lower case). "not", ordinals, superlatives and numbers are deliberately absent.
constexpr std::string_view kFunctionWords[] = {
    "a",     "an",    "the",   "of",   "in",   "on",    "at",     "to",    "for",      "by",  "from", "with", "as",
    "into",  "about", "is",    "are",  "was",  "were",  "be",     "been",  "being",    "am",  "do",   "does", "did",
    "what",  "whats", "which", "who",  "whos", "whom",  "whose",  "when",  "where",    "why", "how",  "this", "that",
    "these", "those", "there", "it",   "its",  "they",  "them",   "their", "and",      "or",  "has",  "have", "had",
    "can",   "could", "would", "will", "name", "named", "called", "known", "following"};

bool apostrophe(char32_t c) { return c == U'\'' || c == U'\u2019'; }
bool word_character(char32_t c) { return u_isalnum(static_cast<UChar32>(c)) || u_getCombiningClass(c) != 0; }
bool digit(char32_t c) { return u_isdigit(static_cast<UChar32>(c)) != 0; }

}  // namespace

bool function_word(std::string_view folded_word) {
    return std::find(std::begin(kFunctionWords), std::end(kFunctionWords), folded_word) != std::end(kFunctionWords);
}

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

}  // namespace bjt::trivia
