#pragma once
// A question as it is put to the player: the answers in the order shown and which one is right.
#include <cstddef>
#include <string>
#include <vector>

#include "engine/trivia/question.h"

namespace bjt::trivia {

struct PickedQuestion {
    const Question* question = nullptr;  // into the bank, which outlives the picker
    std::vector<std::string> answers;  // shuffled for multiple choice; True, False for true-false
    std::size_t right_index = 0;

    bool is_right(std::size_t chosen) const { return chosen == right_index; }
};

}  // namespace bjt::trivia
