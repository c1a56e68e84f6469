// The game with its save (--data-dir): scripted sessions, headless, each in a fresh temp folder, then
// checked through the storage API: a bank survives a restart, options and asked questions come back,
// Cash Out fills the leaderboard (the new entry highlighted), classic's "House Wins!" starts a new run
// from the title, a damaged save is set aside with a notice and the bank comes back from the bank copy.
#include <SDL.h>
#include <SDL_image.h>
#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "engine/table.h"
#include "game/app/app.h"
#include "game/app/launch_options.h"
#include "game/save/save_game.h"
#include "game/session/active_rules.h"
#include "game/session/session.h"
#include "scenes/first_scene.h"
#include "scenes/leaderboard_scene.h"
#include "storage/bank_history.h"
#include "storage/career_stats.h"
#include "storage/hand_history.h"
#include "storage/kept_banks.h"
#include "storage/leaderboard.h"
#include "storage/manual_clock.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"
#include "storage/save_database.h"
#include "storage/system_clock.h"
#include "tests/game/scripted_launch.h"
#include "tests/temp_folder.h"

namespace fs = std::filesystem;
using bjt::game::App;
using bjt::game::LaunchOptions;

namespace {

LaunchOptions options(const std::string& script, const fs::path& data_dir, const std::string& shoe) {
    LaunchOptions o = bjt::game::test::scripted_launch(script, shoe);
    o.data_dir = data_dir.string();
    return o;
}

std::string repeat(const std::string& cards, int times) {
    std::string s;
    for (int i = 0; i < times; ++i) s += (i ? " " : "") + cards;
    return s;
}

void check_png(const std::string& path) {
    INFO(path);
    REQUIRE(fs::exists(path));
    SDL_Surface* s = IMG_Load(path.c_str());
    REQUIRE(s != nullptr);
    CHECK(s->w == 1280);
    CHECK(s->h == 720);
    SDL_FreeSurface(s);
}

// The save as the storage library reads it, after the game has quit.
struct SaveView {
    bjt::storage::SystemClock clock;
    bjt::storage::SaveDatabase db;
    explicit SaveView(const fs::path& folder) : db(bjt::storage::SaveDatabase::open(folder, clock)) {}
    bjt::storage::Profile profile(const std::string& name) {
        auto p = bjt::storage::ProfileStore(db).find(name);
        REQUIRE(p);
        return *p;
    }
};

constexpr const char* kWin = "TS 9H QC 8D";  // stand on 20 against 17
constexpr const char* kLose = "TS 9H 7C TD";  // stand on 17 against 19

}  // namespace

