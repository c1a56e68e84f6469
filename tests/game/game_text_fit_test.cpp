// Text that always fits (issue 11): fit_text() on its own (wrap, shrink to the floor, then ellipsis), and
// each preset played at five window sizes from 800x600 to 3840x2160 (4:3 to 21:9) with the longest player
// name and the longest player question the game allows; each script ends with `expect text-overflows 0`.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

#include "game/app/app.h"
#include "game/app/launch_options.h"
#include "game/art/card_art.h"
#include "game/art/chip_art.h"
#include "game/art/felt_art.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/render/text_renderer.h"
#include "game/text/text_fit.h"
#include "scenes/first_scene.h"
#include "tests/game/scripted_launch.h"
#include "tests/temp_folder.h"

namespace fs = std::filesystem;
using bjt::game::App;
using bjt::game::fit_text;
using bjt::game::FitRequest;
using bjt::game::LaunchOptions;
using bjt::game::wrap_breaking_words;

namespace {

// Every character is `size` / 2 wide: easy sums.
float half_em(std::string_view s, float size) { return static_cast<float>(s.size()) * size / 2; }

constexpr const char* kSizes[][2] = {
    {"800", "600"}, {"1280", "720"}, {"1024", "768"}, {"2560", "1080"}, {"3840", "2160"}};

// Plays SCRIPT with PRESET at every size, each in a fresh data folder holding the long question and the
// settings that leave out the shipped categories (tests/game/data/text-fit).
void play_at_every_size(const std::string& script, const std::string& preset, const std::string& shoe) {
    for (const auto& size : kSizes) {
        bjt::test::TempFolder data;
        fs::copy(std::string(BJT_SOURCE_DIR) + "/tests/game/data/text-fit", data.path(), fs::copy_options::recursive);
        LaunchOptions o = bjt::game::test::scripted_launch(script, shoe);
        o.preset = preset;
        o.window_w = std::stoi(size[0]);
        o.window_h = std::stoi(size[1]);
        o.data_dir = data.path().string();
        o.screenshot_dir += std::string("-") + size[0] + "x" + size[1];
        INFO(preset << " at " << size[0] << "x" << size[1]);
        App app(o, bjt::game::make_first_scene);
        bjt::game::test::run_script_to_end(app);
    }
}

}  // namespace

TEST_CASE("text fit: a text that fits is drawn as asked", "[game][text]") {
    const auto fit = fit_text("one two", FitRequest{.width = 100, .height = 30, .size = 20}, half_em);
    REQUIRE(fit.lines.size() == 1);
    CHECK(fit.size == 20);
    CHECK_FALSE(fit.elided);
}

TEST_CASE("text fit: wraps first, then shrinks, then elides at the floor", "[game][text]") {
    // Two lines at full size fit the height.
    auto fit = fit_text("aaaa bbbb", FitRequest{.width = 40, .height = 50, .size = 20}, half_em);
    CHECK(fit.lines.size() == 2);
    CHECK(fit.size == 20);
    // One line only: shrunk until the whole text fits the width.
    fit = fit_text("aaaa bbbb", FitRequest{.width = 80, .height = 30, .size = 20, .max_lines = 1}, half_em);
    REQUIRE(fit.lines.size() == 1);
    CHECK(fit.size < 20);
    CHECK(fit.size * 9 / 2 <= 80.5f);
    CHECK_FALSE(fit.elided);
    // Not even at the floor on its one line: cut with an ellipsis, within the width.
    fit = fit_text("aaaaaaaaaaaaaaaaaaaa",
                   FitRequest{.width = 60, .height = 30, .size = 20, .min_size = 10, .max_lines = 1}, half_em);
    REQUIRE(fit.lines.size() == 1);
    CHECK(fit.elided);
    CHECK(fit.size == 10);
    CHECK(fit.lines[0].ends_with("\xE2\x80\xA6"));
    CHECK(half_em(fit.lines[0], 10) <= 60 + 10);  // the ellipsis is 3 bytes in this measure
}

