#pragma once
// The words of a question or answer as the text checks compare them: case-folded, punctuation
// dropped except the marks that change a fact, and the function words that carry no fact. Shared
// by the near-duplicate, clue-leak and answer-echo checks so that all three see the same words.
#include <string>
#include <string_view>
#include <vector>

namespace bjt::trivia {

// Folded words in order (repeats kept): letters and digits, with the marks that change a fact kept
// as question_key() keeps them ("c#" is not "c", "50%" not "50", "2.5" not "2" and "5"), apostrophes
// inside a word dropped ("don't" -> "dont"), a possessive "'s" at a word's end dropped ("element's"
// -> "element"). A hyphen separates words ("three-point" -> "three", "point").
std::vector<std::string> folded_words(std::string_view text);

// Whether a folded word only shapes a question ("what", "is", "the", "of", "called", ...) and
// never states a fact. "not", ordinals, superlatives and numbers are deliberately not function words.
bool function_word(std::string_view folded_word);

}  // namespace bjt::trivia
