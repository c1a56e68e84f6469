#pragma once
// Where the player is in "How to play" (lesson_plan.h), told from the practice table's state rather than from the
// buttons pressed, so the mouse, the keyboard and a gamepad all count alike. A step ends when its goal is met; a
// Read step when the player says Next. A round that ends before the player did what it teaches (stood where it
// teaches a hit) is dealt again from its own cards, with a line saying why.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/table.h"
#include "game/lesson/lesson_plan.h"

namespace bjt::game {

class Lesson {
public:
    explicit Lesson(LessonPlan plan);

    const LessonPlan& plan() const { return plan_; }
    const LessonStep& step() const { return plan_.steps[index_]; }
    std::size_t index() const { return index_; }
    bool finished() const { return finished_; }
    // Why the round is being dealt again; empty once it has begun again, or when it never was.
    const std::string& retry_note() const { return retry_; }

    // The player read a Read step: the next one. Nothing on any other step.
    void next();
    // The practice table, once its view has caught up with it: ends every step whose goal is met, and deals a round
    // again when it ended before what it teaches. `rounds_begun`: the rounds the table has begun so far.
    void watch(const Table& table, int rounds_begun);
    // The cards the next round must be dealt from, once each time a round's deal step begins (the scene stacks them).
    std::optional<std::vector<Card>> take_cards();
    // What the step card says now: the step's text, or what the table asks first (the question at a double or a
    // later hit, which the step's own text does not tell).
    std::string words(const Table& table) const;

private:
    void enter(std::size_t i, int rounds_begun);
    bool met(const Table& table, int rounds_begun) const;
    // The round ended without what it teaches: back to its deal step.
    bool missed(const Table& table, int rounds_begun);

    LessonPlan plan_;
    std::size_t index_ = 0;
    bool finished_ = false;
    int rounds_at_step_ = 0;  // rounds begun when the step began
    std::optional<std::vector<Card>> cards_;
    std::string retry_;
};

}  // namespace bjt::game
