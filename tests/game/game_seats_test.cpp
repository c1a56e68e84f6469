// A table of several in the game (issue 29): the player with computer players, set up from the title's "Table for
// several". The script plays at seven seats; here every seat's money must add up (bank + stakes on the table + the
// house's result = the starting bank), the player's bank must be its saved bank, and the saved session must replay
// and match, the other seats' lines and all. A second script checks what is heard.
#include <catch2/catch.hpp>

#include <filesystem>

#include "engine/replay/replay_player.h"
#include "engine/table.h"
#include "game/app/app.h"
#include "game/save/save_game.h"
#include "game/session/session.h"
#include "scenes/first_scene.h"
#include "storage/hand_history.h"
#include "storage/profile_store.h"
#include "tests/game/scripted_launch.h"
#include "tests/temp_folder.h"

namespace {

void check_money_adds_up(const bjt::Table& t, bjt::Cents starting_bank, int my_seat) {
    for (int i = 0; i < t.seat_count(); ++i) {
        INFO("seat " << i + 1);
        const bjt::Seat& s = t.seat(i);
        CHECK(s.on_table == 0);
        // The computer players started at the table's starting bank this session; the player's started from the
        // save, so only its stakes and results are compared here.
        if (i != my_seat) CHECK(s.bank + s.house == starting_bank);
    }
}

}  // namespace

TEST_CASE("a table of seven: the player with six computer players, every seat's money and the saved replay",
          "[game][seats]") {
    bjt::test::TempFolder dir;
    auto o = bjt::game::test::scripted_launch("seats_seven", "");
    o.data_dir = dir.path().string();
    bjt::game::App app(o, bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    const bjt::game::Session& session = app.session();
    REQUIRE(session.started());
    const bjt::Table& t = session.table();
    REQUIRE(t.seat_count() == 7);
    CHECK(session.my_seat_index() == 3);
    check_money_adds_up(t, t.rules().starting_bank, 3);
    REQUIRE(app.screenshots().size() == 5);
    // The player's bank is the saved one; the saved session replays the whole table and lands on it.
    bjt::storage::SaveDatabase& db = app.saves().database();
    const auto profile = bjt::storage::ProfileStore(db).load(app.saves().current().id);
    REQUIRE(profile);
    CHECK(profile->bank == session.my_seat().bank);
    bjt::storage::HandHistory history(db);
    const auto sessions = history.recent_sessions(profile->id, 1);
    REQUIRE(sessions.size() == 1);
    const bjt::replay::Replay replay = history.export_session(sessions.front().id);
    REQUIRE(replay.rounds.size() == 2);
    CHECK(replay.rounds.front().seat == 3);
    CHECK(replay.rounds.front().seat_count() == 7);
    const bjt::replay::ReplaySummary summary = bjt::replay::play_replay(replay);
    INFO((summary.difference ? summary.difference->what : ""));
    CHECK(summary.matches());
    CHECK(summary.bank == session.my_seat().bank);
}

TEST_CASE("a table of three, heard: the other seats named, a computer player's turn said, the hole card kept",
          "[game][seats][speech]") {
    auto o = bjt::game::test::scripted_launch("seats_speech", "");
    o.speech_log = (bjt::game::test::test_case_folder() / "seats_speech.speech.txt").string();
    std::filesystem::create_directories(bjt::game::test::test_case_folder());
    bjt::game::App app(o, bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    REQUIRE(app.session().started());
    CHECK(app.session().table().seat_count() == 3);
}