TEST_CASE("saves: a round's bank survives a restart, options come back with the profile", "[game][saves]") {
    bjt::test::TempFolder dir;
    {
        App app(options("save_first_round", dir.path(), kWin), bjt::game::make_first_scene);
        REQUIRE(app.start());
        const int code = app.run();
        INFO(app.error());
        REQUIRE(code == 0);
        // The player's option (two decks instead of six) is saved with the profile as it changes.
        REQUIRE(app.session().active_rules());
        REQUIRE(app.session().active_rules()->set("decks", "2").ok());
        app.frame();
        REQUIRE(app.screenshots().size() == 1);
        check_png(app.screenshots()[0]);
    }
    {
        SaveView save(dir.path());
        const bjt::storage::Profile ada = save.profile("Ada");
        CHECK(ada.bank == 110'00);
        CHECK(ada.preset == "classic");
        REQUIRE(ada.options.count("decks") == 1);
        CHECK(ada.options.at("decks") == "2");
        // The first start's profile is still there, untouched.
        CHECK(save.profile("Player").bank == 1000'00);
        // Every change of money was journaled as it happened: the bank is the journal's sum.
        bjt::Cents sum = 0;
        for (const auto& e : bjt::storage::MoneyJournal(save.db).entries(ada.id)) sum += e.amount;
        CHECK(sum == ada.bank);
    }
    App again(options("save_resume", dir.path(), kWin), bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(again);
    CHECK(again.session().table().bank() == 110'00);
    REQUIRE(again.session().active_rules());
    CHECK(again.session().active_rules()->rules().decks == 2);
    CHECK(again.saves().notice_history().empty());
    REQUIRE(again.screenshots().size() == 1);
    check_png(again.screenshots()[0]);
}

TEST_CASE("saves: Cash Out on classic puts the run on the leaderboard, highlighted, the next run starts at 100",
          "[game][saves][leaderboard]") {
    bjt::test::TempFolder dir;
    {
        // Earlier cash-outs: Bea three days ago (all-time board only), Cy and Dee today.
        bjt::storage::SystemClock now;
        bjt::storage::ManualClock earlier(now.now() - 3 * 86400, now.utc_offset_seconds(now.now() - 3 * 86400));
        auto cash_out = [](bjt::storage::SaveDatabase& db, const char* name, bjt::Cents bank) {
            const auto p = bjt::storage::ProfileStore(db).create(name, "classic", bank, 0);
            bjt::storage::Leaderboard(db).cash_out(p.id, "classic", 100'00, 0);
        };
        {
            auto db = bjt::storage::SaveDatabase::open(dir.path(), earlier);
            cash_out(db, "Bea", 180'00);
        }
        auto db = bjt::storage::SaveDatabase::open(dir.path(), now);
        cash_out(db, "Cy", 150'00);
        cash_out(db, "Dee", 90'00);
    }
    {
        App app(options("save_cash_out", dir.path(), repeat(kWin, 2)), bjt::game::make_first_scene);
        bjt::game::test::run_script_to_end(app);
        auto* board = dynamic_cast<bjt::game::LeaderboardScene*>(app.scenes().top());
        REQUIRE(board != nullptr);
        REQUIRE(board->highlighted());
        // Today: Cy 150, Ada 110, Dee 90. All time: Bea 180, Cy 150, Ada 110, Dee 90.
        REQUIRE(board->today().size() == 3);
        REQUIRE(board->all_time().size() == 4);
        CHECK(board->today()[1].id == *board->highlighted());
        CHECK(board->all_time()[2].id == *board->highlighted());
        CHECK(board->today()[1].name == "Ada");
        CHECK(board->today()[1].bank == 110'00);
        CHECK(board->all_time()[0].name == "Bea");
        const auto& cashed = app.saves().last_cash_out();
        REQUIRE(cashed);
        CHECK(cashed->rank_today == 2);
        CHECK(cashed->rank_all_time == 3);
        // The table already holds the next run.
        CHECK(app.session().table().bank() == 100'00);
        REQUIRE(app.screenshots().size() == 2);
        for (const auto& shot : app.screenshots()) check_png(shot);
    }
    {
        SaveView save(dir.path());
        CHECK(save.profile("Ada").bank == 100'00);
        const auto today = bjt::storage::Leaderboard(save.db).today("classic");
        REQUIRE(today.size() == 3);
        CHECK(today[1].name == "Ada");
        CHECK(today[1].bank == 110'00);
    }
    App again(options("save_after_cash_out", dir.path(), kWin), bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(again);
    CHECK(again.session().table().bank() == 100'00);
}

TEST_CASE("saves: classic's House Wins! goes to the title, the next Play starts a new run at 100", "[game][saves]") {
    bjt::test::TempFolder dir;
    App app(options("save_house_wins", dir.path(), repeat(kLose, 6) + " " + kWin), bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    CHECK(app.session().table().bank() == 100'00);
    REQUIRE(app.screenshots().size() == 1);
    check_png(app.screenshots()[0]);
    SaveView save(dir.path());
    const bjt::storage::Profile p = save.profile("Player");
    CHECK(p.bank == 100'00);
    CHECK(bjt::storage::CareerStats(save.db).totals(p.id).losses == 6);
}

TEST_CASE("saves: the game-over screen counts the run's rounds over two sittings", "[game][saves][game-over]") {
    bjt::test::TempFolder dir;
    {
        App app(options("save_run_rounds_first", dir.path(), repeat(kLose, 3)), bjt::game::make_first_scene);
        bjt::game::test::run_script_to_end(app);
    }
    for (const auto& [w, h] : {std::pair{800, 600}, std::pair{3840, 2160}}) {
        bjt::test::TempFolder again;
        fs::copy(dir.path(), again.path(), fs::copy_options::recursive | fs::copy_options::overwrite_existing);
        LaunchOptions o = options("save_run_rounds_game_over", again.path(), repeat(kLose, 3));
        o.window_w = w;
        o.window_h = h;
        o.screenshot_dir += "-" + std::to_string(w) + "x" + std::to_string(h);
        App app(o, bjt::game::make_first_scene);
        bjt::game::test::run_script_to_end(app);
        CHECK(app.screenshots().size() == 1);
    }
}

TEST_CASE("saves: a damaged save is kept aside with a notice, the bank comes back from the bank copy",
          "[game][saves][damaged]") {
    bjt::test::TempFolder dir;
    {
        App app(options("save_first_round", dir.path(), kWin), bjt::game::make_first_scene);
        bjt::game::test::run_script_to_end(app);
    }
    // Garbage over the whole save file (the bank copy beside it is intact).
    const fs::path save_file = dir.path() / bjt::storage::SaveDatabase::kFileName;
    const auto size = fs::file_size(save_file);
    {
        std::ofstream f(save_file, std::ios::binary | std::ios::trunc);
        for (std::uintmax_t i = 0; i < size; ++i) f.put(static_cast<char>((i * 7919 + 13) & 0xFF));
    }
    App app(options("save_damaged", dir.path(), kWin), bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    CHECK(app.session().table().bank() == 110'00);
    const auto& notices = app.saves().notice_history();
    REQUIRE(!notices.empty());
    INFO(notices[0]);
    CHECK(notices[0].find("damaged") != std::string::npos);
    CHECK(notices[0].find("Kept at: ") != std::string::npos);
    // The damaged file is kept beside the save, never deleted.
    int kept = 0;
    for (const auto& entry : fs::directory_iterator(dir.path()))
        if (entry.path().filename().string().rfind(std::string(bjt::storage::SaveDatabase::kFileName) + ".corrupt-",
                                                   0) == 0) {
            ++kept;
            CHECK(fs::file_size(entry.path()) == size);
            CHECK(notices[0].find(entry.path().string()) != std::string::npos);
        }
    CHECK(kept == 1);
    REQUIRE(app.screenshots().size() == 1);
    check_png(app.screenshots()[0]);
}

TEST_CASE("saves: a round cut off with a bet on the table is refunded at the next start, with a notice",
          "[game][saves][recovery]") {
    bjt::test::TempFolder dir;
    {
        App app(options("save_first_round", dir.path(), kWin), bjt::game::make_first_scene);
        bjt::game::test::run_script_to_end(app);
    }
    {
        // What a kill mid-round leaves: the bet journaled, the round open.
        SaveView save(dir.path());
        const bjt::storage::Profile ada = save.profile("Ada");
        bjt::storage::MoneyJournal(save.db).place_bet(ada.id, 10'00, 100'00);
    }
    App app(options("save_interrupted", dir.path(), kWin), bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    CHECK(app.session().table().bank() == 110'00);
    const auto& notices = app.saves().notice_history();
    REQUIRE(notices.size() == 1);
    INFO(notices[0]);
    CHECK(notices[0].find("Ada was interrupted: 10 pts on the table was returned") != std::string::npos);
    REQUIRE(app.screenshots().size() == 1);
    check_png(app.screenshots()[0]);
    SaveView save(dir.path());
    CHECK(bjt::storage::CareerStats(save.db).totals(save.profile("Ada").id).interrupted_rounds == 1);
}

TEST_CASE("saves: trivia answers, asked questions and the stats screen", "[game][saves][stats]") {
    bjt::test::TempFolder dir;
    {
        App app(options("trivia_round", dir.path(), "JS TD 3S 6H 5C 9D"), bjt::game::make_first_scene);
        bjt::game::test::run_script_to_end(app);
        CHECK(app.session().table().bank() == 1025'00);
    }
    {
        SaveView save(dir.path());
        const bjt::storage::Profile p = save.profile("Player");
        CHECK(p.bank == 1025'00);
        CHECK(p.credits == 11);
        CHECK(p.asked_questions.size() == 1);
        const auto accuracy = bjt::storage::CareerStats(save.db).trivia_accuracy(p.id);
        REQUIRE(accuracy.size() == 1);
        CHECK(accuracy[0].asked == 1);
        CHECK(accuracy[0].right == 1);
        const auto totals = bjt::storage::CareerStats(save.db).totals(p.id);
        CHECK(totals.rounds == 1);
        CHECK(totals.wins == 1);
        CHECK(bjt::storage::BankHistory(save.db).points(p.id).back().bank == 1025'00);
    }
    App app(options("save_stats", dir.path(), ""), bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    REQUIRE(app.screenshots().size() == 1);
    check_png(app.screenshots()[0]);
}

TEST_CASE("saves: one bank per preset: PLAY on another preset keeps the bank, across a restart",
          "[game][saves][kept-banks]") {
    bjt::test::TempFolder dir;
    {
        // Issue 11: win a trivia round, PLAY on classic, leave at once, back to trivia: still $1,025.
        LaunchOptions o = options("bank_per_preset", dir.path(), "JS TD 3S 6H 5C 9D");
        o.window_w = 800;
        o.window_h = 600;
        App app(o, bjt::game::make_first_scene);
        bjt::game::test::run_script_to_end(app);
        CHECK(app.session().table().bank() == 1025'00);
        CHECK(app.session().table().credits() == 11);
        CHECK(app.screenshots().size() == 2);
    }
    {
        SaveView save(dir.path());
        const bjt::storage::Profile me = save.profile("Player");
        CHECK(me.preset == "trivia");
        CHECK(me.bank == 1025'00);
        const auto classic = bjt::storage::KeptBanks(save.db).find(me.id, "classic");
        REQUIRE(classic);
        CHECK(classic->bank == 100'00);
        // The journal sums to the bank in play; the kept bank went out of it with an entry naming classic.
        bjt::Cents sum = 0;
        for (const auto& e : bjt::storage::MoneyJournal(save.db).entries(me.id)) sum += e.amount;
        CHECK(sum == me.bank);
    }
    LaunchOptions o = options("bank_per_preset_resume", dir.path(), "");
    o.window_w = 1920;
    o.window_h = 1080;
    App again(o, bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(again);
    CHECK(again.screenshots().size() == 1);
    CHECK(again.saves().notice_history().empty());
}

namespace {
// A fair-shoe script over the test's save: the test server seed and the client seed "alice".
LaunchOptions fair_options(const char* script, const fs::path& dir) {
    LaunchOptions o = options(script, dir, "");
    o.fair_server_seed = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
    o.client_seed = "alice";
    return o;
}
}  // namespace

TEST_CASE("saves: a fair shoe revealed when the game quit mid-shoe is in the Fairness panel of the next game",
          "[game][saves][fairness]") {
    bjt::test::TempFolder dir;
    for (const char* script : {"fairness_quit", "fairness_next_game"}) {
        INFO(script);
        App app(fair_options(script, dir.path()), bjt::game::make_first_scene);
        bjt::game::test::run_script_to_end(app);
    }
    // The panel's shoe is the save's: its first cards check against the commitment as `bjt verify` does.
    SaveView save(dir.path());
    const auto shoe =
        bjt::storage::HandHistory(save.db).last_revealed_shoe(save.profile(bjt::game::SaveGame::kFirstProfileName).id);
    REQUIRE(shoe);
    CHECK(shoe->shoe.shoe_number == 1);
    CHECK(shoe->cards.size() >= 4);
}

namespace {
// Runs a Fairness panel's `bjt verify ...` line with the bjt of this build; its exit status.
int run_check(const std::string& line) {
    REQUIRE(line.rfind("bjt verify ", 0) == 0);
    const std::string command = std::string(BJT_EXE) + line.substr(3) + " > /dev/null 2>&1";
    const int status = std::system(command.c_str());
    REQUIRE(WIFEXITED(status));
    return WEXITSTATUS(status);
}

// The same line with its first card changed to another.
std::string with_first_card_changed(const std::string& line) {
    const std::size_t at = line.find("--cards \"");
    REQUIRE(at != std::string::npos);
    std::string changed = line;
    const std::size_t card = at + 9;
    changed.replace(card, 2, line.substr(card, 2) == "AS" ? "2C" : "AS");
    return changed;
}
}  // namespace

TEST_CASE("saves: a fair shoe dealt on changed options is checked by its own bjt verify line, in the next game too",
          "[game][saves][fairness]") {
    bjt::test::TempFolder dir;
    {
        // The profile plays trivia with 2 decks (the options menu's change, saved with it); trivia's file says 6.
        SaveView save(dir.path());
        bjt::storage::ProfileStore store(save.db);
        const bjt::storage::Profile p = store.create(bjt::game::SaveGame::kFirstProfileName, "trivia", 1000'00, 10);
        store.set_options(p.id, {{"decks", "2"}});
    }
    std::string first_check;
    for (const char* script : {"fairness_options_shoe", "fairness_options_next_game"}) {
        INFO(script);
        App app(fair_options(script, dir.path()), bjt::game::make_first_scene);
        bjt::game::test::run_script_to_end(app);
        const bjt::game::FairShoes* fair = app.session().fair_shoes();
        REQUIRE(fair != nullptr);
        REQUIRE(fair->revealed());
        if (first_check.empty()) {
            // Revealed at Leave table: the line names the shoe's preset and sets the decks it was dealt with.
            CHECK(fair->revealed()->number == 1);
            first_check = fair->revealed()->check;
            CHECK(first_check.find(" --preset trivia --set decks=2 --cards \"") != std::string::npos);
            continue;
        }
        // The next game, at classic: the same shoe read back from the save has the same check, beside shoe 2's.
        // Shoe 3, on the table when the game quit, dealt no card: nothing to check, not listed.
        CHECK_FALSE(fair->current());
        REQUIRE(fair->revealed()->number == 2);
        REQUIRE(fair->earlier().size() == 1);
        const bjt::game::FairShoeInfo& shoe_2 = *fair->revealed();
        const bjt::game::FairShoeInfo& shoe_1 = fair->earlier()[0];
        CHECK(shoe_1.number == 1);
        CHECK(shoe_1.preset == "trivia");
        CHECK_FALSE(shoe_1.when.empty());
        CHECK(shoe_1.check.find(" --preset trivia --set decks=2 --cards \"") != std::string::npos);
        CHECK(shoe_1.check.substr(0, shoe_1.check.find(" --cards")) ==
              first_check.substr(0, first_check.find(" --cards")));
        CHECK(shoe_2.check.find(" --shoe-number 2 --preset classic") != std::string::npos);
        REQUIRE(app.screenshots().size() == 3);
        for (const auto& line : {first_check, shoe_1.check, shoe_2.check}) {
            INFO(line);
            CHECK(run_check(line) == 0);
            CHECK(run_check(with_first_card_changed(line)) == 1);
        }
    }
}
