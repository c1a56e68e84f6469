#include "game/lesson/lesson.h"

#include <utility>

namespace bjt::game {

namespace {

bool any_hand(const Table& t, bool (*test)(const PlayerHand&)) {
    for (int i = 0; i < t.hand_count(); ++i)
        if (test(t.hand(i))) return true;
    return false;
}

bool asked_for(const Table& t, Action a) {
    return t.state() == RoundState::QuestionPending && t.pending_question_action() == a;
}

bool round_over(const Table& t) { return t.state() == RoundState::RoundOver; }

}  // namespace

Lesson::Lesson(LessonPlan plan) : plan_(std::move(plan)) {
    if (plan_.steps.empty()) finished_ = true;
}

void Lesson::next() {
    if (finished_ || step().goal != LessonGoal::Read) return;
    enter(index_ + 1, rounds_at_step_);
}

void Lesson::enter(std::size_t i, int rounds_begun) {
    if (i >= plan_.steps.size()) {
        finished_ = true;
        return;
    }
    index_ = i;
    rounds_at_step_ = rounds_begun;
    if (step().goal == LessonGoal::Deal) cards_ = plan_.rounds[static_cast<std::size_t>(step().round)].cards;
}

bool Lesson::met(const Table& t, int rounds_begun) const {
    switch (step().goal) {
        case LessonGoal::Read: return false;
        case LessonGoal::Deal: return rounds_begun > rounds_at_step_;
        case LessonGoal::Hit:
            return asked_for(t, Action::Hit) || any_hand(t, [](const PlayerHand& h) { return h.cards.count() > 2; });
        case LessonGoal::Answer: return t.state() != RoundState::QuestionPending;
        case LessonGoal::Stand: return t.state() != RoundState::PlayerTurn && t.state() != RoundState::QuestionPending;
        case LessonGoal::Double:
            return asked_for(t, Action::Double) || any_hand(t, [](const PlayerHand& h) { return h.doubled; });
        case LessonGoal::Split: return t.hand_count() >= 2;
        case LessonGoal::Finish: return round_over(t);
    }
    return false;
}

bool Lesson::missed(const Table& t, int rounds_begun) {
    const LessonGoal g = step().goal;
    if (!round_over(t) || (g != LessonGoal::Hit && g != LessonGoal::Double && g != LessonGoal::Split) ||
        met(t, rounds_begun))
        return false;
    const int round = step().round;
    std::size_t deal = 0;
    while (plan_.steps[deal].round != round || plan_.steps[deal].goal != LessonGoal::Deal) ++deal;
    enter(deal, rounds_begun);
    retry_ = lesson_retry_text(g);
    return true;
}

void Lesson::watch(const Table& t, int rounds_begun) {
    while (!finished_ && !missed(t, rounds_begun) && met(t, rounds_begun)) {
        if (step().goal == LessonGoal::Deal) retry_.clear();
        enter(index_ + 1, rounds_begun);
    }
}

std::optional<std::vector<Card>> Lesson::take_cards() { return std::exchange(cards_, std::nullopt); }

std::string Lesson::words(const Table& t) const {
    if (finished_) return "";
    if (t.state() == RoundState::QuestionPending && step().goal != LessonGoal::Answer)
        return "Answer the question to get the card, or take it back.";
    if (!retry_.empty()) return retry_ + " " + step().text;
    return step().text;
}

}  // namespace bjt::game
