#pragma once
// Where the trivia scene gets its questions. One implementation wraps the question bank library
// (engine/trivia); the scene only knows this interface.
#include <string>

#include "trivia/trivia_question.h"

namespace bjt::game {

class QuestionSource {
public:
    virtual ~QuestionSource() = default;
    // The next question of this difficulty (never repeating one until the pool runs out).
    virtual TriviaQuestion next(Difficulty difficulty) = 0;
    // How many questions are available, for the title screen and the error message when there are none.
    virtual int size() const = 0;
};

}  // namespace bjt::game
