#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <utility>

#include "engine/rng.h"
#include "game/art/chip_art.h"
#include "game/art/chip_style.h"
#include "game/art/felt_art.h"
#include "game/art/felt_painter.h"
#include "tests/game/art_test_support.h"

using namespace bjt::game;
using namespace bjt::game::test;

TEST_CASE("chip labels print the value the way casinos do", "[art][chips]") {
    CHECK(chip_label(100) == "1");
    CHECK(chip_label(500) == "5");
    CHECK(chip_label(2500) == "25");
    CHECK(chip_label(10000) == "100");
    CHECK(chip_label(50000) == "500");
    CHECK(chip_label(100000) == "1K");
    CHECK(chip_label(250000) == "2.5K");
    CHECK(chip_label(100000000) == "1M");
    CHECK(chip_label(250) == "2.50");
    CHECK(chip_label(205) == "2.05");
    CHECK(chip_label(50) == "50\xC2\xA2");
    CHECK(chip_label(123400) == "1234");
}

TEST_CASE("chips use casino colours by value and a stable colour otherwise", "[art][chips]") {
    SoftwareTarget target(100, 100);
    REQUIRE(target.ok());
    ChipArt art(target.renderer(), bold_font());
    constexpr int d = 80;
    // Sample the clay between two edge spots (spots sit at 30, 90, 150 ... degrees: 0 degrees is clay).
    auto body = [&](bjt::Cents value) {
        SDL_Texture* t = art.chip(value, d);
        REQUIRE(t != nullptr);
        target.draw(t);
        return target.pixel(d / 2 + static_cast<int>(d * 0.43), d / 2);
    };
    const Rgba white = body(100), red = body(500), green = body(2500), black = body(10000), purple = body(50000),
               yellow = body(100000);
    CHECK((white.r > 190 && white.g > 190 && white.b > 180));
    CHECK((red.r > 140 && red.g < 60));
    CHECK((green.g > 90 && green.r < 60));
    CHECK((black.r < 50 && black.g < 50 && black.b < 50));
    CHECK((purple.r > 70 && purple.b > 100 && purple.g < 60));
    CHECK((yellow.r > 190 && yellow.g > 150 && yellow.b < 80));
    // Any other value gets a colour no standard chip uses, so it cannot be mistaken for one.
    for (bjt::Cents odd : {777700, 3300, 12345600}) {
        for (bjt::Cents standard : {100, 250, 500, 1000, 2500, 10000, 50000, 100000, 500000}) {
            CHECK_FALSE(chip_style(odd).body == chip_style(standard).body);
        }
    }
}

TEST_CASE("a chip is a round texture of the asked diameter with its value printed in the middle", "[art][chips]") {
    SoftwareTarget target(130, 130);
    REQUIRE(target.ok());
    ChipArt art(target.renderer(), bold_font());
    SDL_Texture* t = art.chip(10000, 120);
    REQUIRE(t != nullptr);
    CHECK(art.chip(10000, 120) == t);
    int w = 0, h = 0;
    SDL_QueryTexture(t, nullptr, nullptr, &w, &h);
    CHECK(w == 120);
    CHECK(h == 120);
    target.draw(t);
    const Rgba outside = target.pixel(1, 1);
    CHECK((outside.r > 200 && outside.g < 100));  // background shows: the corners are transparent
    // The black 100 chip's inlay is cream with dark digits: both appear in the centre disc.
    int dark = 0, cream = 0;
    for (int y = 40; y < 80; ++y) {
        for (int x = 40; x < 80; ++x) {
            const Rgba p = target.pixel(x, y);
            dark += is_dark(p) ? 1 : 0;
            cream += (p.r > 230 && p.g > 225 && p.b > 200) ? 1 : 0;
        }
    }
    CHECK(dark > 150);
    CHECK(cream > 400);
    CHECK(art.chip(10000, 4) == nullptr);
}

