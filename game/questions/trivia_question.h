#pragma once
// A question as the trivia scene shows it: the options already in display order.
#include <string>
#include <vector>

#include "engine/rules.h"

namespace bjt::game {

struct TriviaQuestion {
    std::string id;
    std::string category;
    std::string text;
    Difficulty difficulty = Difficulty::Easy;
    bool true_false = false;
    std::vector<std::string> options;  // 2 (True, False) or 4
    int right_index = 0;
};

}  // namespace bjt::game
