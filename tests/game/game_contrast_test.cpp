// The contrast check (game/render/text_contrast.h) on pixels made for it, and the high contrast theme measured in
// screenshots of every screen: each text against the pixels drawn behind it (issue 30, "Sight").
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "engine/replay/replay_reader.h"
#include "game/app/app.h"
#include "game/render/contrast.h"
#include "game/render/text_contrast.h"
#include "scenes/first_scene.h"
#include "scenes/replay_scene.h"
#include "storage/save_database.h"
#include "tests/game/scripted_launch.h"
#include "tests/temp_folder.h"

namespace fs = std::filesystem;
using bjt::game::Color;
using bjt::game::DrawnText;
using bjt::game::MeasuredText;
using bjt::game::PixelView;

namespace {

// A 40x20 frame of `background` with a block of `ink` in its middle, as a glyph would be.
std::vector<std::uint32_t> frame_with_ink(Color background, Color ink) {
    const auto argb = [](Color c) { return 0xFF000000u | c.r << 16 | c.g << 8 | c.b; };
    std::vector<std::uint32_t> pixels(40 * 20, argb(background));
    for (int y = 6; y < 14; ++y)
        for (int x = 10; x < 30; ++x) pixels[static_cast<std::size_t>(y * 40 + x)] = argb(ink);
    return pixels;
}

// Every `NAME-contrast.txt` of a folder: its measured lines (ratio, needed, colours, text).
std::map<std::string, std::vector<std::string>> contrast_reports(const fs::path& folder) {
    std::map<std::string, std::vector<std::string>> reports;
    for (const auto& entry : fs::directory_iterator(folder)) {
        const std::string name = entry.path().filename().string();
        if (name.size() < 13 || name.substr(name.size() - 13) != "-contrast.txt") continue;
        std::ifstream in(entry.path());
        for (std::string line; std::getline(in, line);)
            if (!line.empty() && line[0] != '#') reports[name].push_back(line);
    }
    return reports;
}

// A script of tests/game/scripts played to its end at a window size; its screenshots' folder.
fs::path play_script(const std::string& script, const std::string& shoe, int w, int h) {
    bjt::game::LaunchOptions o = bjt::game::test::scripted_launch(script, shoe);
    o.window_w = w;
    o.window_h = h;
    o.screenshot_dir += "-" + std::to_string(w) + "x" + std::to_string(h);
    std::error_code ec;
    fs::remove_all(o.screenshot_dir, ec);
    bjt::game::App app(o, bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    return o.screenshot_dir;
}

// The screens a walk from the title never reaches, each started as a player meets it: the replay (--replay), the
// title's notice of a damaged save (a save file of garbage) and the settings file's notice (one that is not YAML).
enum class Start { Replay, DamagedSave, BrokenSettings };

struct StartedWalk {
    const char* script;
    Start start;
};

const StartedWalk kStartedWalks[] = {{"contrast_high_replay", Start::Replay},
                                     {"contrast_high_save_notice", Start::DamagedSave},
                                     {"contrast_high_settings_notice", Start::BrokenSettings}};

// Plays `script_path` (the walk's script, or a copy of it) started as `walk` says, at a window size; its screenshots'
// folder.
fs::path play_started(const StartedWalk& walk, const std::string& script_path, int w, int h) {
    bjt::game::LaunchOptions o = bjt::game::test::scripted_launch(walk.script, "");
    o.script = script_path;
    o.window_w = w;
    o.window_h = h;
    o.screenshot_dir += "-" + std::to_string(w) + "x" + std::to_string(h);
    std::error_code ec;
    fs::remove_all(o.screenshot_dir, ec);
    const bjt::test::TempFolder data;
    o.data_dir = data.path().string();
    o.speech_log = (data.path() / "speech.txt").string();  // the notices are heard too (expect spoken)
    if (walk.start == Start::DamagedSave)
        std::ofstream(data.path() / bjt::storage::SaveDatabase::kFileName) << std::string(4096, '\x5a');
    if (walk.start == Start::BrokenSettings) std::ofstream(data.path() / "settings.yaml") << "display: [unclosed\n";
    bjt::game::SceneFactory first = bjt::game::make_first_scene;
    bjt::replay::ReplayRead read;
    if (walk.start == Start::Replay) {
        o.replay = std::string(BJT_SOURCE_DIR) + "/tests/game/data/two_rounds.replay";
        read = bjt::replay::read_replay_file(o.replay);
        REQUIRE(read.replay.has_value());
        first = [&read](bjt::game::GameContext& ctx) {
            return bjt::game::make_replay_scene(ctx, *read.replay, "two_rounds.replay");
        };
    }
    bjt::game::App app(o, first);
    bjt::game::test::run_script_to_end(app);
    return o.screenshot_dir;
}

std::string script_path(const std::string& script) {
    return std::string(BJT_SOURCE_DIR) + "/tests/game/scripts/" + script + ".txt";
}

// A copy of a high contrast walk with the theme left off and its expectations taken out, for the default theme.
std::string default_theme_copy(const std::string& script) {
    std::ifstream in(script_path(script));
    std::ostringstream walk;
    for (std::string line; std::getline(in, line);)
        if (line != "opt high-contrast on" && line != "expect low-contrast 0") walk << line << "\n";
    const fs::path scripts = bjt::game::test::test_case_folder() / "scripts";
    fs::create_directories(scripts);
    const fs::path copy = scripts / (script + "-default.txt");
    std::ofstream(copy) << walk.str();
    return copy.string();
}

// Every text of every report in `folder` at what it needs (4.5:1, 7:1 for a key figure); each report's worst kept.
void check_every_text(const fs::path& folder, const std::string& script, std::vector<std::string>& worst) {
    const auto reports = contrast_reports(folder);
    REQUIRE(reports.size() >= 1);
    for (const auto& [name, lines] : reports) {
        REQUIRE_FALSE(lines.empty());
        worst.push_back(lines.front() + "\t(" + name.substr(0, name.size() - 13) + ")");
        for (const std::string& line : lines) {
            INFO(script << ", " << name << ": " << line);
            const double needed = line.find("\t7\t") != std::string::npos ? 7.0 : 4.5;
            CHECK(std::stod(line) >= needed);
        }
    }
}

}  // namespace

TEST_CASE("contrast: WCAG's ratio, 21 for black on white, 1 for a colour on itself", "[game][contrast]") {
    CHECK(bjt::game::contrast_ratio({0, 0, 0}, {255, 255, 255}) == Approx(21.0));
    CHECK(bjt::game::contrast_ratio({90, 90, 90}, {90, 90, 90}) == Approx(1.0));
    // WebAIM's figure for #777777 on white.
    CHECK(bjt::game::contrast_ratio({119, 119, 119}, {255, 255, 255}) == Approx(4.48).epsilon(0.01));
}

TEST_CASE("contrast: the background is read from the pixels, the text held to 4.5:1 and a key figure to 7:1",
          "[game][contrast]") {
    const Color felt{16, 102, 55}, grey{170, 170, 160}, white{255, 255, 255};
    std::vector<std::uint32_t> pixels = frame_with_ink(felt, grey);
    const PixelView frame{pixels.data(), 40, 20, 40};
    const std::vector<MeasuredText> grey_text = measure_text_contrast(frame, {DrawnText{"BANK", 0, 0, 40, 20, grey}});
    REQUIRE(grey_text.size() == 1);
    CHECK(grey_text[0].background.g == felt.g);
    CHECK(grey_text[0].ratio == Approx(bjt::game::contrast_ratio(grey, felt)));
    CHECK(grey_text[0].low());
    CHECK(bjt::game::describe_low_contrast(grey_text).rfind("1 (worst: 'BANK' 3.", 0) == 0);

    const Color light_felt{30, 130, 70};
    pixels = frame_with_ink(light_felt, white);
    const PixelView white_frame{pixels.data(), 40, 20, 40};
    const DrawnText plain{"$25", 0, 0, 40, 20, white};
    DrawnText key = plain;
    key.key_figure = true;
    const std::vector<MeasuredText> both = measure_text_contrast(white_frame, {plain, key});
    REQUIRE(both.size() == 2);
    CHECK_FALSE(both[0].low());  // about 4.8:1: enough for words ...
    CHECK(both[1].low());  // ... not for a key figure
    CHECK(bjt::game::describe_low_contrast({both[0]}) == "0");
}

TEST_CASE("contrast: words drawn in the colour of what is behind them measure 1:1", "[game][contrast]") {
    const Color felt{16, 102, 55};
    std::vector<std::uint32_t> pixels = frame_with_ink(felt, felt);
    const PixelView frame{pixels.data(), 40, 20, 40};
    const std::vector<MeasuredText> m = measure_text_contrast(frame, {DrawnText{"hidden", 0, 0, 40, 20, felt}});
    REQUIRE(m.size() == 1);
    CHECK(m[0].ratio == Approx(1.0));
}

TEST_CASE("high contrast theme: every text of every screen at 4.5:1, key figures at 7:1, in the pixels drawn",
          "[game][contrast][slow]") {
    // Each script fails on a screenshot whose texts fall short (expect low-contrast 0); here every screenshot must
    // have its report, with texts in it, so a screen that drew no measured text is noticed too.
    struct Walk {
        const char* script;
        const char* shoe;
        std::vector<std::pair<int, int>> sizes;
    };
    const std::vector<Walk> walks = {
        {"contrast_high_screens", "JS TD 3S 6H 5C 9D", {{1280, 720}, {800, 600}, {3840, 2160}}},
        {"contrast_high_classic", "TS 9H QC 8D", {{1280, 720}}},
        {"contrast_high_game_over", "TS TH 6C 9D", {{1280, 720}}},
        {"contrast_high_three_bets", "TS 9H 8C 7D 5S", {{1280, 720}}},
        {"contrast_high_history", "TS 9H QC 8D", {{1280, 720}, {800, 600}}},
    };
    for (const Walk& walk : walks)
        for (const auto& [w, h] : walk.sizes) {
            INFO(walk.script << " at " << w << "x" << h);
            const fs::path folder = play_script(walk.script, walk.shoe, w, h);
            const auto reports = contrast_reports(folder);
            CHECK(reports.size() >= 2);
            for (const auto& [name, lines] : reports) {
                INFO(name);
                CHECK(lines.size() >= 3);
            }
            // The felt's printed rules are measured word by word along their arcs (Painter::arc_text()).
            if (reports.count("table-contrast.txt")) {
                const auto& table = reports.at("table-contrast.txt");
                CHECK(std::any_of(table.begin(), table.end(), [](const std::string& l) {
                    return l.size() > 10 && l.substr(l.size() - 10) == "\tINSURANCE";
                }));
            }
        }
}

TEST_CASE("high contrast theme: the replay screen and the notices at 4.5:1, measured in the pixels drawn",
          "[game][contrast][slow]") {
    // Each script fails on a screenshot whose texts fall short (expect low-contrast 0); here each screenshot's report
    // must hold the screen's own words, so a notice that was never drawn is noticed too.
    const std::vector<std::pair<int, int>> sizes = {{1280, 720}, {800, 600}};
    const std::map<std::string, std::string> words = {{"replay-paused", "Paused at"},
                                                      {"replay-done", "Done at"},
                                                      {"save-notice", "damaged"},
                                                      {"settings-notice", "settings.yaml"}};
    for (const StartedWalk& walk : kStartedWalks)
        for (const auto& [w, h] : sizes) {
            INFO(walk.script << " at " << w << "x" << h);
            const auto reports = contrast_reports(play_started(walk, script_path(walk.script), w, h));
            CHECK(reports.size() >= 1);
            for (const auto& [name, lines] : reports) {
                INFO(name);
                const std::string shot = name.substr(0, name.size() - 13);
                const std::string want = words.count(shot) ? words.at(shot) : "?";
                CHECK(std::any_of(lines.begin(), lines.end(),
                                  [&](const std::string& l) { return l.find(want) != std::string::npos; }));
            }
        }
}

TEST_CASE("default theme: every text of every screen at 4.5:1 and key figures at 7:1 too, the worst reported",
          "[game][contrast][slow]") {
    // The high contrast walks with the theme left off and their expectations taken out: each text is checked here
    // from the screenshots' reports instead (the felt's printed rules, word by word along their arcs, too), and each
    // screen's worst ratio is printed.
    struct Walk {
        const char* script;
        const char* shoe;
    };
    const Walk walks[] = {{"contrast_high_screens", "JS TD 3S 6H 5C 9D"},
                          {"contrast_high_classic", "TS 9H QC 8D"},
                          {"contrast_high_game_over", "TS TH 6C 9D"},
                          {"contrast_high_three_bets", "TS 9H 8C 7D 5S"},
                          {"contrast_high_history", "TS 9H QC 8D"}};
    std::vector<std::string> worst;
    for (const Walk& w : walks) {
        bjt::game::LaunchOptions o = bjt::game::test::scripted_launch(w.script, w.shoe);
        o.script = default_theme_copy(w.script);
        bjt::game::App app(o, bjt::game::make_first_scene);
        bjt::game::test::run_script_to_end(app);
        REQUIRE(contrast_reports(o.screenshot_dir).size() >= 2);
        check_every_text(o.screenshot_dir, w.script, worst);
    }
    for (const StartedWalk& walk : kStartedWalks)
        check_every_text(play_started(walk, default_theme_copy(walk.script), 1280, 720), walk.script, worst);
    std::sort(worst.begin(), worst.end());
    std::string summary = "default theme, each screen's lowest contrast (ratio, needs, colours, text):\n";
    for (const std::string& w : worst) summary += "  " + w + "\n";
    WARN(summary);
}
