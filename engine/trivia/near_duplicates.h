#pragma once
// Near-duplicate questions: the same fact asked in other words ("What is the capital city of
// Australia?" / "What is the capital of Australia?"; "Who created Tetris?" / "Who was Tetris
// created by?"). The exact-duplicate check (question_key) misses these; a player would not.
//
// Two questions are near-duplicates when they have the same type, the same right answer
// (answer_key) and nearly the same content words. Content words are the case-folded words of the
// question with a possessive "'s" dropped and the function words that carry no fact left out
// (what, which, who, is, was, the, of, by, called, ...; the list is kContentlessWords in the .cpp).
// Words that change a fact ("not", "first", numbers) are content words, and a word keeps the marks
// that change a fact, as the exact-duplicate key does ("c#", "50%", "2.5"). "Nearly the same" is
// either a Jaccard similarity (shared / all distinct words) of at least 0.75, or every word but
// one shared with at least two shared ("capital city australia" / "capital australia").
// Same-answer pairs of different facts ("Which planet is called the Red Planet?" / "Which planet
// has the moon Phobos?") share too few words; close wording with another answer is never a pair.
#include <string>
#include <string_view>
#include <vector>

#include "engine/trivia/question.h"

namespace bjt::trivia {

// The content words of a question, folded, in order of first appearance, each once.
std::vector<std::string> content_words(std::string_view question_text);

struct WordOverlap {
    std::size_t shared = 0;
    std::size_t distinct = 0;  // words in either question
    double jaccard() const { return distinct == 0 ? 0.0 : double(shared) / double(distinct); }
};
WordOverlap word_overlap(std::string_view a, std::string_view b);

// Whether `a` and `b` ask the same fact (type, answer and wording as above).
bool near_duplicate(const Question& a, const Question& b);

struct NearDuplicatePair {
    const Question* earlier = nullptr;  // in the order given
    const Question* later = nullptr;
    WordOverlap overlap;
};

// Every near-duplicate pair among `questions` (pointers must stay valid), earlier first, in the
// order of the later question. Only questions with the same answer are compared, so a bank of a
// few thousand questions takes milliseconds.
std::vector<NearDuplicatePair> find_near_duplicates(const std::vector<const Question*>& questions);

}  // namespace bjt::trivia
