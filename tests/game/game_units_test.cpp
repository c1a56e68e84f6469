// Pieces of the game that need no window: command line, script parsing, scene stack order, tweens,
// the rules printed on the felt.
#include <catch2/catch.hpp>
#include <tuple>

#include "engine/presets/preset_loader.h"
#include "engine/table.h"
#include "game/anim/call.h"
#include "game/anim/parallel.h"
#include "game/anim/sequence.h"
#include "game/anim/timeline.h"
#include "game/anim/tween.h"
#include "game/app/launch_options.h"
#include "game/inspector/dealer_cards_text.h"
#include "game/save/bank_preview.h"
#include "game/scene/scene_stack.h"
#include "game/script/script.h"
#include "game/session/fair_shoes.h"
#include "game/view/table_view.h"
#include "game/view/table_words.h"

using namespace bjt::game;

TEST_CASE("command line", "[game][cli]") {
    auto p = parse_launch_options({"--preset", "classic", "--seed", "12", "--window", "1920x1080", "--headless",
                                   "--script", "s.txt", "--screenshot-dir", "out", "--shoe", "AS TD,9h"});
    REQUIRE(p.error.empty());
    CHECK(p.options.preset == "classic");
    CHECK(p.options.seed == 12);
    CHECK(p.options.window_w == 1920);
    CHECK(p.options.window_h == 1080);
    CHECK(p.options.headless);
    CHECK_FALSE(p.options.debug_show_hidden_cards);  // the debugging switch is off unless asked for
    CHECK(parse_launch_options({"--debug-show-hidden-cards"}).options.debug_show_hidden_cards);
    REQUIRE(p.options.shoe);
    CHECK(p.options.shoe->size() == 3);
    CHECK(parse_launch_options({"--window", "big"}).error.find("--window") != std::string::npos);
    CHECK(parse_launch_options({"--seed", "-3"}).error.find("--seed") != std::string::npos);
    CHECK(parse_launch_options({"--shoe", "AS XX"}).error.find("XX") != std::string::npos);
    CHECK(parse_launch_options({"--bogus"}).error.find("--bogus") != std::string::npos);
}

TEST_CASE("script parsing", "[game][script]") {
    const Script s =
        Script::parse("# a comment\nclick 10 20\nclick deal\nanswer right\nwait 3\nexpect bank 1,025\n", "t");
    REQUIRE(s.error.empty());
    REQUIRE(s.commands.size() == 5);
    CHECK(s.commands[0].kind == ScriptCommand::Kind::ClickAt);
    CHECK(s.commands[1].text == "deal");
    CHECK(s.commands[2].text == "right-answer");
    CHECK(s.commands[3].n == 3);
    CHECK(s.commands[4].value == "1,025");
    CHECK(s.commands[4].line == 6);
    CHECK(Script::parse("jump 3\n", "t").error == "t:1: unknown command 'jump'");
    CHECK(Script::parse("wait\n", "t").error.find("t:1:") == 0);
}

namespace {
struct Probe final : Scene {
    Probe(std::string n, bool opaque_scene, std::vector<std::string>& log)
        : name_(std::move(n)), opaque_(opaque_scene), log_(log) {}
    std::string_view name() const override { return name_; }
    bool handle(const InputEvent&) override {
        log_.push_back("handle " + name_);
        return name_ == "top-eats";
    }
    void update(float) override {}
    void draw(Painter&) override { log_.push_back("draw " + name_); }
    bool opaque() const override { return opaque_; }
    std::string name_;
    bool opaque_;
    std::vector<std::string>& log_;
};
}  // namespace

TEST_CASE("scene stack: queued changes, input top-down, drawing from the top-most opaque scene", "[game][scenes]") {
    std::vector<std::string> log;
    SceneStack stack;
    stack.push(std::make_unique<Probe>("a", true, log));
    CHECK(stack.empty());  // nothing happens until the frame boundary
    CHECK(stack.apply_pending());
    stack.push(std::make_unique<Probe>("b", true, log));
    stack.push(std::make_unique<Probe>("c", false, log));
    stack.apply_pending();
    REQUIRE(stack.size() == 3);
    InputEvent e;
    e.action = InputAction::Hit;
    stack.handle(e);
    CHECK(log == std::vector<std::string>{"handle c", "handle b", "handle a"});
    log.clear();
    // Drawing starts at b, the top-most opaque scene; a is hidden.
    CHECK(stack.first_drawn() == 1);
    stack.replace(std::make_unique<Probe>("top-eats", false, log));
    stack.apply_pending();
    log.clear();
    stack.handle(e);
    CHECK(log == std::vector<std::string>{"handle top-eats"});
}

