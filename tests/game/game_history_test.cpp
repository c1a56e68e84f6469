// The History screen with a save (--data-dir): two rounds played (one with a hit taken back before its
// question), listed, one shown step by step, then the round and the session exported as replay files from the
// screen; each file must read, replay and match, with the withdraw input in it, through the library and
// through `bjt replay`. Then `--replay FILE`: a file played back on the table with its controls; a bad file.
#include <SDL.h>
#include <SDL_image.h>
#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/replay/replay_player.h"
#include "engine/replay/replay_reader.h"
#include "engine/replay/replay_stepper.h"
#include "game/app/app.h"
#include "game/save/history_rows.h"
#include "game/save/replay_export.h"
#include "scenes/first_scene.h"
#include "scenes/replay_scene.h"
#include "storage/manual_clock.h"
#include "storage/save_database.h"
#include "tests/file_text.h"
#include "tests/game/scripted_launch.h"
#include "tests/temp_folder.h"

using bjt::test::file_text;

namespace fs = std::filesystem;

namespace {

// The file read and played as `bjt replay` does: every input fed to the engine, every event compared.
void check_replays(const fs::path& path, std::size_t rounds) {
    INFO(path.string());
    REQUIRE(fs::exists(path));
    const std::string text = file_text(path);
    CHECK(text.starts_with("bjt-replay 3\n"));
    CHECK(text.find("\n  withdraw\n") != std::string::npos);  // the hit taken back in round 1
    const auto read = bjt::replay::read_replay(text);
    INFO(read.error);
    REQUIRE(read.replay.has_value());
    CHECK(read.replay->rounds.size() == rounds);
    const auto summary = bjt::replay::play_replay(*read.replay);
    INFO((summary.difference ? summary.difference->what : ""));
    CHECK(summary.matches());
    CHECK(summary.rounds == static_cast<int>(rounds));
    // And the command a player runs.
    const std::string command = std::string(BJT_EXE) + " replay '" + path.string() + "' > /dev/null";
    CHECK(std::system(command.c_str()) == 0);
}

void check_png(const std::string& path, int w, int h) {
    INFO(path);
    SDL_Surface* s = IMG_Load(path.c_str());
    REQUIRE(s != nullptr);
    CHECK(s->w == w);
    CHECK(s->h == h);
    SDL_FreeSurface(s);
}

}  // namespace

