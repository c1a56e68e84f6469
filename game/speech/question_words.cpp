#include "game/speech/question_words.h"

#include "engine/trivia/question_words.h"

namespace bjt::game {

std::string question_words(const TriviaQuestion& q) {
    std::string words = q.category + ", " + std::string(trivia::difficulty_word(q.difficulty)) + ". " + q.text;
    if (q.true_false) return words + " T for true, F for false.";
    for (std::size_t i = 0; i < q.options.size(); ++i) words += " " + std::to_string(i + 1) + ": " + q.options[i] + ".";
    return words;
}

}  // namespace bjt::game
