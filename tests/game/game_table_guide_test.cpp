// The table guide, "how this table works" (issue 11): the text built from a preset's rules (the shipped files as
// the engine loads them, and rules changed from them, so nothing comes from a preset's name), and the card opened
// from the title and from the table for every shipped preset at 800x600 and 3840x2160, with
// `expect text-overflows 0` at the end of each script.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "engine/presets/preset_loader.h"
#include "game/app/app.h"
#include "game/view/table_guide.h"
#include "scenes/first_scene.h"
#include "tests/game/scripted_launch.h"

using bjt::Rules;
using bjt::game::guide_line;
using bjt::game::table_guide;
using bjt::game::TableGuide;

namespace {

Rules shipped(const std::string& name) {
    const bjt::PresetLoad load = bjt::load_preset(std::string(BJT_SOURCE_DIR) + "/config/presets/" + name + ".yaml");
    REQUIRE(load.ok());
    return load.preset->rules;
}

std::vector<std::string> headings(const TableGuide& g) {
    std::vector<std::string> hs;
    for (const auto& s : g.sections) hs.push_back(s.heading);
    return hs;
}

constexpr const char* kSizes[][2] = {{"800", "600"}, {"3840", "2160"}};

// A guide script's launch in a window of one of kSizes, its screenshots in a folder named for the size (and `tag`).
bjt::game::LaunchOptions sized_launch(const char* script, const char* shoe, const char* const (&size)[2],
                                      const std::string& tag = "") {
    bjt::game::LaunchOptions o = bjt::game::test::scripted_launch(script, shoe);
    o.window_w = std::stoi(size[0]);
    o.window_h = std::stoi(size[1]);
    o.screenshot_dir += "-" + tag + (tag.empty() ? "" : "-") + size[0] + "x" + size[1];
    return o;
}

}  // namespace

TEST_CASE("table guide: trivia's card says what its rules pay, cost and allow", "[game][guide]") {
    const TableGuide g = table_guide(shipped("trivia"));
    CHECK(g.name == "Trivia Blackjack");
    CHECK(g.summary == "Every hit is earned with a right answer");
    CHECK(g.document == "Rules: trivia-blackjack.md");
    CHECK(guide_line(g, "Shoe") == "6 decks, reshuffled at the cut card (75% dealt).");
    CHECK(guide_line(g, "Dealer") == "Stands on soft 17, hits 16 or less.");
    CHECK(guide_line(g, "Blackjack") == "Blackjack pays 3:2.");
    CHECK(
        guide_line(g, "Charlie") ==
        "5 Card Charlie: 5 cards without a bust win 1:1 at once. The dealer's Charlie beats any hand that is not one.");
    CHECK(guide_line(g, "Insurance") == "Offered on a dealer ace: half your bet, pays 2:1.");
    CHECK(guide_line(g, "even-money") ==
          "Your Blackjack against a dealer ace: a side bet of half your bet, pays 2:1 if the dealer has Blackjack.");
    CHECK(guide_line(g, "Side bets") ==
          "Perfect Pairs 6/12/25 to 1 ($1 to $100). 21+3 5/10/30/40/100 to 1 ($1 to $100).");
    CHECK(guide_line(g, "Double") == "Double Down on any first two cards, not after a Split: one more card.");
    CHECK(guide_line(g, "Split") ==
          "Two cards of the same rank (two jacks, not a jack and a queen), once. No splitting aces.");
    CHECK(guide_line(g, "Surrender") ==
          "Late Surrender: as your first move, after the peek, for half your bet back. Split hands too.");
    CHECK(guide_line(g, "Bank") == "You start with $1,000.");
    CHECK(guide_line(g, "Bets") == "Minimum $5, no maximum beyond your bank.");
    CHECK(guide_line(g, "Game over") ==
          "\"GAME OVER\" when your bank cannot cover the minimum bet or your credits run out.");
    CHECK(guide_line(g, "Cost") == "Every Hit or Double Down asks a trivia question first.");
    CHECK(guide_line(g, "Difficulty") ==
          "Choose EASY, MEDIUM or HARD: a right answer earns 0 credits, 1 credit or 5 credits.");
    CHECK(guide_line(g, "Wrong") == "The hand stands as it is and you lose 1 credit.");
    CHECK(guide_line(g, "Credits") == "You start with 10 credits. With none left, no more hits or doubles.");
    CHECK(guide_line(g, "Leaderboard").empty());
}

