#pragma once
// blackjack-trivia --monkey SEED --frames N: the game played by a Monkey (game/monkey/monkey.h) for N frames.
// Whenever the game quits before that (the monkey closed the window, or pressed Quit or Esc on the title), it is
// started again on the same data folder, as a player leaving and coming back; the k-th start shuffles from
// the game's seed + k.
#include <string>

#include "game/app/launch_options.h"
#include "game/scene/scene.h"

namespace bjt::game {

struct MonkeySoakResult {
    int exit_code = 0;  // 0: every invariant held; 1: one broke, or the game would not start
    std::string summary;  // one line: frames, rounds, scenes visited, invariant checks
    std::string error;  // what broke (with the seed, the frame and the last moves), or why the game did not start
};

MonkeySoakResult run_monkey_soak(const LaunchOptions& options, const SceneFactory& first_scene);

}  // namespace bjt::game
