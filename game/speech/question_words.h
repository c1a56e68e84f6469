#pragma once
// A trivia question as speech says it: its category and difficulty, the question, then its options numbered as
// the keys that answer them ("1: Paris. 2: Rome. ..."; a true-false question's keys are T and F).
#include <string>

#include "game/questions/trivia_question.h"

namespace bjt::game {

std::string question_words(const TriviaQuestion& q);

}  // namespace bjt::game
