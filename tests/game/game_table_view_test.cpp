// What a player sees at the table (issue 11): chips stacked as a dealer lays them, the bank counter counting
// with the chips in whole units, three bets' totals once settled. Each scenario is a script on a stacked shoe
// (tests/game/scripts/), played at a small and a very large window; the counter is read after every frame.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "engine/rules.h"
#include "game/app/app.h"
#include "game/render/chip_layout.h"
#include "game/render/chip_pile.h"
#include "game/session/session.h"
#include "game/ui/money_text.h"
#include "scenes/first_scene.h"
#include "tests/game/scripted_launch.h"

using bjt::game::App;
using bjt::game::test::observe;

namespace {

constexpr std::pair<int, int> kSizes[] = {{800, 600}, {3840, 2160}};

// Plays `script` to its end at a w x h window; returns what `shown-bank` read after every frame.
std::vector<std::string> play(const std::string& script, const std::string& shoe, int w, int h,
                              std::vector<std::string>* screenshots = nullptr, const std::string& preset = "") {
    bjt::game::LaunchOptions o = bjt::game::test::scripted_launch(script, shoe);
    o.preset = preset;
    o.window_w = w;
    o.window_h = h;
    o.screenshot_dir += "-" + std::to_string(w) + "x" + std::to_string(h);  // one folder per size, to look at
    std::filesystem::remove_all(o.screenshot_dir);
    App app(o, bjt::game::make_first_scene);
    REQUIRE(app.start());
    std::vector<std::string> shown;
    while (!app.quitting()) {
        app.frame();
        if (app.session().started()) shown.push_back(observe(app, "shown-bank"));
    }
    const int code = app.run();  // the script has ended: writes a screenshot still pending, gives the exit code
    INFO(app.error());
    REQUIRE(code == 0);
    if (screenshots) *screenshots = app.screenshots();
    return shown;
}

double amount(std::string text) {
    std::erase(text, ',');
    return std::stod(text);
}

// The distinct figures strictly between `from` and `to` the counter showed.
int figures_between(const std::vector<std::string>& shown, double from, double to) {
    std::vector<std::string> seen;
    for (const std::string& s : shown) {
        const double v = amount(s);
        if (v > std::min(from, to) && v < std::max(from, to) && std::find(seen.begin(), seen.end(), s) == seen.end())
            seen.push_back(s);
    }
    return static_cast<int>(seen.size());
}

}  // namespace