TEST_CASE("table guide: classic's card has point limits, a leaderboard and no trivia", "[game][guide]") {
    const TableGuide g = table_guide(shipped("classic"));
    CHECK(g.name == "Classic (Leaderboard)");
    CHECK(g.summary.find("no trivia") != std::string::npos);
    CHECK(guide_line(g, "Shoe") == "6 decks, reshuffled at a cut card placed at random in the bottom half.");
    CHECK(guide_line(g, "Blackjack") == "Blackjack pays 3:2.");
    CHECK(guide_line(g, "Insurance") == "None.");
    CHECK(guide_line(g, "Even money").empty());
    CHECK(guide_line(g, "Charlie").empty());
    CHECK(guide_line(g, "Double") == "Double Down on a two-card 9, 10 or 11, not after a Split: one more card.");
    CHECK(guide_line(g, "Split") ==
          "Two cards of the same rank (two jacks, not a jack and a queen), once. Split aces get one card each.");
    CHECK(guide_line(g, "Surrender") == "No Surrender.");
    CHECK(guide_line(g, "Bank") == "You start with 100 pts.");
    CHECK(guide_line(g, "Bets") ==
          "5% to 25% of your bank (at least 1 pt), whole points. At 25 pts or less: any bet from 1 pt to your bank.");
    CHECK(guide_line(g, "Game over") == "\"House Wins!\" when your bank cannot cover the minimum bet.");
    CHECK(guide_line(g, "Leaderboard") == "Cash Out between rounds puts your bank on it.");
    CHECK(guide_line(g, "Trivia").starts_with("Off:"));
    CHECK(guide_line(g, "Cost").empty());
    CHECK(headings(g) == std::vector<std::string>{"THE DEAL", "PAYOUTS", "YOUR MOVES", "BETS AND BANK", "TRIVIA"});
}

TEST_CASE("table guide: three bets and single deck read as their games", "[game][guide]") {
    const TableGuide three = table_guide(shipped("three-bets"));
    CHECK(headings(three) == std::vector<std::string>{"THE DEAL", "BETS AND BANK", "THE THREE BETS"});
    CHECK(guide_line(three, "Dealer") ==
          "Hits soft 17, stands on hard 17 and on 18 or more. Stops drawing at 5 cards.");
    CHECK(guide_line(three, "Bets") ==
          "No bet up front. After the cards, three bets of $1 each: who won, your hand's value, the dealer's value.");
    CHECK(guide_line(three, "Payout") == "A right bet returns its $1 plus $1; all three right: a $1,000 bonus.");
    CHECK(guide_line(three, "Drawing") ==
          "Draw until you hold 5 cards, even past 21. No totals are shown. No bust is announced.");
    CHECK(guide_line(three, "Blackjack").empty());  // no base bet: nothing pays 3:2
    CHECK(guide_line(three, "Peek").empty());

    const TableGuide single = table_guide(shipped("single-deck"));
    CHECK(guide_line(single, "Shoe") == "1 deck, shuffled before every round.");
    CHECK(guide_line(single, "Blackjack") == "Blackjack pays 1:1.");
    CHECK(guide_line(single, "Moves") == "Hit and Stand only: no Double Down, Split or Surrender.");
    CHECK(guide_line(single, "Hole card") == "If you bust, it stays hidden.");
    CHECK(guide_line(single, "Bets") == "Minimum $10, no maximum beyond your bank.");
    CHECK(guide_line(single, "Trivia") == "Off: a Hit deals its card at once (the options menu can turn it on).");
}

