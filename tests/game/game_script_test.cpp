// The game driven through its own script language (--script), headless: SDL's dummy video driver and the
// software renderer. Each script plays a session from the title screen with a stacked shoe and checks the
// state it reaches (`expect` lines fail the run); these tests check the engine state afterwards and the
// screenshots written.
#include <SDL.h>
#include <SDL_image.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <tuple>
#include <utility>

#include "engine/fairness/shoe_check.h"
#include "engine/table.h"
#include "game/app/app.h"
#include "game/app/launch_options.h"
#include "game/save/save_game.h"
#include "game/session/fair_shoes.h"
#include "game/session/session.h"
#include "scenes/first_scene.h"
#include "storage/hand_history.h"
#include "tests/game/scripted_launch.h"

namespace fs = std::filesystem;
using bjt::game::App;
using bjt::game::LaunchOptions;

namespace {

struct Run {
    int code = -1;
    std::string error;
    std::vector<std::string> screenshots;
    bjt::RoundState state{};
    bjt::Cents bank = 0;
    int credits = 0;
    int hands = 0;
    std::string scene;
};

Run play(const std::string& script, const std::string& shoe, int width = 1280, int height = 720,
         const std::string& preset = "") {
    LaunchOptions o = bjt::game::test::scripted_launch(script, shoe);
    o.preset = preset;
    o.window_w = width;
    o.window_h = height;
    App app(o, bjt::game::make_first_scene);
    Run r;
    REQUIRE(app.start());
    r.code = app.run();
    r.error = app.error();
    r.screenshots = app.screenshots();
    if (app.session().started()) {
        const bjt::Table& t = app.session().table();
        const bjt::Seat& mine = app.session().my_seat();
        r.state = t.state();
        r.bank = mine.bank;
        r.credits = mine.credits;
        r.hands = mine.hand_count;
    }
    r.scene = app.scenes().top() ? std::string(app.scenes().top()->name()) : "";
    return r;
}

// A screenshot exists, has the window's pixel size, and is a real picture (many distinct colours,
// not a blank frame).
void check_png(const std::string& path, int w, int h) {
    INFO(path);
    REQUIRE(fs::exists(path));
    SDL_Surface* loaded = IMG_Load(path.c_str());
    REQUIRE(loaded != nullptr);
    SDL_Surface* s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(loaded);
    REQUIRE(s != nullptr);
    CHECK(s->w == w);
    CHECK(s->h == h);
    std::vector<Uint32> seen;
    const auto* px = static_cast<const Uint32*>(s->pixels);
    for (int y = 0; y < s->h; y += 7)
        for (int x = 0; x < s->w; x += 7) {
            const Uint32 c = px[y * (s->pitch / 4) + x] & 0xF0F0F0u;
            if (std::find(seen.begin(), seen.end(), c) == seen.end()) seen.push_back(c);
        }
    CHECK(seen.size() > 40);
    SDL_FreeSurface(s);
}

#define REQUIRE_SCRIPT_PASSED(r) \
    do {                         \
        INFO((r).error);         \
        REQUIRE((r).code == 0);  \
    } while (0)

}  // namespace

TEST_CASE("trivia preset: a right answer earns the card, the round settles", "[game][trivia]") {
    const Run r = play("trivia_round", "JS TD 3S 6H 5C 9D");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.state == bjt::RoundState::RoundOver);
    CHECK(r.bank == 1025'00);
    CHECK(r.credits == 11);  // 10 + medium reward
    REQUIRE(r.screenshots.size() == 1);
    check_png(r.screenshots[0], 1280, 720);
}

TEST_CASE("trivia preset: a wrong answer costs a credit and the hand stands", "[game][trivia]") {
    const Run r = play("trivia_wrong", "JS TD 3S 7H");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.state == bjt::RoundState::RoundOver);
    CHECK(r.credits == 9);
    CHECK(r.bank == 975'00);
    REQUIRE(r.screenshots.size() == 1);
    check_png(r.screenshots[0], 1280, 720);
}

