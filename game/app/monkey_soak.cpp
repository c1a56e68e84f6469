#include "game/app/monkey_soak.h"

#include "game/app/app.h"
#include "game/monkey/monkey.h"

namespace bjt::game {

namespace {
// One start of the game under the monkey, until it quits or the monkey is done. Empty, or why it failed.
std::string play_once(const LaunchOptions& options, const SceneFactory& first_scene, Monkey& monkey) {
    App app(options, first_scene);
    app.set_monkey(&monkey);
    if (const Result<> started = app.start(); !started) return started.error();
    (void)app.run();
    if (!app.error().empty()) return app.error();
    if (monkey.detach() == Monkey::Verdict::Broken) return monkey.failure();
    return {};
}
}  // namespace

MonkeySoakResult run_monkey_soak(const LaunchOptions& options, const SceneFactory& first_scene) {
    Monkey monkey(*options.monkey, options.monkey_frames);
    MonkeySoakResult result;
    if (!options.monkey_opening.empty()) {
        Script opening = Script::load(options.monkey_opening);
        if (!opening.error.empty()) return {.exit_code = 2, .summary = {}, .error = opening.error};
        monkey.open_with(std::move(opening));
    }
    LaunchOptions start = options;
    for (std::uint64_t k = 0; !monkey.finished(); ++k) {
        start.seed = options.seed + k;
        result.error = play_once(start, first_scene, monkey);
        if (!result.error.empty()) {
            result.exit_code = 1;
            break;
        }
    }
    result.summary = monkey.summary();
    return result;
}

}  // namespace bjt::game