TEST_CASE("chips: a bet's chips as a dealer lays them", "[game][table-view]") {
    const std::vector<bjt::Cents> chips{1'00, 5'00, 25'00, 100'00, 500'00};
    CHECK(bjt::game::chip_pile(30'00, chips) == std::vector<bjt::Cents>{25'00, 5'00});
    CHECK(bjt::game::chip_pile(137'50, chips) ==
          std::vector<bjt::Cents>{100'00, 25'00, 5'00, 5'00, 1'00, 1'00, 50});  // odd cents: one chip of the rest
    CHECK(bjt::game::chip_pile(0, chips).empty());
    // A pile never grows past its cap; the last chip carries the rest, so it still adds up.
    const std::vector<bjt::Cents> tall = bjt::game::chip_pile(40'00, {1'00}, 12);
    CHECK(tall.size() == 12);
    CHECK(tall.back() == 29'00);
}

TEST_CASE("chips: a column per denomination, biggest at the left, so the amount reads at a glance",
          "[game][table-view]") {
    using bjt::game::ChipColumn;
    const std::vector<bjt::Cents> chips{1'00, 5'00, 25'00, 100'00, 500'00};
    CHECK(bjt::game::chip_columns(30'00, chips) == std::vector<ChipColumn>{{25'00, 1}, {5'00, 1}});
    CHECK(bjt::game::chip_columns(130'00, chips) == std::vector<ChipColumn>{{100'00, 1}, {25'00, 1}, {5'00, 1}});
    CHECK(bjt::game::chip_columns(60'00, chips) == std::vector<ChipColumn>{{25'00, 2}, {5'00, 2}});
    // chip_pile()'s cap of 12 chips: the last chip carries the rest, in a column of its own.
    CHECK(bjt::game::chip_columns(15'00, {1'00}) == std::vector<ChipColumn>{{1'00, 11}, {4'00, 1}});
    CHECK(bjt::game::chip_columns(0, chips).empty());
}

TEST_CASE("chips: a spot's stakes side by side, centred, within the spot's width", "[game][table-view]") {
    const std::vector<bjt::Cents> chips{1'00, 5'00, 25'00, 100'00, 500'00};
    // $30 with room to spare: two columns at full size, the 25 left of the 5, centred on the spot.
    const bjt::game::ChipLayout bet = bjt::game::lay_out_chips({30'00}, chips, 46, 250);
    REQUIRE(bet.columns.size() == 2);
    CHECK(bet.diameter == 46);
    CHECK(bet.columns[0].column.value == 25'00);
    CHECK(bet.columns[0].x < bet.columns[1].x);
    CHECK(bet.columns[0].x == Approx(-bet.columns[1].x));
    CHECK(bet.columns[1].x - bet.columns[0].x >= 46);  // side by side: each top chip shows in full
    // A double: a second group beside the first, with more felt between the groups than between columns.
    const bjt::game::ChipLayout doubled = bjt::game::lay_out_chips({30'00, 30'00}, chips, 46, 250);
    REQUIRE(doubled.columns.size() == 4);
    CHECK(doubled.columns[2].group == 1);
    CHECK(doubled.columns[2].x - doubled.columns[1].x > doubled.columns[1].x - doubled.columns[0].x);
    // $130 doubled and paid (9 columns): the chips shrink, then close up, and never leave the spot's width.
    for (const float width : {250.0f, 220.0f, 120.0f}) {
        const bjt::game::ChipLayout paid = bjt::game::lay_out_chips({130'00, 130'00, 260'00}, chips, 46, width);
        REQUIRE(paid.columns.size() == 9);
        CHECK(paid.width <= width + 0.01f);
        CHECK(paid.columns.front().x - paid.diameter / 2 >= -width / 2 - 0.01f);
        CHECK(paid.columns.back().x + paid.diameter / 2 <= width / 2 + 0.01f);
        CHECK(paid.diameter >= 46 * 0.7f - 0.01f);
        for (std::size_t i = 1; i < paid.columns.size(); ++i) CHECK(paid.columns[i].x > paid.columns[i - 1].x);
    }
    // Empty stakes take no room.
    CHECK(bjt::game::lay_out_chips({0, 30'00}, chips, 46, 250).columns.size() == 2);
    CHECK(bjt::game::lay_out_chips({}, chips, 46, 250).columns.empty());
}

TEST_CASE("chips: a double is a second stack beside the first", "[game][table-view]") {
    for (const auto& [w, h] : kSizes) {
        std::vector<std::string> shots;
        play("chips_double", "6S 7H 5D 9C TC 9H", w, h, &shots);
        CHECK(shots.size() == 3);
    }
}

TEST_CASE("chips: split hands have their own stacks, a double beside its hand's", "[game][table-view]") {
    for (const auto& [w, h] : kSizes) {
        std::vector<std::string> shots;
        play("chips_split", "9S 7H 9D 6C 2C TD 9H TS", w, h, &shots);
        CHECK(shots.size() == 1);
    }
}

TEST_CASE("chips: $130 reads as a 100, a 25 and a 5, split, doubled and paid within each spot", "[game][table-view]") {
    for (const auto& [w, h] : kSizes) {
        std::vector<std::string> shots;
        play("chips_amounts", "9S 7H 9D 6C 2C TD 9H TS", w, h, &shots);
        CHECK(shots.size() == 5);
    }
}

TEST_CASE("bank counter: counts down with the chips, no jump at the deal, up with the win, in whole dollars",
          "[game][table-view]") {
    const std::vector<std::string> shown = play("bank_count", "TS 7D QC 9H 8S", 800, 600);
    REQUIRE(!shown.empty());
    CHECK(shown.front() == "1,000");
    CHECK(shown.back() == "1,030");
    // Down to 970 (the $30 bet) and never up again until the win comes back: the deal takes no second bite and
    // gives nothing back before the payout.
    std::size_t lowest = 0;
    while (lowest < shown.size() && shown[lowest] != "970") ++lowest;
    REQUIRE(lowest < shown.size());
    for (std::size_t i = 1; i <= lowest; ++i) CHECK(amount(shown[i]) <= amount(shown[i - 1]));
    for (std::size_t i = lowest + 1; i < shown.size(); ++i) CHECK(amount(shown[i]) >= amount(shown[i - 1]));
    // Counted as the chips move, not jumped.
    CHECK(figures_between(shown, 1000, 970) >= 5);
    CHECK(figures_between(shown, 970, 1030) >= 5);
    // Whole dollars all the way (this table's amounts are whole dollars).
    for (const std::string& s : shown) CHECK(s.find('.') == std::string::npos);
}

TEST_CASE("bank counter: whole dollars while it counts, the exact figure when it lands", "[game][table-view]") {
    std::vector<std::string> shots;
    const std::vector<std::string> shown = play("bank_count_blackjack", "AS 9D KC 7H", 3840, 2160, &shots);
    REQUIRE(!shown.empty());
    CHECK(shown.back() == "1,007.50");
    CHECK(figures_between(shown, 995, 1007.5) >= 5);
    for (const std::string& s : shown)
        if (s != "1,007.50") CHECK(s.find('.') == std::string::npos);
    CHECK(shots.size() == 1);
    // What makes a table count in whole units: its chips, its bet step and its bank.
    bjt::Rules rules;
    CHECK(bjt::game::whole_units(rules));
    rules.chips = {50, 1'00, 5'00};
    CHECK_FALSE(bjt::game::whole_units(rules));
}

TEST_CASE("three bets: no total or badge on any hand, even once the bets are settled", "[game][table-view]") {
    for (const auto& [w, h] : kSizes) {
        std::vector<std::string> shots;
        play("three_bets_no_totals", "TS 9H 8C 7D 5S", w, h, &shots);
        CHECK(shots.size() == 1);
    }
}

TEST_CASE("classic: the double's card lies face down, the hand reads DOUBLED, then it turns up",
          "[game][table-view][double]") {
    for (const auto& [w, h] : kSizes) {
        std::vector<std::string> shots;
        play("classic_double_face_down", "6S 9D 4H 7C 8S 2D", w, h, &shots);
        CHECK(shots.size() == 2);
    }
}

TEST_CASE("trivia: a split hand's Charlie waits, and the dealer's Charlie pushes it", "[game][table-view][charlie]") {
    for (const auto& [w, h] : kSizes) {
        std::vector<std::string> shots;
        play("trivia_split_charlie_push", "2S 2D 2H 3C 3H TS 2C 3D 4S 2S 4D 3S", w, h, &shots);
        CHECK(shots.size() == 2);
    }
}

TEST_CASE("text fit: side-bet labels, a refusal, side-bet results and a long game-over message fit their boxes",
          "[game][table-view][text]") {
    for (const auto& [w, h] : kSizes) {
        std::vector<std::string> shots;
        play("text_fit_table_screens", "TS 9H 7C TD", w, h, &shots,
             std::string(BJT_SOURCE_DIR) + "/tests/game/data/long-words.yaml");
        CHECK(shots.size() == 4);
    }
}

// Issue 28 items 4, 5 and 8: nothing the table draws lies over a word or across a card (`expect overlaps 0`).
TEST_CASE("coach: five options' rows clear of the panel's footnote", "[game][table-view][overlaps]") {
    for (const auto& [w, h] : kSizes) {
        std::vector<std::string> shots;
        play("coach_five_options", "8S TD 8H 7C", w, h, &shots);
        CHECK(shots.size() == 1);
    }
}

TEST_CASE("split after a winning Perfect Pairs bet: an outline per card and the active-hand bar clear of the result",
          "[game][table-view][overlaps]") {
    for (const auto& [w, h] : kSizes) {
        std::vector<std::string> shots;
        play("split_side_bet_outlines", "8S 9D 8H 7C TC 2C 5D TD", w, h, &shots);
        CHECK(shots.size() == 2);
    }
}

TEST_CASE("the misplay warning leaves the bet's label and the Perfect Pairs label in sight",
          "[game][table-view][overlaps]") {
    for (const auto& [w, h] : kSizes) {
        std::vector<std::string> shots;
        play("misplay_banner_labels", "TS 9H QC 8D", w, h, &shots);
        CHECK(shots.size() == 1);
    }
}
