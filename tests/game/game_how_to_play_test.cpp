// How to play (scenes/how_to_play_scene.h), played by scripts as a new player would, from keyboard, mouse and pad,
// for each preset, at the smallest and a 4K window: it opens by itself on a new profile's first start (--welcome)
// and never again, from the title's button at any time, is skipped by Esc or B, deals a round again when it went
// another way, and leaves nothing in the player's save but that it was seen.
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <utility>

#include "game/app/app.h"
#include "game/app/launch_options.h"
#include "game/save/save_game.h"
#include "game/session/session.h"
#include "scenes/first_scene.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"
#include "storage/save_database.h"
#include "storage/system_clock.h"
#include "tests/game/scripted_launch.h"
#include "tests/temp_folder.h"

using bjt::game::App;
using bjt::game::LaunchOptions;

namespace {

struct Played {
    std::string error;
    int code = -1;
    std::size_t screenshots = 0;
    bool seated = false;  // the player's own session sat down at a table
};

Played play(const std::string& script, const std::string& folder, bool welcome, std::pair<int, int> size = {1280, 720},
            const std::string& preset = "") {
    LaunchOptions o = bjt::game::test::scripted_launch(script, "");
    o.data_dir = folder;
    o.speech_log = folder + "/speech.log";  // the walkthrough is spoken too (`expect spoken`)
    o.welcome = welcome;
    o.preset = preset;
    o.window_w = size.first;
    o.window_h = size.second;
    o.screenshot_dir += "-" + std::to_string(size.first) + "x" + std::to_string(size.second);
    App app(o, bjt::game::make_first_scene);
    REQUIRE(app.start());
    Played p;
    p.code = app.run();
    p.error = app.error();
    p.screenshots = app.screenshots().size();
    p.seated = app.session().started();
    return p;
}

#define REQUIRE_PLAYED(p)       \
    do {                        \
        INFO((p).error);        \
        REQUIRE((p).code == 0); \
    } while (false)

// The player's save after How to play: one profile, marked as having seen it, and not one journal entry but its
// creation (no round, no bet).
void check_save_untouched(const std::string& folder) {
    bjt::storage::SystemClock clock;
    bjt::storage::SaveDatabase db = bjt::storage::SaveDatabase::open(folder, clock);
    const auto profiles = bjt::storage::ProfileStore(db).list();
    REQUIRE(profiles.size() == 1);
    CHECK(profiles[0].how_to_play_seen);
    CHECK(bjt::storage::MoneyJournal(db).rounds(profiles[0].id).empty());
}

}  // namespace

TEST_CASE("how to play: trivia by keyboard, opened by itself on a new profile's first start, never again",
          "[game][how-to-play]") {
    for (const auto& size : {std::pair{800, 600}, std::pair{3840, 2160}}) {
        bjt::test::TempFolder folder;
        const Played first = play("how_to_play_trivia", folder.path().string(), true, size);
        REQUIRE_PLAYED(first);
        CHECK_FALSE(first.seated);
        CHECK(first.screenshots >= 10);
        check_save_untouched(folder.path().string());
        // Started again, as a player's start (--welcome): the title stays.
        const Played again = play("how_to_play_not_again", folder.path().string(), true, size);
        REQUIRE_PLAYED(again);
    }
}

TEST_CASE("how to play: every preset, by mouse (classic), gamepad (three bets, single deck) and keyboard (chartwell)",
          "[game][how-to-play]") {
    struct Case {
        const char* script;
        const char* preset;  // --preset, with --welcome; empty: opened from the title's button
    };
    for (const Case c : {Case{"how_to_play_classic", ""}, Case{"how_to_play_three_bets", "three-bets"},
                         Case{"how_to_play_single_deck", "single-deck"}, Case{"how_to_play_chartwell", ""}})
        for (const auto& size : {std::pair{800, 600}, std::pair{3840, 2160}}) {
            INFO(c.script << " at " << size.first << "x" << size.second);
            bjt::test::TempFolder folder;
            const Played p = play(c.script, folder.path().string(), *c.preset != 0, size, c.preset);
            REQUIRE_PLAYED(p);
            CHECK_FALSE(p.seated);
            CHECK(p.screenshots >= 1);
            check_save_untouched(folder.path().string());
        }
}

TEST_CASE(
    "how to play: Esc skips it at a card and mid-round, gamepad B at the betting screen, and it never comes back unasked",
    "[game][how-to-play]") {
    bjt::test::TempFolder folder;
    const Played p = play("how_to_play_skip", folder.path().string(), true);
    REQUIRE_PLAYED(p);
    check_save_untouched(folder.path().string());
}