TEST_CASE("table guide: the card follows the rules, not the preset's name", "[game][guide]") {
    Rules r = shipped("trivia");
    r.blackjack_pays = {6, 5};
    r.dealer_stands = {17, false};
    r.max_bet = 500'00;
    r.trivia_wrong_penalty = 2;
    r.trivia_reward = {1, 2, 3};
    r.surrender = bjt::Surrender::Early;
    r.split = bjt::SplitRule::SameValue;
    r.max_hands = 4;
    const TableGuide g = table_guide(r);
    CHECK(g.name == "Trivia Blackjack");
    CHECK(guide_line(g, "Blackjack") == "Blackjack pays 6:5.");
    CHECK(guide_line(g, "Dealer") == "Hits soft 17, stands on hard 17 and on 18 or more.");
    CHECK(guide_line(g, "Bets") == "Minimum $5, maximum $500.");
    CHECK(guide_line(g, "Wrong") == "The hand stands as it is and you lose 2 credits.");
    CHECK(guide_line(g, "Difficulty") ==
          "Choose EASY, MEDIUM or HARD: a right answer earns 1 credit, 2 credits or 3 credits.");
    CHECK(guide_line(g, "Surrender").starts_with("Early Surrender: before the dealer checks for Blackjack"));
    CHECK(guide_line(g, "Split") ==
          "Two cards of the same value (a jack and a queen too), up to 4 hands. No splitting aces.");

    r.trivia = false;
    const TableGuide off = table_guide(r);
    CHECK(off.summary == "Casino blackjack, no trivia: beat the dealer without going over 21");
    CHECK(guide_line(off, "Cost").empty());
    CHECK(guide_line(off, "Game over") == "\"GAME OVER\" when your bank cannot cover the minimum bet.");
}

TEST_CASE("table guide: opened from the title for every preset, small and 4K, every text fits", "[game][guide]") {
    for (const auto& size : kSizes) {
        INFO(size[0] << "x" << size[1]);
        bjt::game::App app(sized_launch("table_guide_title", "", size), bjt::game::make_first_scene);
        bjt::game::test::run_script_to_end(app);
    }
}

TEST_CASE("table guide: a gamepad opens and closes it at the table (RS), Y stays Split", "[game][guide]") {
    for (const auto& size : kSizes) {
        INFO(size[0] << "x" << size[1]);
        bjt::game::App app(sized_launch("table_guide_pad", "9S 7H 9D 6C 2C TD 9H TS", size),
                           bjt::game::make_first_scene);
        bjt::game::test::run_script_to_end(app);
        CHECK(app.screenshots().size() == 2);
    }
}

TEST_CASE("table guide: opened from the table for every preset, small and 4K, every text fits", "[game][guide]") {
    struct Case {
        const char* preset;
        const char* name;
        const char* bank_line;
    };
    const Case cases[] = {{"trivia", "Trivia Blackjack", "You start with $1,000."},
                          {"classic", "Classic (Leaderboard)", "You start with 100 pts."},
                          {"single-deck", "Single Deck", "You start with $500."},
                          {"chartwell", "Chartwell", "You start with $1,000."},
                          {"three-bets", "Three Bets", "You start with $100."}};
    using bjt::game::test::observe;
    for (const Case& c : cases) {
        for (const auto& size : kSizes) {
            const bool three = std::string(c.preset) == "three-bets";
            bjt::game::LaunchOptions o = sized_launch(three ? "table_guide_three_bets" : "table_guide_table",
                                                      three ? "TS 9H 8C 7D 5S" : "TS 9H QC 8D", size, c.preset);
            o.preset = c.preset;
            INFO(c.preset << " at " << size[0] << "x" << size[1]);
            bjt::game::App app(o, bjt::game::make_first_scene);
            REQUIRE(app.start());
            // The card over the table is the table's: read it while it is up.
            for (int i = 0; i < 20'000 && observe(app, "scene") != "guide"; ++i) app.frame();
            REQUIRE(observe(app, "scene") == "guide");
            CHECK(observe(app, "guide-name") == c.name);
            CHECK(observe(app, "guide-line:bank") == c.bank_line);
            bjt::game::test::finish_script(app);
        }
    }
}
