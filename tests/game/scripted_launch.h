#pragma once
// What every scripted game test starts from: tests/game/scripts/SCRIPT.txt played headless with a fixed seed,
// screenshots into its own emptied folder (per test case and script), and the cards of `shoe` (none: a seeded
// shuffled shoe).
#include <catch2/catch.hpp>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "game/app/app.h"
#include "game/app/launch_options.h"
#include "game/script/game_observer.h"
#include "game/view/table_stage.h"

namespace bjt::game::test {

// The folder of the running test case's screenshots: ctest runs test cases in parallel processes, and two of
// them may play the same script, so the folder is named after the test case as well as the script.
// BJT_GAME_TEST_OUTPUT in the environment overrides the build's folder (tests/game/as_unprivileged.sh: a user
// other than the build's owner cannot write there).
inline std::filesystem::path test_case_folder() {
    std::string name = Catch::getResultCapture().getCurrentTestName();
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    const char* output = std::getenv("BJT_GAME_TEST_OUTPUT");
    return std::filesystem::path(output && *output ? output : BJT_GAME_TEST_OUTPUT) / name.substr(0, 80);
}

inline LaunchOptions scripted_launch(const std::string& script, const std::string& shoe, std::uint64_t seed = 42) {
    LaunchOptions o;
    o.headless = true;
    o.seed = seed;
    o.seed_given = true;
    o.script = std::string(BJT_SOURCE_DIR) + "/tests/game/scripts/" + script + ".txt";
    o.screenshot_dir = (test_case_folder() / script).string();
    std::error_code ec;
    std::filesystem::remove_all(o.screenshot_dir, ec);
    if (!shoe.empty()) {
        auto parsed = parse_shoe(shoe);
        INFO(parsed.error());
        REQUIRE(parsed);
        o.shoe = std::move(parsed.value());
    }
    return o;
}

// What a script's `expect WHAT` would read now (after start()).
inline std::string observe(App& app, std::string_view what) {
    return GameObserver(app.scenes(), app.session(), app.stage().view(), app.saves(), app.questions())
        .observe(what, app);
}

// Plays the script to its end (after start(), or after frames the test drove itself); the App stays
// alive for inspection.
inline void finish_script(App& app) {
    const int code = app.run();
    INFO(app.error());
    REQUIRE(code == 0);
}

inline void run_script_to_end(App& app) {
    REQUIRE(app.start());
    finish_script(app);
}

}  // namespace bjt::game::test
