// The monkey (blackjack-trivia --monkey SEED --frames N, docs/game-scripts.md): its command line, its moves
// drawn from the seed alone, the stuck check's bounds, and a short soak in-process in a temporary data folder.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "game/app/launch_options.h"
#include "game/app/monkey_soak.h"
#include "game/monkey/monkey_moves.h"
#include "game/monkey/stuck_check.h"
#include "game/monkey/table_money_check.h"
#include "scenes/first_scene.h"
#include "tests/game/saved_profiles.h"
#include "tests/temp_folder.h"

using namespace bjt::game;
using bjt::RoundState;

TEST_CASE("monkey: the command line", "[game][monkey][cli]") {
    const LaunchParse p = parse_launch_options({"--monkey", "7", "--frames", "120"});
    REQUIRE(p.error.empty());
    REQUIRE(p.options.monkey);
    CHECK(*p.options.monkey == 7);
    CHECK(p.options.monkey_frames == 120);
    CHECK(p.options.headless);
    CHECK(p.options.scripted());
    CHECK(p.options.seed == 7);  // the game shuffles from the monkey's seed...
    CHECK(parse_launch_options({"--monkey", "7", "--seed", "3"}).options.seed == 3);  // ...unless --seed says
    CHECK(parse_launch_options({"--frames", "5"}).error.find("--monkey") != std::string::npos);
    CHECK(parse_launch_options({"--monkey", "x"}).error.find("--monkey") != std::string::npos);
    CHECK(parse_launch_options({"--monkey", "1", "--frames", "0"}).error.find("--frames") != std::string::npos);
    CHECK(parse_launch_options({"--monkey", "1", "--script", "a.txt"}).error.find("--script") != std::string::npos);
}

TEST_CASE("monkey: the same seed makes the same moves, another seed others", "[game][monkey]") {
    const std::vector<std::string> shown = {"deal", "chip-5", "options", "leave"};
    auto lines = [&](std::uint64_t seed) {
        MonkeyMoves moves(seed);
        std::vector<std::string> out;
        for (int i = 0; i < 200; ++i) out.push_back(moves.next(shown, i % 7 == 0, i % 11 == 0).line);
        return out;
    };
    CHECK(lines(42) == lines(42));
    CHECK(lines(42) != lines(43));
    for (const std::string& line : lines(42)) CHECK_FALSE(line.empty());
}

TEST_CASE("monkey: a scene is stuck only after the bounded frames", "[game][monkey]") {
    StuckCheck still;
    for (int i = 0; i < StuckCheck::kMaxStillFrames; ++i) REQUIRE_FALSE(still.check("table", false, false));
    CHECK(still.check("table", false, false));
    StuckCheck moving;
    for (int i = 0; i < StuckCheck::kMaxUnclickableFrames; ++i) REQUIRE_FALSE(moving.check("table", false, true));
    CHECK(moving.check("table", false, true));
    StuckCheck fine;
    for (int i = 0; i < 2 * StuckCheck::kMaxUnclickableFrames; ++i)
        REQUIRE_FALSE(fine.check("betting", i % 100 == 0, i % 2 == 0));
}

TEST_CASE("monkey: a short soak in a temporary data folder holds every invariant", "[game][monkey][soak]") {
    bjt::test::TempFolder data;
    LaunchParse p = parse_launch_options({"--monkey", "9", "--frames", "600", "--preset", "trivia", "--window",
                                          "480x270", "--data-dir", data.path().string()});
    REQUIRE(p.error.empty());
    const MonkeySoakResult soak = run_monkey_soak(p.options, make_first_scene);
    INFO(soak.error);
    CHECK(soak.exit_code == 0);
    CHECK(soak.summary.find("monkey seed 9: 600 frames") == 0);
}

TEST_CASE("monkey: a table of several people (two guests, a computer player) holds every invariant",
          "[game][monkey][soak][seats]") {
    bjt::test::TempFolder data;
    bjt::game::test::make_saved_profiles(data.path(), {"Ana", "Ben", "Cleo"}, "Cleo");
    LaunchParse p =
        parse_launch_options({"--monkey", "11", "--frames", "4000", "--preset", "classic", "--window", "480x270",
                              "--data-dir", data.path().string(), "--monkey-opening",
                              std::string(BJT_SOURCE_DIR) + "/tests/game/scripts/monkey_people_opening.txt"});
    REQUIRE(p.error.empty());
    const MonkeySoakResult soak = run_monkey_soak(p.options, make_first_scene);
    INFO(soak.error);
    CHECK(soak.exit_code == 0);
    CHECK(soak.summary.find("monkey seed 11: 4000 frames") == 0);
    // Rounds were played at the table the opening set (its lines would have failed the soak otherwise).
    INFO(soak.summary);
    CHECK(soak.summary.find(", 0 rounds played") == std::string::npos);
}

TEST_CASE("monkey: the table's money check sees money made, lost or left on the table", "[game][monkey]") {
    int table = 0;  // stands for the seated Table (the check compares addresses only)
    const auto at = [&](RoundState s, bjt::Cents bank, bjt::Cents on_table, bjt::Cents house, int rounds) {
        return TableMoney{
            .table = &table, .state = s, .bank = bank, .on_table = on_table, .house = house, .rounds_played = rounds};
    };
    TableMoneyCheck check;
    CHECK_FALSE(check.check(at(RoundState::Betting, 1000, 0, 0, 0)));
    CHECK_FALSE(check.check(at(RoundState::PlayerTurn, 990, 10, 0, 1)));  // the bet staked
    CHECK_FALSE(check.check(at(RoundState::RoundOver, 1010, 0, -10, 1)));  // won: the house paid
    CHECK(check.rounds() == 1);
    CHECK(check.check(at(RoundState::PlayerTurn, 1000, 20, -10, 2)));  // 10 from nowhere
    TableMoneyCheck left;
    CHECK_FALSE(left.check(at(RoundState::Betting, 1000, 0, 0, 0)));
    CHECK(left.check(at(RoundState::RoundOver, 990, 10, 0, 1)));  // a settled round with a stake still out
    TableMoneyCheck reset;
    CHECK_FALSE(reset.check(at(RoundState::RoundOver, 500, 0, 500, 3)));
    CHECK_FALSE(reset.check(at(RoundState::Betting, 1000, 0, 0, 0)));  // a new run: the total starts again
    CHECK(reset.check(at(RoundState::Betting, 1000, 0, 5, 0)));  // but with no house result
}
