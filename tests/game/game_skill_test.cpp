// The skill score in the game: a round played at the table is scored and stored with exactly the analysis's
// difference, and its line shows on the settled table when the coach's setting is on; the stats screen's Skill
// page and the Skill board read a save filled through the storage API (screenshots at 1280x720, 800x600, 2560x1080
// and 3840x2160, no text cut off): beside the money boards in a wide window, in their place by its button in a
// narrow one.
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>

#include "engine/strategy/coach.h"
#include "game/app/app.h"
#include "game/save/save_game.h"
#include "game/session/session.h"
#include "scenes/first_scene.h"
#include "storage/leaderboard.h"
#include "storage/manual_clock.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"
#include "storage/round_skill.h"
#include "tests/engine/stacked_round.h"
#include "tests/game/scripted_launch.h"
#include "tests/storage/fair_session.h"
#include "tests/temp_folder.h"

namespace fs = std::filesystem;
using bjt::game::App;

TEST_CASE("skill: the table's round is stored with the analysis's difference, and its line shown", "[game][skill]") {
    bjt::game::LaunchOptions o = bjt::game::test::scripted_launch("skill_line", "TS 2D 2H 9C 5S 5D");
    App app(o, bjt::game::make_first_scene);
    REQUIRE(app.start());
    const int code = app.run();
    INFO(app.error());
    REQUIRE(code == 0);
    CHECK(app.settings().show_round_skill);
    const auto rounds = bjt::storage::MoneyJournal(app.saves().database()).rounds(app.saves().current().id);
    REQUIRE(rounds.size() == 1);
    const bjt::storage::SkillTotals stored = bjt::storage::RoundSkill(app.saves().database()).round(rounds[0].id);
    bjt::strategy::Coach coach(app.session().rules());
    const std::vector<int> hand{10, 2};
    const bjt::strategy::OptionValues v = coach.options(hand, 2);
    const double expected_cents = (v.best_value() - v.stand) * 25'00;
    CHECK(expected_cents > 0);
    CHECK(stored.decisions == 1);
    CHECK(stored.best_plays == 0);
    CHECK(stored.money_bet == 25'00);
    CHECK(std::abs(stored.given_away_cents() - expected_cents) < 0.001);
    REQUIRE(app.screenshots().size() == 3);
}

TEST_CASE("skill: a trivia hit taken back before its question is no decision", "[game][skill]") {
    bjt::game::LaunchOptions o = bjt::game::test::scripted_launch("skill_take_back", "TS 2D 2H 9C 5S 5D");
    App app(o, bjt::game::make_first_scene);
    REQUIRE(app.start());
    const int code = app.run();
    INFO(app.error());
    REQUIRE(code == 0);
    const auto rounds = bjt::storage::MoneyJournal(app.saves().database()).rounds(app.saves().current().id);
    REQUIRE(rounds.size() == 1);
    const bjt::storage::SkillTotals stored = bjt::storage::RoundSkill(app.saves().database()).round(rounds[0].id);
    CHECK(stored.decisions == 1);  // the stand; the hit taken back was none
    CHECK(stored.best_plays == 0);
}

TEST_CASE("skill: the stats screen's Skill page and the Skill board", "[game][skill][saves]") {
    bjt::test::TempFolder folder;
    {
        bjt::storage::ManualClock clock{1'750'000'000};
        bjt::storage::SaveDatabase db = bjt::storage::SaveDatabase::open(folder.path(), clock);
        bjt::Rules rules = bjt::test::preset_rules("classic");
        rules.name = "classic";  // the profiles' preset is the preset's key, as the game keeps it
        // Alice and Bob cash out too, so the money boards beside the Skill board hold the same 32-character name.
        const auto alice = bjt::test::play_fair_session(db, rules, "Alice Longname-Featherstonehaugh", 40, 1);
        bjt::storage::Leaderboard(db).cash_out(alice.profile_id, "classic", rules.starting_bank, 0);
        clock.advance(3600);
        const auto bob = bjt::test::play_fair_session(db, rules, "Bob", 40, 2);
        bjt::storage::Leaderboard(db).cash_out(bob.profile_id, "classic", rules.starting_bank, 0);
        clock.advance(3600);
        // Three sessions of "You", so the chart has a line; played last, so the game starts with this profile.
        const auto you = bjt::test::play_fair_session(db, rules, "You", 30, 3);
        for (std::uint64_t seed : {4, 5}) {
            clock.advance(86400);
            bjt::test::play_fair_session(db, rules, you.profile_id, 30, seed);
        }
    }
    bjt::game::LaunchOptions o = bjt::game::test::scripted_launch("skill_boards", "");
    o.data_dir = folder.path().string();
    App app(o, bjt::game::make_first_scene);
    REQUIRE(app.start());
    const int code = app.run();
    INFO(app.error());
    REQUIRE(code == 0);
    REQUIRE(app.screenshots().size() == 9);
}