TEST_CASE("side bets: chips onto their spots within their limits, paid once the deal is out", "[game][side-bets]") {
    const Run r = play("side_bets", "QH 9H QH 8H");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.state == bjt::RoundState::RoundOver);
    // Base bet 25 won; Perfect Pairs 5 (the 100 chip refused) a perfect pair, +125; 21+3 6 a flush, +30.
    CHECK(r.bank == 1180'00);
    REQUIRE(r.screenshots.size() == 2);
    for (const std::string& shot : r.screenshots) check_png(shot, 1280, 720);
}

TEST_CASE("rebet lays the last round's side bets again with its bet", "[game][side-bets]") {
    const Run r = play("rebet_side_bets", "QH 9H QH 8H 5C 9D 7S 8C");
    REQUIRE_SCRIPT_PASSED(r);
    // Round 1: +25, Perfect Pairs 5 a perfect pair +125, 21+3 1 a flush +5: 1,155. Round 2 stakes 25 + 5 + 1 again,
    // and both side bets lose at once (5C 7S, 5C 7S 9D).
    CHECK(r.bank == 1124'00);
}

TEST_CASE("every chip has a number key, the highest too", "[game][betting]") {
    const Run r = play("chips_number_keys", "QH 9H QH 8H");
    REQUIRE_SCRIPT_PASSED(r);
    REQUIRE(r.screenshots.size() == 1);
}

TEST_CASE("title: a click on a preset's card, then Enter, plays that preset", "[game][title]") {
    const Run r = play("title_click_then_enter", "QH 9H QH 8H");
    REQUIRE_SCRIPT_PASSED(r);
}

TEST_CASE("cash out asks first, and Esc keeps playing", "[game][cash-out]") {
    for (const auto& [w, h] : {std::pair{800, 600}, std::pair{3840, 2160}}) {
        const Run r = play("cash_out_confirm", "TS 9H QC 8D", w, h);
        REQUIRE_SCRIPT_PASSED(r);
        REQUIRE(r.screenshots.size() == 1);
        check_png(r.screenshots[0], w, h);
    }
}

TEST_CASE("classic preset: a round in points", "[game][preset]") {
    const Run r = play("classic_round", "TS 9H QC 8D");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.state == bjt::RoundState::RoundOver);
    CHECK(r.bank == 110'00);
}

TEST_CASE("three-bets preset: predictions, the report and the bonus", "[game][preset]") {
    const Run r = play("three_bets_round", "TS 9H 8C 7D 5S");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.state == bjt::RoundState::RoundOver);
    CHECK(r.bank == 1103'00);  // 100 + three right bets + the 1,000 bonus
    REQUIRE(r.screenshots.size() == 2);
    for (const auto& s : r.screenshots) check_png(s, 1280, 720);
}

TEST_CASE("single-deck preset: a natural paid 1 to 1", "[game][preset]") {
    const Run r = play("single_deck_round", "AS 9H KC 7D");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.bank == 525'00);
}

namespace {
constexpr const char* kTestServerSeed = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

// A fair-shoe script's launch: the test server seed and the client seed "alice".
LaunchOptions fair_launch(const char* script) {
    LaunchOptions o = bjt::game::test::scripted_launch(script, "");
    o.fair_server_seed = kTestServerSeed;
    o.client_seed = "alice";
    return o;
}

// The save's record of the profile's first shoe.
bjt::replay::ShoeRecord saved_first_shoe(App& app) {
    bjt::storage::HandHistory history(app.saves().database());
    const auto sessions = history.recent_sessions(app.saves().current().id);
    REQUIRE_FALSE(sessions.empty());
    const bjt::replay::Replay saved = history.export_session(sessions.back().id);  // newest first: the first session
    REQUIRE_FALSE(saved.shoes.empty());
    return saved.shoes[0];
}
}  // namespace

TEST_CASE(
    "a provably fair shoe: the commitment before the first card, the reveal at the reshuffle, bjt verify's "
    "check of the cards",
    "[game][fairness]") {
    const std::string server_seed = kTestServerSeed;
    App app(fair_launch("fairness_shoe"), bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    // The script saw the commitment before the first card and the seed after the shuffle; here the revealed
    // shoe's cards go through the check `bjt verify` makes.
    const bjt::game::FairShoes* fair = app.session().fair_shoes();
    REQUIRE(fair != nullptr);
    REQUIRE(fair->revealed());
    const bjt::game::FairShoeInfo& shoe = *fair->revealed();
    const auto seed = bjt::fairness::ServerSeed::from_hex(shoe.server_seed);
    REQUIRE(seed);
    CHECK(shoe.server_seed == server_seed);
    CHECK(shoe.cards.size() >= 4);
    const bjt::fairness::ShoeCheck check = bjt::fairness::check_shoe(
        app.session().rules(), shoe.commitment, {*seed, shoe.client_seed, shoe.number}, shoe.cards);
    INFO(check.reason);
    CHECK(check.ok());
    CHECK(app.session().fair_shoes()->current()->number == 2);
    // The save's hand history holds shoe 1 with its commitment, client seed and, revealed, its server seed.
    bjt::storage::HandHistory history(app.saves().database());
    const auto sessions = history.recent_sessions(app.saves().current().id);
    REQUIRE(sessions.size() == 1);
    const bjt::replay::Replay saved = history.export_session(sessions[0].id);
    REQUIRE_FALSE(saved.shoes.empty());
    CHECK(saved.shoes[0].shoe_number == 1);
    CHECK(saved.shoes[0].commitment == shoe.commitment);
    CHECK(saved.shoes[0].client_seed == "alice");
    CHECK(saved.shoes[0].server_seed == server_seed);
    REQUIRE(app.screenshots().size() == 7);
    check_png(app.screenshots()[3], 800, 600);
}

TEST_CASE("a provably fair shoe is revealed when the player leaves the table mid-shoe", "[game][fairness]") {
    App app(fair_launch("fairness_leave"), bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    const bjt::replay::ShoeRecord shoe = saved_first_shoe(app);
    CHECK(shoe.shoe_number == 1);
    CHECK(shoe.server_seed == kTestServerSeed);
    REQUIRE(app.screenshots().size() == 1);
}

TEST_CASE("a provably fair shoe is revealed when the game quits mid-shoe", "[game][fairness]") {
    App app(fair_launch("fairness_quit"), bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    // The script saw no reveal before the end; the quit revealed shoe 1 and saved its seed.
    const bjt::game::FairShoes* fair = app.session().fair_shoes();
    REQUIRE(fair != nullptr);
    CHECK_FALSE(fair->current().has_value());
    REQUIRE(fair->revealed().has_value());
    CHECK(fair->revealed()->number == 1);
    CHECK(fair->revealed()->server_seed == kTestServerSeed);
    const bjt::replay::ShoeRecord shoe = saved_first_shoe(app);
    CHECK(shoe.shoe_number == 1);
    CHECK(shoe.server_seed == kTestServerSeed);
    const auto seed = bjt::fairness::ServerSeed::from_hex(shoe.server_seed);
    REQUIRE(seed);
    CHECK(seed->commitment() == shoe.commitment);
}

TEST_CASE("chartwell preset: a split pair, both hands played", "[game][preset][split]") {
    const Run r = play("chartwell_split", "9S 7H 9D 6C TC TD 9H");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.hands == 2);
    CHECK(r.bank == 1050'00);
    REQUIRE(r.screenshots.size() == 1);
    check_png(r.screenshots[0], 1280, 720);
}

TEST_CASE("game over and play again", "[game][game-over]") {
    const Run r = play("game_over", "TS TH 6C 9D");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.scene == "betting");
    CHECK(r.bank == 500'00);  // a fresh session after "Play again?"
    REQUIRE(r.screenshots.size() == 1);
    check_png(r.screenshots[0], 1280, 720);
}

TEST_CASE("the inspector keeps the hole card face down until the reveal, small and large windows",
          "[game][inspector]") {
    for (const auto& [w, h] : {std::pair{800, 600}, std::pair{1920, 1080}}) {
        INFO(w << "x" << h);
        const Run r = play("inspector_hole_card", "JS TD 3S 6H 5C 9D", w, h);
        REQUIRE_SCRIPT_PASSED(r);
        CHECK(r.bank == 1025'00);
        REQUIRE(r.screenshots.size() == 3);
        for (const auto& s : r.screenshots) check_png(s, w, h);
    }
}

TEST_CASE("after a game over the title shows the fresh start, not the dead bank, small and large windows",
          "[game][game-over][title]") {
    for (const auto& [w, h] : {std::pair{800, 600}, std::pair{1920, 1080}}) {
        INFO(w << "x" << h);
        const Run r = play("game_over_title", "TS TH 6C 9D", w, h);
        REQUIRE_SCRIPT_PASSED(r);
        CHECK(r.scene == "betting");
        CHECK(r.bank == 500'00);
        REQUIRE(r.screenshots.size() == 1);
        check_png(r.screenshots[0], w, h);
    }
}

TEST_CASE("keyboard and gamepad: insurance declined, options window", "[game][input]") {
    const Run r = play("insurance_gamepad", "TS AH 9C 7D");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.bank == 1025'00);
    CHECK(r.scene == "table");
    REQUIRE(r.screenshots.size() == 2);
    for (const auto& s : r.screenshots) check_png(s, 1280, 720);
}

TEST_CASE("even money offered and declined, the natural paid 3 to 2", "[game][prompts]") {
    const Run r = play("even_money", "AS AH KC 7D");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.bank == 1015'00);
}

TEST_CASE("a preset file from the command line: the early-surrender prompt", "[game][prompts]") {
    const Run r = play("early_surrender", "TS AH 6C 9D", 1280, 720,
                       std::string(BJT_SOURCE_DIR) + "/tests/game/data/early-surrender.yaml");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.bank == 987'50);  // half of the 25 back
    REQUIRE(r.screenshots.size() == 1);
    check_png(r.screenshots[0], 1280, 720);
}

TEST_CASE("resizing to 4:3 and 21:9 mid-round", "[game][layout]") {
    const Run r = play("resize", "TS 9H 7C 8D");
    REQUIRE_SCRIPT_PASSED(r);
    REQUIRE(r.screenshots.size() == 2);
    check_png(r.screenshots[0], 1024, 768);
    check_png(r.screenshots[1], 2520, 1080);
}

TEST_CASE("a failing expectation fails the run with its line", "[game][script]") {
    const Run r = play("failing_expectation", "TS 9H 7C 8D");
    CHECK(r.code == 1);
    CHECK(r.error.find("line 5") != std::string::npos);
    CHECK(r.error.find("expected bank '1'") != std::string::npos);
}

TEST_CASE("a seeded session replays exactly", "[game][determinism]") {
    auto session = [](const std::string& dir) {
        LaunchOptions o;
        o.headless = true;
        o.seed = 2024;
        o.seed_given = true;
        o.script = std::string(BJT_SOURCE_DIR) + "/tests/game/scripts/seeded_session.txt";
        o.screenshot_dir = (fs::path(BJT_GAME_TEST_OUTPUT) / dir).string();
        App app(o, bjt::game::make_first_scene);
        REQUIRE(app.start());
        const int code = app.run();
        INFO(app.error());
        REQUIRE(code == 0);
        return std::make_tuple(app.session().table().bank(), app.frames(), app.screenshots());
    };
    const auto [bank_a, frames_a, shots_a] = session("seeded_a");
    const auto [bank_b, frames_b, shots_b] = session("seeded_b");
    CHECK(bank_a == bank_b);
    CHECK(frames_a == frames_b);
    REQUIRE(shots_a.size() == 2);
    REQUIRE(shots_b.size() == 2);
    auto bytes = [](const std::string& path) {
        std::ifstream f(path, std::ios::binary);
        return std::string(std::istreambuf_iterator<char>(f), {});
    };
    for (std::size_t i = 0; i < shots_a.size(); ++i) {
        INFO(shots_a[i] << " vs " << shots_b[i]);
        CHECK(bytes(shots_a[i]) == bytes(shots_b[i]));
    }
}

TEST_CASE("a --preset naming no preset stops the game with the list of presets", "[game][preset][errors]") {
    LaunchOptions o = bjt::game::test::scripted_launch("trivia_round", "");
    o.preset = "no-such-preset";
    App app(o, bjt::game::make_first_scene);
    const bjt::game::Result<> started = app.start();
    CHECK_FALSE(started);
    CHECK(app.bad_input());  // exit code 2 in main
    CHECK(started.error() ==
          "no preset named 'no-such-preset' (the presets are: trivia, classic, three-bets, single-deck, chartwell; "
          "or give a preset FILE)");
}

// Results that explain themselves (issue 11): the headline, the labels beside the hands and the side bet's line,
// checked by the scripts' `expect` lines; the screenshots at a small and a wide window.
TEST_CASE("results: whose turn it is, then the dealer's bust kept with the result", "[game][results]") {
    const Run r = play("results_dealer_bust", "TS 6H QC TD 9S", 800, 600);
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.bank == 1025'00);
    REQUIRE(r.screenshots.size() == 3);
    for (const auto& s : r.screenshots) check_png(s, 800, 600);
}

TEST_CASE("results: a push says the bet came back", "[game][results]") {
    const Run r = play("results_push", "TS 9C 8H 9D");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.bank == 1000'00);
}

TEST_CASE("results: a soft hand reads SOFT 19 while it is played", "[game][results]") {
    const Run r = play("results_soft_hand", "AS TC 8D 7H");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.bank == 1025'00);
}

TEST_CASE("results: a five-card Charlie in the document's words", "[game][results]") {
    const Run r = play("results_charlie", "2S TC 3H 7D 2D 4C 2H");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.bank == 1025'00);
}

TEST_CASE("results: the insurance line stays after the round", "[game][results]") {
    const Run r = play("results_insurance", "TS AH 9C 7D");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.bank == 1005'00);
}

TEST_CASE("results: the even-money offer says what it pays, its line and the dealer's BLACKJACK stay",
          "[game][results]") {
    const Run r = play("results_even_money", "AS AH KC KD", 2560, 1080);
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.bank == 1010'00);
    REQUIRE(r.screenshots.size() == 2);
    for (const auto& s : r.screenshots) check_png(s, 2560, 1080);
}

TEST_CASE("results: a hit or a double taken back before a difficulty is chosen", "[game][results][trivia]") {
    const Run r = play("results_take_back", "TS 9D 2H 7C 5S", 2560, 1080);
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.state == bjt::RoundState::RoundOver);
    CHECK(r.credits == 10);
    REQUIRE(r.screenshots.size() == 1);
    check_png(r.screenshots[0], 2560, 1080);
}

TEST_CASE("results: the last credit's warning and the credit a wrong answer costs", "[game][results][trivia]") {
    const Run r = play("results_last_credit", "TS 9D 2H 7C 5S", 1280, 720,
                       std::string(BJT_SOURCE_DIR) + "/tests/game/data/last-credit.yaml");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.credits == 0);
    REQUIRE(r.screenshots.size() == 2);
    for (const auto& s : r.screenshots) check_png(s, 1280, 720);
}

TEST_CASE("results: three bets' report says who bust", "[game][results][preset]") {
    const Run r = play("results_three_bets_bust", "TS 9H 8C 7D 5S 2C");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.bank == 101'00);
}

TEST_CASE("results: three bets' report shows both naturals", "[game][results][preset]") {
    const Run r = play("results_three_bets_naturals", "AS AH KC KD");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.bank == 98'00);
}

// Controls that do what they say (issue 11): each played by keyboard and gamepad, at a small and a wide window.
TEST_CASE("controls: betting by keyboard and gamepad", "[game][controls]") {
    for (const auto& [w, h] : {std::pair{800, 600}, std::pair{2560, 1080}}) {
        const Run r = play("betting_controls", "TS 9H 7C TD TS 9H 7C TD", w, h);
        REQUIRE_SCRIPT_PASSED(r);
        CHECK(r.scene == "table");
        REQUIRE(r.screenshots.size() == 3);
        for (const auto& s : r.screenshots) check_png(s, w, h);
    }
}

TEST_CASE("controls: the d-pad from the bet spots stays in the betting tray and gamepad B focuses Leave table",
          "[game][controls]") {
    for (const auto& [w, h] : {std::pair{800, 600}, std::pair{2560, 1080}}) {
        const Run r = play("betting_pad_spots", "TS 9H QC 8D", w, h);
        REQUIRE_SCRIPT_PASSED(r);
        CHECK(r.scene == "title");
        REQUIRE(r.screenshots.size() == 1);
        check_png(r.screenshots[0], w, h);
    }
}

TEST_CASE("controls: the options window closes on an Esc pressed and released within one frame",
          "[game][controls][options]") {
    const Run r = play("options_esc_tap", "TS 9H QC 8D");
    REQUIRE_SCRIPT_PASSED(r);
    CHECK(r.scene == "betting");
}

TEST_CASE("controls: the coach says it has no advice for three bets", "[game][controls][coach]") {
    for (const auto& [w, h] : {std::pair{800, 600}, std::pair{2560, 1080}}) {
        const Run r = play("coach_three_bets", "TS 9H 8C 7D 5S 2C", w, h);
        REQUIRE_SCRIPT_PASSED(r);
        CHECK(r.scene == "prediction");
        REQUIRE(r.screenshots.size() == 1);
        check_png(r.screenshots[0], w, h);
    }
}

TEST_CASE("controls: Esc and gamepad B back out, and ask before quitting from the title", "[game][controls]") {
    for (const auto& [w, h] : {std::pair{800, 600}, std::pair{2560, 1080}}) {
        const Run r = play("controls_back", "TS 9H QC 8D", w, h);
        REQUIRE_SCRIPT_PASSED(r);
        CHECK(r.scene == "table");
        REQUIRE(r.screenshots.size() == 2);
        for (const auto& s : r.screenshots) check_png(s, w, h);
    }
}

TEST_CASE("controls: a broken --preset FILE lists its errors on the title at once", "[game][controls][preset]") {
    for (const auto& [w, h] : {std::pair{800, 600}, std::pair{2560, 1080}}) {
        const Run r =
            play("preset_errors", "", w, h, std::string(BJT_SOURCE_DIR) + "/tests/presets/broken/bad-values.yaml");
        REQUIRE_SCRIPT_PASSED(r);
        CHECK(r.scene == "title");
        REQUIRE(r.screenshots.size() == 1);
        check_png(r.screenshots[0], w, h);
    }
}

TEST_CASE(
    "jargon: the guide opens with the goal and explains its words by focus and pointer, and so do the felt and the side "
    "bets' spots too",
    "[game][jargon]") {
    for (const auto& [w, h] : {std::pair{800, 600}, std::pair{3840, 2160}}) {
        const Run r = play("jargon_tips", "", w, h);
        REQUIRE_SCRIPT_PASSED(r);
        REQUIRE(r.screenshots.size() == 3);
        for (const std::string& shot : r.screenshots) check_png(shot, w, h);
    }
}

TEST_CASE("coach: offered once, after the first round whose misplay was costly", "[game][coach]") {
    for (const auto& [w, h] : {std::pair{800, 600}, std::pair{3840, 2160}}) {
        const Run r = play("coach_offer", "6S 6H 5D TC 8S 6S 6H 5D TC 8S", w, h);
        REQUIRE_SCRIPT_PASSED(r);
        REQUIRE(r.screenshots.size() == 1);
        check_png(r.screenshots[0], w, h);
    }
}

TEST_CASE("options: the Controls tab's columns stay put while its list scrolls", "[game][options]") {
    const Run r = play("options_controls_scroll", "", 1280, 600);
    REQUIRE_SCRIPT_PASSED(r);
    REQUIRE(r.screenshots.size() == 1);
}