TEST_CASE("tweens run in seconds, sequences hand over leftover time, parallel waits for the longest", "[game][anim]") {
    float x = 0, y = 0;
    int calls = 0;
    Timeline t;
    auto group = std::make_unique<Parallel>();
    group->add(std::make_unique<Tween>(x, 10, 0.5f, Ease::Linear));
    group->add(std::make_unique<Tween>(y, 4, 1.0f, Ease::Linear));
    t.append(std::move(group));
    t.append(std::make_unique<Call>([&] { ++calls; }));
    t.advance(0.25f, 1.0f, false);
    CHECK(x == Approx(5));
    CHECK(y == Approx(1));
    t.advance(0.5f, 2.0f, false);  // double speed: one more second of animation time
    CHECK(x == Approx(10));
    CHECK(y == Approx(4));
    CHECK(calls == 1);
    CHECK(t.idle());
    // The start value is read when the tween starts, not when it is queued.
    t.append(std::make_unique<Tween>(x, 0, 1.0f, Ease::Linear));
    x = 20;
    t.advance(0.5f, 1.0f, false);
    CHECK(x == Approx(10));
    t.skip();
    CHECK(x == Approx(0));
}

TEST_CASE("felt text comes from the rules", "[game][view]") {
    bjt::Rules r;
    CHECK(felt_lines(r) ==
          std::vector<std::string>{"BLACKJACK PAYS 3 TO 2", "DEALER STANDS ON SOFT 17", "INSURANCE PAYS 2 TO 1"});
    r.blackjack_pays = {6, 5};
    r.dealer_stands = {17, false};
    r.insurance = false;
    CHECK(felt_lines(r) == std::vector<std::string>{"BLACKJACK PAYS 6 TO 5", "DEALER HITS SOFT 17"});
}