TEST_CASE("felt is deep green, lit in the middle, darker in the corners, the same every time", "[art][felt]") {
    SoftwareTarget target(320, 200);
    REQUIRE(target.ok());
    FeltArt art(target.renderer());
    SDL_Texture* felt = art.felt(320, 200);
    REQUIRE(felt != nullptr);
    CHECK(art.felt(320, 200) == felt);
    target.draw(felt);
    auto average_green = [&](int x0, int y0) {
        int sum = 0;
        for (int y = y0; y < y0 + 10; ++y)
            for (int x = x0; x < x0 + 10; ++x) sum += target.pixel(x, y).g;
        return sum / 100;
    };
    const Rgba centre = target.pixel(160, 84);
    CHECK(centre.g > centre.r + 40);
    CHECK(centre.g > centre.b + 20);
    CHECK(average_green(155, 80) > average_green(0, 0) + 15);
    CHECK(average_green(155, 80) > average_green(310, 190) + 15);

    // Grain: neighbouring pixels differ somewhere, but the picture is identical for the same size.
    bool varied = false;
    for (int x = 100; x < 140 && !varied; ++x) varied = target.pixel(x, 100).g != target.pixel(x + 1, 100).g;
    CHECK(varied);
    const Canvas a = FeltPainter().felt(64, 48);
    const Canvas b = FeltPainter().felt(64, 48);
    CHECK(std::equal(a.bytes(), a.bytes() + 64 * 48 * 4, b.bytes()));
    CHECK(art.felt(0, 10) == nullptr);
}

namespace {
// The felt as it was painted before its loop was made to vectorise (pixel by pixel through set_pixel), kept as
// the reference the faster painter must match byte for byte.
Canvas reference_felt(int width_px, int height_px) {
    Canvas canvas(width_px, height_px);
    constexpr float base_r = 16.0f, base_g = 102.0f, base_b = 56.0f;
    const float cx = static_cast<float>(width_px) * 0.5f;
    const float cy = static_cast<float>(height_px) * 0.42f;
    const float rx = static_cast<float>(width_px) * 0.62f;
    const float ry = static_cast<float>(height_px) * 0.75f;
    bjt::Rng rng(FeltPainter::default_seed);
    for (int y = 0; y < height_px; ++y) {
        const float ny = (static_cast<float>(y) + 0.5f - cy) / ry;
        for (int x = 0; x < width_px; ++x) {
            const float nx = (static_cast<float>(x) + 0.5f - cx) / rx;
            const float dist = std::sqrt(nx * nx + ny * ny);
            const float t = std::clamp((dist - 0.25f) / 1.0f, 0.0f, 1.0f);
            const float light = 1.0f - 0.38f * t * t * (3.0f - 2.0f * t);
            const std::uint64_t bits = rng.next();
            const float grain = (static_cast<float>(bits & 0xFFFF) / 65535.0f - 0.5f) * 0.1f;
            const float tint = (static_cast<float>((bits >> 16) & 0xFF) / 255.0f - 0.5f) * 3.0f;
            const float k = light * (1.0f + grain);
            auto channel = [](float v) { return static_cast<std::uint8_t>(std::clamp(v + 0.5f, 0.0f, 255.0f)); };
            canvas.set_pixel(x, y,
                             Rgba{channel(base_r * k + tint), channel(base_g * k), channel(base_b * k - tint), 255});
        }
    }
    return canvas;
}
}  // namespace

TEST_CASE("felt: the row-at-a-time painter gives the very pixels of the pixel-by-pixel one", "[art][felt]") {
    for (const auto& [w, h] : {std::pair{1, 1}, {7, 5}, {333, 217}, {1920, 1080}, {3840, 2160}}) {
        INFO(w << "x" << h);
        const Canvas fast = FeltPainter().felt(w, h);
        const Canvas slow = reference_felt(w, h);
        const std::size_t n = static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 4;
        CHECK(std::equal(fast.bytes(), fast.bytes() + n, slow.bytes()));
    }
}
