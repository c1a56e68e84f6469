// The options menu and the preset file on disk, played through the game headless: an option changed
// mid-round applies from the next round; "Save as preset..." writes a preset that validates and plays
// the same rules; a preset file edited while the game runs comes in at the next round, and a broken
// edit keeps the last good rules with its error shown (the test edits the file between frames); the
// coach's hint and misplay warning; a player's own question file in the data folder.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/presets/preset_loader.h"
#include "engine/rule_keys.h"
#include "engine/trivia/files/question_folders.h"
#include "game/app/app.h"
#include "game/app/launch_options.h"
#include "game/coach/rules_fingerprint.h"
#include "scenes/first_scene.h"
#include "tests/file_text.h"
#include "tests/game/scripted_launch.h"
#include "tests/temp_folder.h"

using bjt::test::file_text;

namespace fs = std::filesystem;
using bjt::game::App;
using bjt::game::LaunchOptions;

namespace {

LaunchOptions options(const std::string& script, const std::string& shoe) {
    return bjt::game::test::scripted_launch(script, shoe, 7);
}

void write_file(const fs::path& p, const std::string& text) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out << text;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

// Frames until `done` holds (the script waits meanwhile); false after five minutes of game time.
template <class Done>
bool frames_until(App& app, Done done) {
    for (int i = 0; i < 60 * 300; ++i) {
        if (done()) return true;
        if (app.quitting()) return false;
        app.frame();
    }
    return false;
}

using bjt::game::test::finish_script;
using bjt::game::test::observe;
using bjt::game::test::run_script_to_end;

constexpr const char* kStandWins = "TS 9H QC 8D";  // 20 against 17

}  // namespace

TEST_CASE("options: a rule changed mid-round applies from the next round", "[game][options]") {
    App app(options("options_next_round", std::string(kStandWins) + " " + kStandWins), bjt::game::make_first_scene);
    run_script_to_end(app);
    CHECK(observe(app, "table-rule:dealer_stands_on") == "hard-17");
    CHECK(app.screenshots().size() == 1);
}

TEST_CASE("options: Save as preset writes a preset that validates and plays the same rules", "[game][options]") {
    bjt::test::TempFolder data;
    LaunchOptions o = options("options_save_preset", kStandWins);
    o.data_dir = data.path().string();
    App app(o, bjt::game::make_first_scene);
    run_script_to_end(app);

    const fs::path saved = data.path() / "presets" / "my-house-rules.yaml";
    REQUIRE(fs::exists(saved));
    const bjt::PresetLoad back = bjt::load_preset(saved.string());
    INFO(file_text(saved));
    REQUIRE(back.ok());
    CHECK(back.preset->rules.name == "My House Rules");
    // The rules it holds are the trivia preset's with the two options the script changed.
    const bjt::PresetLoad trivia = bjt::load_preset(std::string(BJT_SOURCE_DIR) + "/config/presets/trivia.yaml");
    REQUIRE(trivia.ok());
    bjt::Rules expected = trivia.preset->rules;
    REQUIRE(bjt::find_rule_key("dealer_stands_on")->apply(expected, "hard-17"));
    REQUIRE(bjt::find_rule_key("blackjack_pays")->apply(expected, "6:5"));
    expected.name = "My House Rules";
    CHECK(bjt::game::rules_fingerprint(back.preset->rules) == bjt::game::rules_fingerprint(expected));
    CHECK(bjt::game::rules_fingerprint(back.preset->rules) != bjt::game::rules_fingerprint(trivia.preset->rules));
    // And the game played it.
    CHECK(observe(app, "table-rule:blackjack_pays") == "6:5");
}