TEST_CASE("the view trails the engine and lands on its figures", "[game][view]") {
    bjt::Rules rules;
    rules.trivia = false;
    auto shoe = bjt::Shoe::stacked(
        {*bjt::parse_card("TS"), *bjt::parse_card("9H"), *bjt::parse_card("QC"), *bjt::parse_card("8D")});
    bjt::Table table(rules, shoe);
    TableView view;
    view.set_rules(rules);
    table.set_event_sink([&](const bjt::Event& e) { view.on_event(e, table.bank(), table.credits()); });
    REQUIRE(table.reset_session());
    view.reset(table.bank(), table.credits());
    REQUIRE(table.begin_round(25'00));
    REQUIRE(table.act(bjt::Action::Stand));
    // The engine has finished the round; the view has shown nothing yet.
    CHECK(table.state() == bjt::RoundState::RoundOver);
    CHECK(view.cards_shown() == 0);
    CHECK_FALSE(view.idle());
    view.update(0.2f, 1.0f, false);
    CHECK(view.cards_shown() == 0);  // the bet's chips are still flying to the spot
    view.update(0.3f, 1.0f, false);
    CHECK(view.cards_shown() == 1);  // the first card is on its way from the shoe
    for (int i = 0; i < 600 && !view.idle(); ++i) view.update(1.0f / 60, 1.0f, false);
    CHECK(view.idle());
    CHECK(view.cards_shown() == 4);
    CHECK(view.bank_shown() == table.bank());
    CHECK(view.hand(0).outcome == bjt::Outcome::Win);
    CHECK(view.hand(0).bet_shown() == 0);  // stake and winnings went back to the bank
    CHECK(view.round_result() == "Your 20 beats the dealer's 17. You win $25");  // a plain win says why
    // Sweeping sends every card to the tray.
    view.sweep();
    view.update(0, 1.0f, true);
    CHECK(view.cards_shown() == 0);
}

namespace {
bjt::Table dealt_table(bjt::HoleCard hole, const std::string& cards) {
    bjt::Rules rules;
    rules.trivia = false;
    rules.hole_card = hole;
    bjt::Table t(rules, bjt::Shoe::stacked(parse_shoe(cards).value()));
    REQUIRE(t.begin_round(25'00));
    return t;
}
}  // namespace

TEST_CASE("the inspector prints the hole card face down until the table reveals it", "[game][inspector]") {
    // Player 9S 7C, dealer TD up and 6H in the hole; the dealer then draws 5C.
    bjt::Table t = dealt_table(bjt::HoleCard::Second, "9S TD 7C 6H 5C");
    CHECK(dealer_cards_text(t, false) == "TD ?? (hole card face down)");
    CHECK(dealer_cards_text(t, true) == "TD [6H] (hole card face down; shown for debugging)");
    REQUIRE(t.act(bjt::Action::Stand));
    CHECK(t.hole_card_revealed());
    CHECK(dealer_cards_text(t, false) == "TD 6H 5C");
    CHECK(dealer_cards_text(t, true) == "TD 6H 5C");
}

TEST_CASE("the inspector hides the first card when the hole card is dealt first", "[game][inspector]") {
    // Chartwell's order: the dealer's first card (TD) face down, the second (6H) up.
    bjt::Table t = dealt_table(bjt::HoleCard::First, "9S TD 7C 6H 5C");
    CHECK(dealer_cards_text(t, false) == "?? 6H (hole card face down)");
}

TEST_CASE("the inspector prints a double's face-down card as ?? until it is turned up", "[game][inspector]") {
    bjt::Rules rules;
    rules.trivia = false;
    rules.double_face_down = true;
    rules.double_after_split = true;
    // 8 8 split: 8 3 doubles and gets 9S face down while 8 2 is played; the dealer's 16 then draws 5C.
    bjt::Table t(rules, bjt::Shoe::stacked(parse_shoe("8S 9D 8H 7C 3C 2D 9S 5C").value()));
    REQUIRE(t.begin_round(25'00));
    REQUIRE(t.act(bjt::Action::Split));
    REQUIRE(t.act(bjt::Action::Double));
    REQUIRE(t.active_hand() == 1);
    CHECK(hand_cards_text(t.hand(0), false) == "8S 3C ?? (double card face down)");
    CHECK(hand_cards_text(t.hand(0), true) == "8S 3C [9S] (double card face down; shown for debugging)");
    CHECK(hand_cards_text(t.hand(1), false) == "8H 2D");
    REQUIRE(t.act(bjt::Action::Stand));
    CHECK(hand_cards_text(t.hand(0), false) == "8S 3C 9S");
}

namespace {
bjt::Rules shipped(const std::string& name) {
    const bjt::PresetLoad load = bjt::load_preset(std::string(BJT_SOURCE_DIR) + "/config/presets/" + name + ".yaml");
    REQUIRE(load.preset);
    return load.preset->rules;
}
}  // namespace

TEST_CASE("the title's bank preview: a kept bank, or a new run when there is none or its run is over",
          "[game][title][saves]") {
    const bjt::Rules trivia = shipped("trivia");
    const bjt::Rules classic = shipped("classic");
    // A live bank is what the next game plays.
    BankPreview b = preview_bank(trivia, SavedBank{1025'00, 3});
    CHECK_FALSE(b.new_run);
    CHECK(b.bank == 1025'00);
    CHECK(b.credits == 3);
    // Never played there: a new run, not a run that is over.
    b = preview_bank(classic, std::nullopt);
    CHECK(b.new_run);
    CHECK_FALSE(b.run_over);
    CHECK(b.bank == classic.starting_bank);
    // The dead banks of issue 11: 0.50 pts at classic, $0, no credits left at trivia.
    for (const auto& [rules, bank, credits] :
         {std::tuple{classic, bjt::Cents{50}, 0}, std::tuple{trivia, bjt::Cents{0}, 4},
          std::tuple{trivia, bjt::Cents{1025'00}, 0}}) {
        b = preview_bank(rules, SavedBank{bank, credits});
        CHECK(b.new_run);
        CHECK(b.run_over);
        CHECK(b.bank == rules.starting_bank);
        CHECK(b.credits == (rules.trivia ? rules.trivia_start_credits : 0));
    }
}

TEST_CASE("the table's words: the trivia document's terms", "[game][view][results]") {
    CHECK(hand_total_label(19, true, false, false) == "SOFT 19");
    CHECK(hand_total_label(19, true, true, false) == "19");  // finished: only the total that counts
    CHECK(hand_total_label(21, true, false, false) == "21");
    CHECK(hand_total_label(16, false, false, false) == "16");
    // The trivia preset names hard totals as the document does ("HARD 7, HARD 20"), in play only.
    CHECK(hand_total_label(13, false, false, true) == "HARD 13");
    CHECK(hand_total_label(19, true, false, true) == "SOFT 19");
    CHECK(hand_total_label(13, false, true, true) == "13");
    CHECK(hand_total_label(21, false, false, true) == "21");
    CHECK(hand_total_label(24, false, false, true) == "24");
    CHECK(outcome_label(bjt::Outcome::Charlie, 6) == "6 CARD CHARLIE");
    CHECK(outcome_label(bjt::Outcome::EvenMoney, 2) == "EVEN MONEY");
    bjt::Rules rules;
    rules.charlie_cards = 5;
    CHECK(announcement_words(bjt::Announcement::PlayerBust, rules) == "You bust");
    CHECK(announcement_words(bjt::Announcement::PlayerCharlie, rules) == "5 CARD CHARLIE!");
    CHECK(announcement_words(bjt::Announcement::DealerCharlie, rules) == "Dealer: 5 CARD CHARLIE");
    rules.mode = bjt::GameMode::ThreeBets;
    CHECK(announcement_words(bjt::Announcement::PlayerBlackjack, rules) == "You have a natural");
    CHECK_FALSE(tells_the_result(bjt::Announcement::CheckingForBlackjack));
    CHECK(tells_the_result(bjt::Announcement::DealerBust));
    // A push says the bet came back; a split's two busts are said once; a cancelled round says so.
    CHECK(round_result_text({}, "", true) == "Push: bet returned");
    CHECK(round_result_text({"You bust", "You bust", "Dealer busts"}, "", false) ==
          "You bust. Dealer busts. Wins and losses cancel out: bank unchanged");
    CHECK(round_result_text({"Blackjack!"}, "You win $15", false) == "Blackjack. You win $15");
    // A hand settled on totals names them (issue 28: "Dealer's 18 beats your 17", not a bare "You lose $25").
    CHECK(comparison_reason(bjt::Outcome::Lose, 17, 18, 0) == "Dealer's 18 beats your 17");
    CHECK(comparison_reason(bjt::Outcome::Win, 20, 17, 0) == "Your 20 beats the dealer's 17");
    CHECK(comparison_reason(bjt::Outcome::Push, 18, 18, 2) == "Hand 2's 18 ties the dealer's 18");
    CHECK(comparison_reason(bjt::Outcome::Bust, 24, 18, 0).empty());
}

TEST_CASE("the view keeps the reasons: the dealer's label and the insurance line until the sweep",
          "[game][view][results]") {
    bjt::Rules rules;
    rules.trivia = false;
    rules.insurance = true;
    std::vector<bjt::Card> cards;
    for (const char* c : {"TS", "AH", "9C", "7D"}) cards.push_back(*bjt::parse_card(c));
    bjt::Table table(rules, bjt::Shoe::stacked(cards));
    TableView view;
    view.set_rules(rules);
    table.set_event_sink([&](const bjt::Event& e) { view.on_event(e, table.bank(), table.credits()); });
    REQUIRE(table.reset_session());
    view.reset(table.bank(), table.credits());
    REQUIRE(table.begin_round(10'00));
    REQUIRE(table.state() == bjt::RoundState::InsuranceOffer);
    REQUIRE(table.act(bjt::Action::Insurance));
    REQUIRE(table.act(bjt::Action::Stand));
    view.update(0, 1.0f, true);
    CHECK(view.insurance_result() == "INSURANCE LOST -$5");
    CHECK(view.dealer_label() == "18");  // soft 18, standing: the total that counts
    CHECK(view.player_label(0) == "19");
    CHECK(view.round_result() == "Your 19 beats the dealer's 18. You win $5");
    CHECK_FALSE(view.dealers_turn());
    view.sweep();
    view.update(0, 1.0f, true);
    CHECK(view.insurance_result().empty());
    CHECK(view.round_result().empty());
}

TEST_CASE("fair shoes: the number the save gives, the client seed taken by the next shoe, the reveal and its check",
          "[game][fairness]") {
    const auto seed = bjt::fairness::ServerSeed::from_hex(std::string(64, 'a'));
    REQUIRE(seed);
    FairShoes fair(seed, "alice");
    const auto preset = bjt::load_preset(bjt::find_preset("single-deck").value());
    REQUIRE(preset.ok());
    bjt::Rules rules = preset.preset->rules;
    bjt::Shoe first = fair.next(rules, "single-deck", 41, "2026-11-24 21:40");
    REQUIRE(fair.current());
    CHECK(fair.current()->number == 41);
    CHECK(fair.current()->when == "2026-11-24 21:40");
    CHECK(fair.current()->commitment == seed->commitment());
    CHECK(fair.current()->server_seed.empty());
    CHECK(first.seed() == bjt::fairness::engine_seed({*seed, "alice", 41}));
    fair.set_client_seed("it's bob");
    CHECK(fair.current()->client_seed == "alice");  // the shoe in play keeps the seed it was committed with
    fair.reveal({first.draw(), first.draw()});
    CHECK_FALSE(fair.current());
    REQUIRE(fair.revealed());
    CHECK(fair.revealed()->server_seed == seed->hex());
    CHECK(fair.revealed()->cards.size() == 2);
    // The preset's own shoe rules: nothing to set.
    CHECK(fair.revealed()->check.find("--shoe-number 41 --preset single-deck --cards \"") != std::string::npos);
    // Changed options: the shoe keeps the rules it was dealt under, and its line sets those that differ.
    rules.decks = 2;
    (void)fair.next(rules, "single-deck");  // no number from the save: one more than the last
    CHECK(fair.current()->number == 42);
    CHECK(fair.current()->client_seed == "it's bob");
    fair.reveal({bjt::parse_card("7H").value()});
    CHECK(fair.revealed()->check.find(
              "--client-seed 'it'\\''s bob' --shoe-number 42 --preset single-deck --set decks=2 --cards \"7H\"") !=
          std::string::npos);
    REQUIRE(fair.earlier().size() == 1);
    CHECK(fair.earlier()[0].number == 41);
    // A preset bjt cannot find by name: the shipped trivia preset, with the shoe's rules set over it.
    FairShoeInfo own = *fair.revealed();
    own.preset = "my-own-table";
    const std::string line = verify_command(own);
    CHECK(line.find("--preset trivia --set decks=2 --set shuffle=every-round") != std::string::npos);
    // A shoe left before its first card has nothing to check: it is not listed.
    (void)fair.next(rules, "single-deck");
    fair.reveal({});
    CHECK_FALSE(fair.current());
    CHECK(fair.revealed()->number == 42);
    CHECK(FairShoes::random_client_seed(0x0123456789abcdefull) == "0123456789abcdef");
}

TEST_CASE("fair shoes: the save's revealed shoes replace those shown, newest first, at most kListed",
          "[game][fairness]") {
    FairShoes fair(std::nullopt, "alice");
    std::vector<FairShoeInfo> saved;
    for (std::uint64_t n = 9; n >= 3; --n) {
        FairShoeInfo shoe;
        shoe.number = n;
        shoe.server_seed = std::string(64, '1');
        saved.push_back(shoe);
    }
    fair.show_saved(saved);
    REQUIRE(fair.revealed());
    CHECK(fair.revealed()->number == 9);
    REQUIRE(fair.earlier().size() == FairShoes::kListed - 1);
    CHECK(fair.earlier().back().number == 10 - FairShoes::kListed);
    CHECK(fair.revealed()->check.find("--shoe-number 9") != std::string::npos);
    // Without a number from the save (a failed write), the next shoe still comes after every one listed.
    (void)fair.next(bjt::Rules{}, "trivia");
    CHECK(fair.current()->number == 10);
    fair.show_saved({});  // another profile, with no shoe revealed
    CHECK_FALSE(fair.revealed());
    CHECK(fair.earlier().empty());
}

TEST_CASE("fair shoes in normal play only, unless a test opts in", "[game][fairness][cli]") {
    CHECK(parse_launch_options({}).options.fair_shoes());
    CHECK_FALSE(parse_launch_options({"--seed", "5"}).options.fair_shoes());
    CHECK_FALSE(parse_launch_options({"--script", "x.txt"}).options.fair_shoes());
    CHECK_FALSE(parse_launch_options({"--monkey", "3"}).options.fair_shoes());
    CHECK_FALSE(parse_launch_options({"--shoe", "AS KD"}).options.fair_shoes());
    const LaunchParse opted = parse_launch_options(
        {"--script", "x.txt", "--seed", "5", "--fair-server-seed", std::string(64, '0'), "--client-seed", "alice"});
    REQUIRE(opted.error.empty());
    CHECK(opted.options.fair_shoes());
    CHECK(opted.options.client_seed == "alice");
    CHECK_FALSE(parse_launch_options({"--fair-server-seed", "abc"}).error.empty());
}
