// bench_idle: what the game costs while nothing moves. The real application (headless with SDL's dummy video
// driver, or on the display given by DISPLAY with --display, e.g. under xvfb-run) is brought to a resting screen,
// then its live loop runs for a while with no input; CPU time (all threads, getrusage) and context switches
// (wake-ups) over that time are printed.
//   bench_idle title|table [SECONDS=20] [--display]
// title: the title screen just after start. table: the betting screen at the table (a script clicks Play).
// Target: under 1% of one core. Prints figures; asserts nothing.
#include <sys/resource.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "bench/bench_launch.h"
#include "game/app/app.h"
#include "scenes/first_scene.h"

namespace {

struct Usage {
    double cpu_seconds = 0;
    long switches = 0;
};

Usage usage_now() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    auto secs = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6; };
    return {secs(u.ru_utime) + secs(u.ru_stime), u.ru_nvcsw + u.ru_nivcsw};
}

// Frames until the betting screen rests (the script clicked Play), at most a minute of game time.
bool reach_table(bjt::game::App& app) {
    for (int i = 0; i < 3600 && !app.quitting(); ++i) {
        app.frame();
        const auto* top = app.scenes().top();
        if (top && std::string(top->name()) == "betting" && app.settled()) return true;
    }
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string where = argc > 1 ? argv[1] : "title";
    const double seconds = argc > 2 ? std::atof(argv[2]) : 20.0;
    const bool display = argc > 3 && std::string(argv[3]) == "--display";
    if ((where != "title" && where != "table") || seconds <= 0) {
        std::fprintf(stderr, "usage: bench_idle title|table [SECONDS] [--display]\n");
        return 2;
    }
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "bench_idle";
    std::filesystem::create_directories(dir);
    bjt::game::LaunchOptions o = bjt::bench::bench_launch(dir / "data", !display);
    o.preset = "trivia";
    if (where == "table") {
        o.script = (dir / "to_table.txt").string();
        std::ofstream(o.script) << "await title\nclick play\nawait betting\nwait 1000000\n";
    }
    bjt::game::App app(o, bjt::game::make_first_scene);
    if (const bjt::game::Result<> started = app.start(); !started) {
        std::fprintf(stderr, "bench_idle: %s\n", started.error().c_str());
        return 1;
    }
    if (where == "table" && !reach_table(app)) {
        std::fprintf(stderr, "bench_idle: the betting screen never came to rest\n");
        return 1;
    }
    app.run_live(1.0);  // settle: the last redraws after the scene changed
    const Usage before = usage_now();
    app.run_live(seconds);
    const Usage after = usage_now();
    std::filesystem::remove_all(dir);
    std::printf("bench_idle: %-5s %s (%s): %5.2f%% of one core, %6.1f wake-ups/s over %.0f s   target < 1%%\n",
                where.c_str(), display ? "display" : "headless", app.renderer_name(),
                100.0 * (after.cpu_seconds - before.cpu_seconds) / seconds,
                static_cast<double>(after.switches - before.switches) / seconds, seconds);
    return 0;
}