TEST_CASE("options: a preset edited on disk reloads, a broken edit keeps the last good rules",
          "[game][options][watch]") {
    bjt::test::TempFolder folder;
    const fs::path preset = folder.path() / "house.yaml";
    const std::string original = file_text(std::string(BJT_SOURCE_DIR) + "/config/presets/trivia.yaml");
    write_file(preset, original);
    LaunchOptions o = options("options_preset_on_disk", std::string(kStandWins) + " " + kStandWins + " " + kStandWins);
    o.preset = preset.string();
    App app(o, bjt::game::make_first_scene);
    REQUIRE(app.start());

    // The script waits at the table for the edit.
    REQUIRE(frames_until(app, [&] { return observe(app, "scene") == "betting"; }));
    CHECK(observe(app, "rule:dealer_stands_on") == "soft-17");
    write_file(preset, replaced(original, "dealer_stands_on: soft-17", "dealer_stands_on: hard-17"));

    // After a round under the new rule the script waits for the broken edit.
    REQUIRE(frames_until(app, [&] {
        return observe(app, "scene") == "betting" && observe(app, "table-rule:dealer_stands_on") == "hard-17";
    }));
    write_file(preset, replaced(original, "dealer_stands_on: soft-17", "dealer_stands_on: sometimes"));

    finish_script(app);
    CHECK(observe(app, "preset-errors") == "1");
    CHECK(observe(app, "table-rule:dealer_stands_on") == "hard-17");
    CHECK(app.screenshots().size() == 1);
}

TEST_CASE("coach: the hint names the best play, the misplay warning asks first and can be taken back",
          "[game][coach]") {
    App app(options("coach", kStandWins), bjt::game::make_first_scene);
    run_script_to_end(app);
    CHECK(app.settings().warn_misplay);
    CHECK(app.screenshots().size() == 2);
}

TEST_CASE("a player's question file: good questions join the bank, a bad one is left out with a notice",
          "[game][trivia][questions]") {
    bjt::test::TempFolder data;
    fs::create_directories(data.path() / "questions");
    fs::copy_file(std::string(BJT_SOURCE_DIR) + "/tests/game/data/player-questions/mine.yaml",
                  data.path() / "questions" / "mine.yaml");
    LaunchOptions o = options("player_questions", kStandWins);
    o.data_dir = data.path().string();
    App app(o, bjt::game::make_first_scene);
    run_script_to_end(app);
    // The shipped bank plus the player's one good question.
    bjt::trivia::QuestionBank shipped;
    REQUIRE(bjt::trivia::load_game_questions(shipped, "").shipped_found);
    CHECK(observe(app, "questions") == std::to_string(shipped.size() + 1));
    CHECK(app.screenshots().size() == 1);
}

TEST_CASE("trivia: with the answer timer on, a question left unanswered counts as wrong", "[game][trivia][timer]") {
    App app(options("trivia_timer", "JS TD 3S 7H"), bjt::game::make_first_scene);
    run_script_to_end(app);
    CHECK(app.settings().answer_seconds >= 5);  // the slider clicked near its low end
    CHECK(app.settings().answer_seconds <= 8);
    CHECK(app.screenshots().size() == 1);
}

TEST_CASE("options: usable by keyboard alone", "[game][options][input]") {
    App app(options("options_keyboard", kStandWins), bjt::game::make_first_scene);
    run_script_to_end(app);
    CHECK(observe(app, "rule:double_after_split") == "true");
}

TEST_CASE("trivia: categories left out in the options are never asked", "[game][trivia][categories]") {
    App app(options("trivia_categories", "2S TD 3C 7H 4D 5S"), bjt::game::make_first_scene);
    run_script_to_end(app);
    CHECK(app.settings().excluded_categories.size() == 11);
    CHECK(app.settings().excluded_categories.count("Science") == 0);
    CHECK(app.screenshots().size() == 1);
}

TEST_CASE("trivia: the even category draw is an option that is off by default", "[game][trivia][categories]") {
    App app(options("trivia_even_categories", kStandWins), bjt::game::make_first_scene);
    CHECK_FALSE(app.settings().even_categories);
    run_script_to_end(app);
    CHECK(app.settings().even_categories);
    CHECK(app.screenshots().size() == 1);
}

TEST_CASE("options: Esc and gamepad B cancel 'Save as preset...' while its name is typed",
          "[game][options][controls]") {
    bjt::test::TempFolder data;
    LaunchOptions o = options("options_save_preset_cancel", kStandWins);
    o.data_dir = data.path().string();
    App app(o, bjt::game::make_first_scene);
    run_script_to_end(app);
    CHECK_FALSE(fs::exists(data.path() / "presets" / "not-saved.yaml"));
}
