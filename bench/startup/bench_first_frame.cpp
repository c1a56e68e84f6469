// bench_first_frame: the time from the start of the program to the first frame of the title, as a player starting
// the game gets it: the real application headless (SDL's dummy video driver, the software renderer) at 1920x1080,
// no script, so the question bank loads on its thread while the title is drawn. Prints the wall time and the
// process's CPU time to that frame; bench_startup.sh runs it warm and with the page cache dropped (cold).
// Targets: under 200 ms warm, under 400 ms cold. Prints figures; asserts nothing.
#include <ctime>

#include <chrono>
#include <cstdio>
#include <filesystem>

#include "bench/bench_launch.h"
#include "game/app/app.h"
#include "scenes/first_scene.h"

int main() {
    const auto program_start = std::chrono::steady_clock::now();
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "bench_first_frame";
    const bjt::game::LaunchOptions o = bjt::bench::bench_launch(dir);
    double wall_ms = 0;
    timespec cpu{};
    {
        bjt::game::App app(o, bjt::game::make_first_scene);
        if (const bjt::game::Result<> started = app.start(); !started) {
            std::fprintf(stderr, "bench_first_frame: %s\n", started.error().c_str());
            return 1;
        }
        app.draw_only();
        wall_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - program_start).count();
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);  // all threads, the question loader's too
    }
    std::filesystem::remove_all(dir);
    std::printf("first frame %.1f ms wall; process CPU to then %.1f ms (all threads)\n", wall_ms,
                static_cast<double>(cpu.tv_sec) * 1e3 + static_cast<double>(cpu.tv_nsec) * 1e-6);
    return 0;
}
