// Colour is never the only signal (issue 30): a loss, a bust, a win, the four-colour deck and the betting chips,
// screenshotted by colour_signals.txt (which checks each result is said in words), then turned into what a player
// with deuteranopia or protanopia sees (colour_vision.h): NAME-deuteranopia.png and NAME-protanopia.png beside each,
// to be looked at.
#include <SDL.h>
#include <SDL_image.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>

#include "game/app/app.h"
#include "scenes/first_scene.h"
#include "tests/game/colour_vision.h"
#include "tests/game/scripted_launch.h"

namespace fs = std::filesystem;
using bjt::game::test::ColourMatrix;
using bjt::game::test::simulate;

namespace {

using Surface = std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)>;

Surface load_argb(const std::string& path) {
    Surface loaded(IMG_Load(path.c_str()), &SDL_FreeSurface);
    if (!loaded) return {nullptr, &SDL_FreeSurface};
    return {SDL_ConvertSurfaceFormat(loaded.get(), SDL_PIXELFORMAT_ARGB8888, 0), &SDL_FreeSurface};
}

// The picture at `path` as `m` sees it, written to `out`.
bool write_simulation(const std::string& path, const ColourMatrix& m, const std::string& out) {
    Surface s = load_argb(path);
    if (!s) return false;
    auto* px = static_cast<std::uint32_t*>(s->pixels);
    for (int y = 0; y < s->h; ++y)
        for (int x = 0; x < s->w; ++x) px[y * (s->pitch / 4) + x] = simulate(px[y * (s->pitch / 4) + x], m);
    return IMG_SavePNG(s.get(), out.c_str()) == 0;
}

double distance(std::uint32_t a, std::uint32_t b) {
    double d = 0;
    for (int shift : {16, 8, 0}) {
        const double c = static_cast<double>((a >> shift) & 0xFF) - static_cast<double>((b >> shift) & 0xFF);
        d += c * c;
    }
    return std::sqrt(d);
}

}  // namespace

TEST_CASE("colour vision: Machado's matrices keep greys and fold red and green together", "[game][colour-vision]") {
    for (const ColourMatrix* m : {&bjt::game::test::kDeuteranopia, &bjt::game::test::kProtanopia}) {
        CHECK(distance(simulate(0xFFFFFFFFu, *m), 0xFFFFFFFFu) < 3);
        CHECK(distance(simulate(0xFF808080u, *m), 0xFF808080u) < 3);
        // The game's win green and loss red (palette::kWin, kLose): opposite hues to normal sight, both a yellow of
        // red and green alike through the simulation, told apart by lightness alone: why a result is said in words.
        for (const std::uint32_t c : {0xFF5ADC78u, 0xFFEB5A50u}) {
            const auto red_minus_green = [](std::uint32_t p) {
                return std::abs(static_cast<int>((p >> 16) & 0xFF) - static_cast<int>((p >> 8) & 0xFF));
            };
            CHECK(red_minus_green(c) > 100);
            CHECK(red_minus_green(simulate(c, *m)) < 30);
        }
    }
}

TEST_CASE(
    "colour vision: a loss, a bust, a win, the four-colour deck and the chips, as deuteranopes and protanopes "
    "see them",
    "[game][colour-vision]") {
    bjt::game::LaunchOptions o =
        bjt::game::test::scripted_launch("colour_signals", "TS 9D 7C 9H TS 9D 5C 7H KD JS TD 3S 6H 5C 9D");
    bjt::game::App app(o, bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    REQUIRE(app.screenshots().size() == 5);
    // The options' changed rule, in words as drawn (Dear ImGui's glyphs read back into the screenshot's report).
    std::ifstream report(app.screenshots()[0].substr(0, app.screenshots()[0].size() - 4) + "-contrast.txt");
    const std::string drawn((std::istreambuf_iterator<char>(report)), std::istreambuf_iterator<char>());
    CHECK(drawn.find("Splitting Aces Allowed (changed)") != std::string::npos);
    for (const std::string& shot : app.screenshots()) {
        const std::string stem = shot.substr(0, shot.size() - 4);
        for (const auto& [name, m] : {std::pair{"deuteranopia", &bjt::game::test::kDeuteranopia},
                                      std::pair{"protanopia", &bjt::game::test::kProtanopia}}) {
            const std::string out = stem + "-" + name + ".png";
            INFO(out);
            REQUIRE(write_simulation(shot, *m, out));
            const Surface written = load_argb(out);
            REQUIRE(written);
            CHECK(written->w == 1280);
        }
    }
}
