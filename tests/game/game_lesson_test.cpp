// How to play's plan and progress (game/lesson/), on the engine's Table without a screen: each preset gets the steps
// that apply to it, every practice round's stacked cards play out as its steps say (a soft hand won, a double won,
// a split that wins and pushes, a natural), a round played another way is dealt again, and the jargon tips say
// what the words mean.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "engine/table.h"
#include "game/lesson/lesson.h"
#include "game/view/glossary.h"
#include "tests/game/preset_rules.h"

using namespace bjt;
using bjt::test::preset_rules;
using namespace bjt::game;

namespace {

std::vector<std::string> step_ids(const LessonPlan& plan) {
    std::vector<std::string> ids;
    for (const LessonStep& s : plan.steps) ids.push_back(s.id);
    return ids;
}

bool has(const std::vector<std::string>& ids, const std::string& id) {
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// Plays the lesson as a player doing what each step asks, on a Table with the plan's cards; answers every
// question right with a medium one. Returns the outcomes of each round, in order.
std::vector<std::string> play_through(const Rules& rules, Lesson& lesson) {
    Table table(rules, Shoe::stacked({}));
    REQUIRE(table.reset_session());
    int rounds = 0;
    std::vector<std::string> outcomes;
    for (int guard = 0; guard < 200 && !lesson.finished(); ++guard) {
        if (auto cards = lesson.take_cards()) table.set_shoe(Shoe::stacked(*cards));
        const LessonGoal goal = lesson.step().goal;
        Status s{};
        if (goal == LessonGoal::Read) {
            lesson.next();
        } else if (goal == LessonGoal::Deal) {
            s = table.begin_round(bet_limits(rules, table.bank()).min);
            ++rounds;
        } else if (table.state() == RoundState::QuestionPending) {
            s = table.answer(Difficulty::Medium, true);
        } else if (table.state() == RoundState::Predictions) {
            s = table.predict({Winner::Player, 20, 26});
        } else if (table.state() == RoundState::PlayerTurn) {
            const Action a = goal == LessonGoal::Hit      ? Action::Hit
                             : goal == LessonGoal::Double ? Action::Double
                             : goal == LessonGoal::Split  ? Action::Split
                                                          : Action::Stand;
            s = table.act(a);
        }
        REQUIRE(s.ok());
        const RoundState before = table.state();
        lesson.watch(table, rounds);
        if (before == RoundState::RoundOver && goal != LessonGoal::Read && lesson.step().goal == LessonGoal::Read) {
            std::string o;
            for (int i = 0; i < table.hand_count(); ++i)
                o += (i ? "," : "") + std::string(outcome_name(table.hand(i).outcome));
            outcomes.push_back(o);
        }
    }
    REQUIRE(lesson.finished());
    return outcomes;
}

}  // namespace

TEST_CASE("how to play: each preset gets the steps that apply to it", "[lesson]") {
    const auto trivia = step_ids(lesson_plan(preset_rules("trivia")));
    CHECK(has(trivia, "question"));
    CHECK(has(trivia, "double"));
    CHECK(has(trivia, "split"));
    CHECK(has(trivia, "side-bets"));
    CHECK_FALSE(has(trivia, "cash-out"));
    const auto classic = step_ids(lesson_plan(preset_rules("classic")));
    CHECK(has(classic, "cash-out"));
    CHECK_FALSE(has(classic, "question"));
    CHECK_FALSE(has(classic, "side-bets"));
    const auto three = step_ids(lesson_plan(preset_rules("three-bets")));
    CHECK(has(three, "predict"));
    CHECK_FALSE(has(three, "double"));
    CHECK_FALSE(has(three, "split"));
    const auto single = step_ids(lesson_plan(preset_rules("single-deck")));
    CHECK_FALSE(has(single, "double"));
    CHECK_FALSE(has(single, "split"));
    CHECK(has(single, "natural"));
    const auto chartwell = step_ids(lesson_plan(preset_rules("chartwell")));
    CHECK(has(chartwell, "face-down"));
    for (const auto* ids : {&trivia, &classic, &three, &single, &chartwell}) {
        CHECK(ids->front() == "goal");
        CHECK(ids->back() == "ready");
    }
}

TEST_CASE("how to play: every preset's practice rounds play out as their steps say", "[lesson]") {
    for (const char* name : {"trivia", "classic", "chartwell"}) {
        INFO(name);
        Lesson lesson(lesson_plan(preset_rules(name)));
        const auto outcomes = play_through(preset_rules(name), lesson);
        CHECK(outcomes == std::vector<std::string>{"win", "win", "win,push", "blackjack"});
    }
    Lesson single(lesson_plan(preset_rules("single-deck")));
    CHECK(play_through(preset_rules("single-deck"), single) == std::vector<std::string>{"win", "blackjack"});
    Lesson three(lesson_plan(preset_rules("three-bets")));
    CHECK(play_through(preset_rules("three-bets"), three).size() == 2);
}

TEST_CASE("how to play: a round that ends before what it teaches is dealt again, saying why", "[lesson]") {
    const Rules rules = preset_rules("classic");
    Lesson lesson(lesson_plan(rules));
    Table table(rules, Shoe::stacked({}));
    REQUIRE(table.reset_session());
    lesson.next();
    REQUIRE(lesson.step().id == "deal");
    table.set_shoe(Shoe::stacked(*lesson.take_cards()));
    REQUIRE(table.begin_round(5'00));
    lesson.watch(table, 1);
    REQUIRE(lesson.step().id == "hit");
    REQUIRE(table.act(Action::Stand));  // not what the round teaches
    lesson.watch(table, 1);
    CHECK(lesson.step().id == "deal");
    CHECK(lesson.retry_note() == lesson_retry_text(LessonGoal::Hit));
    const auto again = lesson.take_cards();
    REQUIRE(again);
    CHECK(*again == lesson.plan().rounds[0].cards);
    table.set_shoe(Shoe::stacked(*again));
    REQUIRE(table.begin_round(5'00));
    lesson.watch(table, 2);
    CHECK(lesson.step().id == "hit");
    CHECK(lesson.retry_note().empty());
}

TEST_CASE("jargon: the words a first-time player meets, each in plain words", "[lesson][glossary]") {
    const auto felt = jargon_in("BLACKJACK PAYS 6 TO 5 · DEALER HITS SOFT 17 · PEEK");
    REQUIRE(felt.size() == 3);
    CHECK(felt[0].starts_with("6:5: a win pays 6 for every 5 bet (12 on a bet of 10)"));
    CHECK(felt[1].starts_with("Soft 17:"));
    CHECK(felt[2].starts_with("Peek:"));
    CHECK(jargon_in("Even money and a 5 Card Charlie; 21+3").size() == 3);
    CHECK(jargon_in("Hit or stand").empty());
    CHECK(jargon_tip("push, push").find('\n') == std::string::npos);  // each meaning once
}
