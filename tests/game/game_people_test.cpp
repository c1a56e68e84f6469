// Several people at one table in the game (issue 29): guests (other profiles of the save) seated beside the current
// profile from the title's "Table for several", sharing one keyboard. Each plays from their own bank, which must be
// their saved bank after every round; each one's saved session must replay the whole table and land on their bank;
// a person who cashes out is on the leaderboard and sits the next rounds out while the others play on.
#include <catch2/catch.hpp>

#include <filesystem>
#include <functional>
#include <string>

#include "engine/replay/replay_player.h"
#include "engine/table.h"
#include "game/app/app.h"
#include "game/save/save_game.h"
#include "game/session/session.h"
#include "scenes/first_scene.h"
#include "storage/hand_history.h"
#include "storage/leaderboard.h"
#include "storage/profile_store.h"
#include "tests/game/saved_profiles.h"
#include "tests/game/scripted_launch.h"
#include "tests/temp_folder.h"

namespace {

// A save with three profiles at classic's starting bank; Cleo is the one the game starts with.
void make_three_profiles(const std::filesystem::path& dir) {
    bjt::game::test::make_saved_profiles(dir, {"Ana", "Ben", "Cleo"}, "Cleo");
}

// A script played at a three-person classic table with two rounds' cards stacked, its speech logged.
void play_three_people(const std::string& script, bjt::test::TempFolder& dir,
                       const std::function<void(bjt::game::App&)>& check) {
    make_three_profiles(dir.path());
    // Dealt in rotation: Ana TS 8C (18), Cleo 9H 7C (16), Ben TD 6H (16), the dealer 9D 8S (17); then again.
    auto o =
        bjt::game::test::scripted_launch(script, "TS 9H TD 9D 8C 7C 6H 8S 9H TD 9D 7C 6H 8S TS 9H TD 9D 8C 7C 6H 8S");
    o.data_dir = dir.path().string();
    o.speech_log = (bjt::game::test::test_case_folder() / (script + ".speech.txt")).string();
    std::filesystem::create_directories(bjt::game::test::test_case_folder());
    bjt::game::App app(o, bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    REQUIRE(app.session().started());
    check(app);
}

// The person's saved bank equals their seat's, and their saved session replays the whole table onto it.
void check_person(bjt::game::App& app, const std::string& name, int seat) {
    INFO(name);
    bjt::storage::SaveDatabase& db = app.saves().database();
    const auto profile = bjt::storage::ProfileStore(db).find(name);
    REQUIRE(profile);
    const bjt::Seat& s = app.session().table().seat(seat);
    CHECK(s.on_table == 0);
    CHECK(profile->bank == s.bank);
    bjt::storage::HandHistory history(db);
    const auto sessions = history.recent_sessions(profile->id, 1);
    REQUIRE(sessions.size() == 1);
    const bjt::replay::Replay replay = history.export_session(sessions.front().id);
    REQUIRE(!replay.rounds.empty());
    CHECK(replay.rounds.front().seat == seat);
    const bjt::replay::ReplaySummary summary = bjt::replay::play_replay(replay);
    INFO((summary.difference ? summary.difference->what : ""));
    CHECK(summary.matches());
}

}  // namespace

TEST_CASE("three people at one table: their own bets, turns, banks, saved sessions and a cash-out", "[game][seats]") {
    bjt::test::TempFolder dir;
    play_three_people("people_hot_seat", dir, [](bjt::game::App& app) {
        REQUIRE(app.session().table().seat_count() == 3);
        CHECK(app.saves().current().name == "Cleo");
        check_person(app, "Ana", 0);
        check_person(app, "Cleo", 1);
        check_person(app, "Ben", 2);
        // Ana's run went on the leaderboard at the bank she won; her seat sat the second round out.
        const auto board = bjt::storage::Leaderboard(app.saves().database()).all_time("classic");
        REQUIRE(board.size() == 1);
        CHECK(board.front().name == "Ana");
        CHECK(board.front().bank == 105000);
        CHECK(app.session().table().seat(0).hand_count == 0);
        CHECK(app.screenshots().size() == 6);
    });
}

TEST_CASE("three people, two gamepads and the keyboard: each screen takes only its person's device", "[game][seats]") {
    bjt::test::TempFolder dir;
    play_three_people("people_pads", dir, [](bjt::game::App& app) {
        check_person(app, "Ana", 0);
        check_person(app, "Cleo", 1);
        check_person(app, "Ben", 2);
    });
}

TEST_CASE("a full table at its widest: seven seats, four split hands, names of 32 W's, every size", "[game][seats]") {
    bjt::test::TempFolder dir;
    const std::string widest(32, 'W');
    bjt::game::test::make_saved_profiles(dir.path(), {widest, "Ana"}, widest);
    auto o = bjt::game::test::scripted_launch(
        "seats_seven_splits", "TS TH TD 8C TC TS TH 6D TD TC TS 8D TH TD TC TS 8H 8S 8D 3C 3D 3H 3S 2C 2D 2H 2S TC");
    o.data_dir = dir.path().string();
    bjt::game::App app(o, bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    REQUIRE(app.session().started());
    REQUIRE(app.session().table().seat_count() == 7);
    CHECK(app.session().table().seat(3).hand_count == 4);
    check_person(app, widest, 3);
    check_person(app, "Ana", 6);
    CHECK(app.screenshots().size() == 7);
}
