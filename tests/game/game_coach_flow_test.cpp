// The coach at the table without a scene: a player-turn action played at once, held while the values compute, or
// held for the player's yes or no when it costs more than the best play.
#include <catch2/catch.hpp>
#include <optional>
#include <string>

#include "engine/card.h"
#include "engine/table.h"
#include "game/app/launch_options.h"
#include "game/coach/coach_flow.h"

using namespace bjt::game;

namespace {

// A table at the player's turn, no ace in sight (a stacked shoe; no trivia, so a hit is just a hit).
struct PlayerTurn {
    PlayerTurn() : table(rules(), bjt::Shoe::stacked(cards("TH 9S 6D 7C 5H 5D 5S 5C"))) {
        REQUIRE(table.reset_session());
        REQUIRE(table.begin_round(10'00));
        REQUIRE(table.state() == bjt::RoundState::PlayerTurn);
    }
    static bjt::Rules rules() {
        bjt::Rules r;
        r.trivia = false;
        return r;
    }
    static std::vector<bjt::Card> cards(const std::string& text) {
        auto parsed = parse_shoe(text);
        INFO(parsed.error());
        REQUIRE(parsed);
        return parsed.value();
    }
    bjt::Table table;
};

// The coach says hitting is the better play, by 5% of the bet.
bjt::strategy::OptionValues hit_is_best() {
    bjt::strategy::OptionValues v;
    v.hit = -0.50;
    v.stand = -0.55;
    return v;
}

// A coach whose worker answers once it has been asked `delay` times (0: at once); counts the questions.
struct FakeAdvice {
    int delay = 0;
    int asked = 0;
    CoachFlow::Advise advise() {
        return [this](const HandQuestion&) -> std::optional<bjt::strategy::OptionValues> {
            return ++asked > delay ? std::optional(hit_is_best()) : std::nullopt;
        };
    }
};

}  // namespace

TEST_CASE("coach flow: with the warning off, every action is played at once", "[coach]") {
    PlayerTurn t;
    FakeAdvice fake;
    CoachFlow coach("fp", fake.advise());
    CHECK(coach.choose(bjt::Action::Stand, t.table, false) == bjt::Action::Stand);
    CHECK(fake.asked == 0);  // nothing asked of the worker
}

TEST_CASE("coach flow: the best play goes ahead, a misplay waits for yes or no", "[coach]") {
    PlayerTurn t;
    FakeAdvice fake;
    CoachFlow coach("fp", fake.advise());
    CHECK(coach.choose(bjt::Action::Hit, t.table, true) == bjt::Action::Hit);
    CHECK(coach.best_legal(t.table) == bjt::Action::Hit);
    REQUIRE(coach.cost_of(bjt::Action::Stand, t.table));
    CHECK(*coach.cost_of(bjt::Action::Stand, t.table) == Approx(0.05));

    CHECK_FALSE(coach.choose(bjt::Action::Stand, t.table, true));
    REQUIRE(coach.confirming() == bjt::Action::Stand);
    SECTION("yes plays it") {
        CHECK(coach.confirm() == bjt::Action::Stand);
        CHECK_FALSE(coach.confirming());
    }
    SECTION("no takes it back") {
        coach.cancel();
        CHECK_FALSE(coach.confirming());
        CHECK_FALSE(coach.confirm());
    }
}

TEST_CASE("coach flow: an action chosen while the values compute is held, then decided", "[coach]") {
    PlayerTurn t;
    FakeAdvice fake{.delay = 2};
    CoachFlow coach("fp", fake.advise());
    CHECK_FALSE(coach.choose(bjt::Action::Hit, t.table, true));
    CHECK(coach.checking());
    CHECK_FALSE(coach.poll(t.table, true, true));  // the second question: still computing
    CHECK(coach.poll(t.table, true, true) == bjt::Action::Hit);  // the values came: the best play goes ahead
    CHECK_FALSE(coach.checking());
}

TEST_CASE("coach flow: playing an action closes the panel and drops what was held", "[coach]") {
    PlayerTurn t;
    FakeAdvice fake;
    CoachFlow coach("fp", fake.advise());
    coach.toggle_hint();
    CHECK(coach.hint_open());
    CHECK_FALSE(coach.choose(bjt::Action::Stand, t.table, true));
    coach.acted();
    CHECK_FALSE(coach.hint_open());
    CHECK_FALSE(coach.confirming());
    CHECK_FALSE(coach.checking());
}

TEST_CASE("coach flow: the panel asks for advice only while it is wanted", "[coach]") {
    PlayerTurn t;
    FakeAdvice fake{.delay = 100};
    CoachFlow coach("fp", fake.advise());
    coach.refresh(t.table, false, true);
    CHECK(fake.asked == 0);  // panel shut, warning off
    coach.refresh(t.table, true, false);
    CHECK(fake.asked == 0);  // warning on, but the view is still showing the deal
    coach.toggle_hint();
    coach.refresh(t.table, false, false);
    CHECK(fake.asked == 1);
    CHECK_FALSE(coach.advice());
}
