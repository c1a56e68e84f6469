#pragma once
// Answer echoes: a multiple-choice question whose own text repeats a word of its right answer that
// no wrong option has ("Which fish gives an electric shock?" - "Electric eel" among "Piranha",
// "Stingray", ...). The player picks the option that matches the question without knowing the fact.
//
// The words compared are folded words (folded_words.h). A word of the answer echoes when it is
// distinctive - a number, or a word of at least kMinEchoCharacters characters with a letter that is
// not a function word ("the", "of", ...) - and it is among the question's words and among no wrong
// option's. Numbers are compared by value as far as twenty, so "three-point line" echoes the
// answer "3". Short words ("a", "of", "is") and function words are too common to give anything away.
// A wrong option sharing the word ("Atlantic Ocean" beside "Pacific Ocean") keeps the options alike,
// so there is no echo then.
#include <cstddef>
#include <string>
#include <vector>

#include "engine/trivia/question.h"

namespace bjt::trivia {

inline constexpr std::size_t kMinEchoCharacters = 3;

// The distinctive words of `question`'s right answer that echo in its text, folded, each once; none
// for a true-false question.
std::vector<std::string> echoed_words(const Question& question);

struct AnswerEcho {
    const Question* question = nullptr;
    std::vector<std::string> words;  // echoed_words(), never empty
};

// Every question among `questions` with an echo, in their order.
std::vector<AnswerEcho> find_answer_echoes(const std::vector<const Question*>& questions);

}  // namespace bjt::trivia
