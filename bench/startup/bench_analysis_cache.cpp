// bench_analysis_cache: the house-edge analysis at start-up, per preset: computed (no cache file, one thread, as
// the game's RulesAnalyzer does it) against read back from the analysis cache the game keeps in the player's data
// folder (game/coach/analysis_cache.h). Best and median of several runs, wall time. Prints figures; asserts nothing.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <vector>

#include "engine/presets/preset_loader.h"
#include "engine/strategy/game_analysis.h"
#include "game/coach/analysis_cache.h"
#include "game/coach/rules_fingerprint.h"

using namespace bjt;

namespace {

using clock_type = std::chrono::steady_clock;

double ms_since(clock_type::time_point start) {
    return std::chrono::duration<double, std::milli>(clock_type::now() - start).count();
}

struct Spread {
    double best, median;
};

Spread spread(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return {v.front(), v[v.size() / 2]};
}

}  // namespace

int main() {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "bench_analysis_cache";
    std::filesystem::remove_all(dir);
    const game::AnalysisCache cache(dir);
    constexpr int kRuns = 7;
    std::printf("%-14s %22s %22s\n", "preset", "computed best/median", "from cache best/median");
    for (const char* name : {"trivia", "classic", "single-deck", "chartwell"}) {
        const auto path = find_preset(name);
        const PresetLoad load = path ? load_preset(*path) : PresetLoad{};
        if (!load.ok()) continue;
        const Rules& rules = load.preset->rules;
        const std::string fp = game::rules_fingerprint(rules);
        std::vector<double> computed, read;
        game::RulesAnalysis a;
        for (int i = 0; i < kRuns; ++i) {
            const auto t0 = clock_type::now();
            const strategy::GameAnalysis g = strategy::analyze_game(rules, 1);
            computed.push_back(ms_since(t0));
            a.house_edge_percent = g.house_edge_percent();
        }
        if (!cache.store(fp, a)) return 1;
        for (int i = 0; i < kRuns; ++i) {
            const auto t0 = clock_type::now();
            if (!cache.load(fp)) return 1;
            read.push_back(ms_since(t0));
        }
        const Spread c = spread(computed), r = spread(read);
        std::printf("%-14s %9.1f / %6.1f ms %11.3f / %6.3f ms\n", name, c.best, c.median, r.best, r.median);
    }
    std::filesystem::remove_all(dir);
    return 0;
}
