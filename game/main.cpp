// blackjack-trivia: the game. See `blackjack-trivia --help` and README.md ("Playing").
// The composition root: the one file of game/ that names a screen (scenes/), to give the App its first scene.
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "engine/install/version.h"
#include "engine/replay/replay_reader.h"
#include "game/app/app.h"
#include "game/app/launch_options.h"
#include "game/app/monkey_soak.h"
#include "game/app/platform.h"
#include "scenes/first_scene.h"
#include "scenes/replay_scene.h"

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    bjt::game::LaunchParse parsed = bjt::game::parse_launch_options(args);
    if (!parsed.error.empty()) {
        std::fprintf(stderr, "blackjack-trivia: %s\n%s", parsed.error.c_str(), bjt::game::launch_usage().c_str());
        return 2;
    }
    if (parsed.options.help) {
        std::fputs(bjt::game::launch_usage().c_str(), stdout);
        return 0;
    }
    if (parsed.options.version) {
        std::printf("blackjack-trivia %.*s\n", static_cast<int>(bjt::version().size()), bjt::version().data());
        return 0;
    }
    if (parsed.options.monkey) {
        const bjt::game::MonkeySoakResult soak =
            bjt::game::run_monkey_soak(parsed.options, bjt::game::make_first_scene);
        std::printf("%s\n", soak.summary.c_str());
        if (!soak.error.empty()) std::fprintf(stderr, "blackjack-trivia: %s\n", soak.error.c_str());
        return soak.exit_code;
    }
    bjt::game::SceneFactory first_scene = bjt::game::make_first_scene;
    if (!parsed.options.replay.empty()) {  // --replay FILE: read before any window opens; a bad file is exit 2
        const bjt::replay::ReplayRead read = bjt::replay::read_replay_file(parsed.options.replay);
        if (!read.replay) {
            std::fprintf(stderr, "blackjack-trivia: %s\n", read.error.c_str());
            return 2;
        }
        const std::string name = std::filesystem::path(parsed.options.replay).filename().string();
        first_scene = [replay = *read.replay, name](bjt::game::GameContext& ctx) {
            return bjt::game::make_replay_scene(ctx, replay, name);
        };
    }
    // On the heap: in the web build the browser's main loop goes on calling the App after main() has returned
    // (game/app/platform_web.cpp), and never destroys it.
    auto app = std::make_unique<bjt::game::App>(std::move(parsed.options), first_scene);
    if (const bjt::game::Result<> started = app->start(); !started) {
        std::fprintf(stderr, "blackjack-trivia: %s\n", started.error().c_str());
        bjt::game::report_start_failure(started.error());
        return app->bad_input() ? 2 : 1;
    }
    const int code = app->run();
    if (!app->error().empty()) std::fprintf(stderr, "blackjack-trivia: %s\n", app->error().c_str());
    for (const std::string& s : app->screenshots()) std::printf("screenshot %s\n", s.c_str());
    return code;
}