TEST_CASE("text fit: a word wider than its box is broken between characters where the box holds more lines",
          "[game][text]") {
    // 20 characters of 5 units at size 10 in 60 units: 12 and 8 on two lines, nothing cut.
    auto fit =
        fit_text("aaaaaaaaaaaaaaaaaaaa", FitRequest{.width = 60, .height = 30, .size = 20, .min_size = 10}, half_em);
    REQUIRE(fit.lines.size() == 2);
    CHECK_FALSE(fit.elided);
    CHECK(fit.lines[0] + fit.lines[1] == "aaaaaaaaaaaaaaaaaaaa");
    for (const std::string& line : fit.lines) CHECK(half_em(line, fit.size) <= 60.5f);
    // Only where spaces alone cannot do it: "aaaa bbbb" still wraps at its space.
    fit = fit_text("aaaa bbbb", FitRequest{.width = 40, .height = 50, .size = 20}, half_em);
    CHECK(fit.lines == std::vector<std::string>{"aaaa", "bbbb"});
    // A character of several bytes is never cut in two.
    const std::vector<std::string> lines = wrap_breaking_words("\u00e9\u00e9\u00e9\u00e9", 11, 10, half_em);
    for (const std::string& line : lines) CHECK(line.size() % 2 == 0);
}

TEST_CASE("painter: one-line texts and wrapped texts that cannot fit their box are counted", "[game][text]") {
    // A Painter drawing into a surface of its own at the logical size (scale 1).
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 1280, 720, 32, SDL_PIXELFORMAT_RGBA32);
    REQUIRE(surface);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    REQUIRE(renderer);
    {
        using namespace bjt::game;
        auto opened = TextRenderer::open(renderer);
        INFO(opened.error());
        REQUIRE(opened);
        TextRenderer& text = *opened.value();
        const std::string bold = text.font_path(FontFace::SansBold);
        CardArt cards(renderer, bold);
        ChipArt chips(renderer, bold);
        FeltArt felt(renderer);
        Painter p(renderer, text, cards, chips, felt);
        p.begin_frame(1280, 720);
        // Fits: drawn where text() would draw it (right-aligned: ending at the anchor).
        const Rect drawn = p.text_line("106 pts", {200, 100}, 80, {.size = 14, .align = Align::Right});
        CHECK(drawn.x + drawn.w <= 200.5f);
        CHECK(drawn.x >= 120);
        p.wrapped_text("a few short words", {0, 200, 300, 40}, 16, palette::kWhite);
        REQUIRE(p.text_overflows() == "0");
        // A bank of a billion points in the chart's label column: shrunk to the floor, then cut and counted.
        p.text_line("1,000,000,000,000 pts", {200, 100}, 60, {.size = 14, .align = Align::Right, .min_size = 9});
        CHECK(p.overflows().count() == 1);
        CHECK(p.text_overflows().rfind("1 (first: '1,000,000,000,000 pts' in 60x", 0) == 0);
        // Wrapped text: a word wider than the box, and more lines than the box is high.
        p.wrapped_text("Supercalifragilisticexpialidocious", {0, 200, 100, 40}, 16, palette::kWhite);
        CHECK(p.overflows().count() == 2);
        p.wrapped_text("one two three four five six seven eight", {0, 200, 60, 40}, 16, palette::kWhite);
        CHECK(p.overflows().count() == 3);
        p.end_frame();
    }
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
}

TEST_CASE("text fit: trivia with a 250-character question and a 32-character name at every size",
          "[game][text][trivia]") {
    play_at_every_size("text_fit_trivia", "trivia", "TS 9H QC 8D");
}

TEST_CASE("text fit: classic's leaderboard with a 32-character name at every size", "[game][text][leaderboard]") {
    play_at_every_size("text_fit_classic", "classic", "TS 9H QC 8D");
}

TEST_CASE("text fit: single deck and chartwell with a 32-character name at every size", "[game][text]") {
    play_at_every_size("text_fit_round", "single-deck", "TS 9H QC 8D");
    play_at_every_size("text_fit_round", "chartwell", "TS 9H QC 8D");
}

TEST_CASE("text fit: three bets' prediction and report at every size", "[game][text][preset]") {
    play_at_every_size("text_fit_three_bets", "three-bets", "TS 9H 8C 7D 5S");
}
