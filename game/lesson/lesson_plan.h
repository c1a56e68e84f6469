#pragma once
// "How to play": the walkthrough's steps for one preset, built from the Rules the practice table plays, never from
// the preset's name. A few short rounds, each dealt from its own stacked cards, where the player does each thing
// once at the real table with the real buttons (hit and stand on a soft hand, double, split, a natural), the trivia
// rule at the first question, then the preset's own twist (side bets and their edge, three-bets' predictions,
// classic's cash-out, chartwell's face-down first card). Steps a preset cannot play (a double where there is none)
// are left out. Lesson (lesson.h) walks through them.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/rules.h"

namespace bjt::game {

// What ends a step.
enum class LessonGoal : std::uint8_t {
    Read,  // the player has read the card: Next
    Deal,  // a round begins (a bet and DEAL)
    Hit,  // the hand takes a card (at a trivia table: asks for one)
    Answer,  // the trivia question is answered (or the hit taken back)
    Stand,  // the player's turn is over
    Double,  // the hand is doubled (at a trivia table: asks to)
    Split,  // the pair is split
    Finish,  // the round reaches its result
};

struct LessonStep {
    std::string id;  // stable, for scripts (`expect lesson-step hit`)
    std::string heading;
    std::string text;
    LessonGoal goal = LessonGoal::Read;
    int round = -1;  // the LessonPlan::rounds index this step plays in; -1: between rounds
};

// One practice round: its cards in dealing order (enough for the round played as taught) and what it teaches
// (the goal without which it is dealt again: Hit, Double or Split; Read when nothing can be missed).
struct LessonRound {
    std::vector<Card> cards;
    LessonGoal teaches = LessonGoal::Read;
};

struct LessonPlan {
    std::string preset;  // the rules' name
    std::vector<LessonRound> rounds;
    std::vector<LessonStep> steps;
};

LessonPlan lesson_plan(const Rules& rules);

// Why a round is dealt again: it ended before the player did what it teaches.
std::string lesson_retry_text(LessonGoal missed);

}  // namespace bjt::game
