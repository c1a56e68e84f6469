#pragma once
// How long question text may be, in UTF-8 code points.
//
// The shipped bank (assets/trivia) keeps to the limits the trivia panel is laid out for at its
// smallest window: question 160, answer 40. Text in a player's own folder, imported Open Trivia DB
// questions included, may be longer: OpenTDB has good questions with answers of 40-70 characters
// (three of the 200 in the sample), and rejecting them would throw away good questions. For those
// files the panel must wrap or shrink text past the shipped limits; past the player-file limits
// it could no longer stay readable, so those are hard limits.
#include <cstddef>

namespace bjt::trivia {

struct TextLimits {
    std::size_t question = 160;
    std::size_t answer = 40;
    std::size_t category = 40;

    static constexpr TextLimits shipped_bank() { return {160, 40, 40}; }
    static constexpr TextLimits player_files() { return {250, 80, 40}; }
};

}  // namespace bjt::trivia
