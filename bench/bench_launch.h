#pragma once
// The launch every game benchmark measures: the real application at 1920x1080, seeded (same deal every run),
// with its data in a folder of the benchmark's own (never the player's).
#include <filesystem>

#include "game/app/launch_options.h"

namespace bjt::bench {

inline game::LaunchOptions bench_launch(const std::filesystem::path& data_dir, bool headless = true) {
    game::LaunchOptions o;
    o.headless = headless;
    o.window_w = 1920;
    o.window_h = 1080;
    o.seed = 1;
    o.seed_given = true;
    o.data_dir = data_dir.string();
    return o;
}

}  // namespace bjt::bench