TEST_CASE("history: rounds listed, one shown step by step, exported as replays that replay and match",
          "[game][history][replay]") {
    bjt::test::TempFolder dir;
    auto o = bjt::game::test::scripted_launch("history_export", "TS 9D 2H 7C 5S TD 9H 8C 7S 6D KH 2C 3D 4S 5H");
    o.data_dir = dir.path().string();
    bjt::game::App app(o, bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    check_replays(dir.path() / "replays" / "round-1.replay", 1);
    check_replays(dir.path() / "replays" / "session-1.replay", 2);
    REQUIRE(app.screenshots().size() == 9);
    for (std::size_t i = 0; i < app.screenshots().size(); ++i) {
        const bool big = app.screenshots()[i].find("-big") != std::string::npos;
        const bool small = app.screenshots()[i].find("-small") != std::string::npos;
        check_png(app.screenshots()[i], big ? 3840 : small ? 800 : 1280, big ? 2160 : small ? 600 : 720);
    }
}

TEST_CASE("replay: --replay plays a file back on the table, paused, stepped and sped up, the save never opened",
          "[game][history][replay]") {
    bjt::test::TempFolder dir;
    auto o = bjt::game::test::scripted_launch("replay_controls", "");
    o.replay = std::string(BJT_SOURCE_DIR) + "/tests/game/data/two_rounds.replay";
    o.data_dir = dir.path().string();  // given, and still not used: a replay plays on a save in memory
    const bjt::replay::ReplayRead read = bjt::replay::read_replay_file(o.replay);
    INFO(read.error);
    REQUIRE(read.replay.has_value());
    bjt::game::App app(o, [&read](bjt::game::GameContext& ctx) {
        return bjt::game::make_replay_scene(ctx, *read.replay, "two_rounds.replay");
    });
    bjt::game::test::run_script_to_end(app);
    CHECK(fs::is_empty(dir.path()));
    REQUIRE(app.screenshots().size() == 3);
    check_png(app.screenshots()[0], 1280, 720);
    check_png(app.screenshots()[1], 3840, 2160);
    check_png(app.screenshots()[2], 800, 600);
}

TEST_CASE("replay: paused, each step shows one engine event, a dealer's turn card by card", "[game][history][replay]") {
    auto o = bjt::game::test::scripted_launch("replay_step_events", "");
    o.replay = std::string(BJT_SOURCE_DIR) + "/tests/game/data/dealer_draws.replay";
    const bjt::replay::ReplayRead read = bjt::replay::read_replay_file(o.replay);
    INFO(read.error);
    REQUIRE(read.replay.has_value());
    bjt::game::App app(o, [&read](bjt::game::GameContext& ctx) {
        return bjt::game::make_replay_scene(ctx, *read.replay, "dealer_draws.replay");
    });
    bjt::game::test::run_script_to_end(app);
    REQUIRE(app.screenshots().size() == 5);
    check_png(app.screenshots()[0], 1280, 720);
    check_png(app.screenshots()[1], 3840, 2160);
    check_png(app.screenshots()[2], 800, 600);
}

TEST_CASE("replay: the stepper hands out a round's engine events one at a time, with the bank after each",
          "[game][replay]") {
    using Advance = bjt::replay::ReplayStepper::Advance;
    const bjt::replay::ReplayRead read =
        bjt::replay::read_replay_file(std::string(BJT_SOURCE_DIR) + "/tests/game/data/dealer_draws.replay");
    REQUIRE(read.replay.has_value());
    bjt::replay::ReplayStepper stepper(*read.replay);
    CHECK_FALSE(stepper.has_event());
    REQUIRE(stepper.advance() == Advance::RoundStarted);
    CHECK(stepper.events_in_round() == 13);
    REQUIRE(stepper.advance() == Advance::Input);  // the bet: its events wait in the queue
    CHECK(stepper.last_input()->kind == "bet");
    std::vector<bjt::replay::SteppedEvent> bet;
    while (stepper.has_event()) bet.push_back(stepper.take_event());
    REQUIRE(bet.size() == 5);
    CHECK(bet[0].event.type == bjt::EventType::BetPlaced);
    CHECK(bet[0].bank_after == 1000'00 - 25'00);
    CHECK(bet[4].number == 5);
    CHECK_FALSE(bet[4].event.face_up);  // the hole card
    // The stand: the hole card, then each dealer draw as its own event, then the settlement, payout and end.
    REQUIRE(stepper.advance() == Advance::Input);
    CHECK(stepper.last_input()->detail == "stand");
    const char* draws[] = {"2H", "3S", "4C", "5D"};
    CHECK(stepper.take_event().event.type == bjt::EventType::HoleCardRevealed);
    for (const char* card : draws) {
        REQUIRE(stepper.has_event());
        const bjt::replay::SteppedEvent e = stepper.take_event();
        CHECK(e.event.type == bjt::EventType::CardDealt);
        CHECK(e.event.hand == bjt::kDealer);
        CHECK(bjt::to_string(e.event.card) == card);
    }
    CHECK(stepper.events_taken() == 10);
    CHECK(stepper.take_event().event.type == bjt::EventType::HandSettled);
    const bjt::replay::SteppedEvent payout = stepper.take_event();
    CHECK(payout.event.type == bjt::EventType::Payout);
    CHECK(payout.bank_after == 1025'00);
    const bjt::replay::SteppedEvent over = stepper.take_event();
    CHECK(over.event.type == bjt::EventType::RoundOver);
    CHECK(over.number == 13);
    CHECK_FALSE(stepper.has_event());
    CHECK(stepper.advance() == Advance::RoundEnded);
    CHECK(stepper.advance() == Advance::End);
    CHECK(stepper.error().empty());
}

TEST_CASE("replay: the stepper stops at an input the engine refuses and says which", "[game][replay]") {
    bjt::replay::ReplayRead read =
        bjt::replay::read_replay_file(std::string(BJT_SOURCE_DIR) + "/tests/game/data/dealer_draws.replay");
    REQUIRE(read.replay.has_value());
    for (auto& e : read.replay->rounds[0].events)
        if (e.kind == "action") e.detail = "split";  // ten and queen: not a pair at same-rank splits
    bjt::replay::ReplayStepper stepper(*read.replay);
    using Advance = bjt::replay::ReplayStepper::Advance;
    REQUIRE(stepper.advance() == Advance::RoundStarted);
    REQUIRE(stepper.advance() == Advance::Input);
    CHECK(stepper.advance() == Advance::Refused);
    CHECK(stepper.error().starts_with("Round 1: the engine refuses 'action detail=split'"));
    CHECK(stepper.advance() == Advance::Refused);
}

TEST_CASE("replay: --replay with a file that cannot be read exits 2 with the reader's error", "[game][replay]") {
    bjt::test::TempFolder dir;
    const fs::path bad = dir.path() / "bad.replay";
    std::ofstream(bad) << "bjt-replay 2\nround x\n";
    const fs::path err = dir.path() / "err.txt";
    const std::string command =
        std::string(BJT_GAME_EXE) + " --headless --replay '" + bad.string() + "' 2> '" + err.string() + "'";
    const int status = std::system(command.c_str());
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 2);
    const std::string said = file_text(err);
    INFO(said);
    CHECK(said.find(bad.string() + ":2: ") != std::string::npos);
    // A file that is not there says so the same way.
    const std::string missing =
        std::string(BJT_GAME_EXE) + " --headless --replay '" + (dir.path() / "none").string() + "' 2> /dev/null";
    CHECK(WEXITSTATUS(std::system(missing.c_str())) == 2);
}

TEST_CASE("history: where Export replay writes, and the errors it gives", "[game][history]") {
    bjt::test::TempFolder dir;
    using bjt::game::replay_path;
    // A name goes into the data folder's replays/; a full path is kept; with no data folder only a full path.
    CHECK(replay_path(dir.path(), "session-3.replay") == dir.path() / "replays" / "session-3.replay");
    CHECK(replay_path(dir.path(), "/tmp/x.replay") == fs::path("/tmp/x.replay"));
    CHECK_FALSE(replay_path({}, "session-3.replay").has_value());
    CHECK(replay_path({}, "/tmp/x.replay") == fs::path("/tmp/x.replay"));
    CHECK(bjt::game::replay_file_name({bjt::game::ReplayExport::What::Round, 12}) == "round-12.replay");

    bjt::storage::ManualClock clock{1'700'000'000};
    auto db = bjt::storage::SaveDatabase::open_in_memory(clock);
    // Nothing recorded: nothing to export, and no file is made.
    const auto none =
        bjt::game::export_replay(db, {bjt::game::ReplayExport::What::Session, 7}, dir.path() / "a.replay");
    REQUIRE_FALSE(none.ok());
    CHECK(none.error().starts_with("Nothing to export: "));
    CHECK_FALSE(fs::exists(dir.path() / "a.replay"));
}

TEST_CASE("replay: --replay of a tampered file says where it differs and stops at the refused move",
          "[game][history][replay]") {
    bjt::replay::ReplayRead read =
        bjt::replay::read_replay_file(std::string(BJT_SOURCE_DIR) + "/tests/game/data/two_rounds.replay");
    REQUIRE(read.replay.has_value());
    // Round 1's right answer made wrong: the hand stands on 12 at once, so its "stand" is refused.
    bool tampered = false;
    for (auto& e : read.replay->rounds[0].events)
        if (e.kind == "answer") e.value = 0, tampered = true;
    REQUIRE(tampered);
    auto o = bjt::game::test::scripted_launch("replay_differs", "");
    o.replay = "tampered.replay";
    bjt::game::App app(o, [&read](bjt::game::GameContext& ctx) {
        return bjt::game::make_replay_scene(ctx, *read.replay, "tampered.replay");
    });
    bjt::game::test::run_script_to_end(app);
    const std::string check = bjt::game::test::observe(app, "replay-check");
    INFO(check);
    CHECK(check.find("question_answered") != std::string::npos);
    const std::string error = bjt::game::test::observe(app, "replay-error");
    INFO(error);
    CHECK(error.find("Round 1: the engine refuses 'action detail=stand'") == 0);
    CHECK(bjt::game::test::observe(app, "replay-moves") == "5");  // bet, hit, withdraw, hit, answer
    REQUIRE(app.screenshots().size() == 1);
}

TEST_CASE("history: a round recorded before the game kept the player's moves is shown, and says it cannot be replayed",
          "[game][history][replay]") {
    bjt::test::TempFolder dir;
    const fs::path fixture = fs::path(BJT_SOURCE_DIR) / "tests/storage/fixtures/v3";
    for (const char* name : {bjt::storage::SaveDatabase::kFileName, bjt::storage::SaveDatabase::kBankCopyFileName})
        fs::copy_file(fixture / name, dir.path() / name);
    auto o = bjt::game::test::scripted_launch("history_before_inputs", "");
    o.data_dir = dir.path().string();
    bjt::game::App app(o, bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    CHECK_FALSE(fs::exists(dir.path() / "replays" / "session-1.replay"));
    REQUIRE(app.screenshots().size() == 2);
    for (const auto& shot : app.screenshots()) check_png(shot, 1280, 720);

    // The same through the save: the rows say it, and an export is refused with the reason, no file made.
    bjt::storage::ManualClock clock{1'800'000'000};
    auto db = bjt::storage::SaveDatabase::open(dir.path(), clock);
    const auto rows = bjt::game::round_rows(db, 1);
    REQUIRE(rows.size() == 38);
    for (const auto& row : rows) CHECK_FALSE(row.replayable);
    const auto round =
        bjt::game::export_replay(db, {bjt::game::ReplayExport::What::Round, rows[0].id}, dir.path() / "r.replay");
    REQUIRE_FALSE(round.ok());
    CHECK(round.error().find("before the game kept the player's moves") != std::string::npos);
    CHECK_FALSE(fs::exists(dir.path() / "r.replay"));
}
