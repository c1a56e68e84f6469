// The view, the input mapper and the button panel without a window: what only the scripted games covered.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/presets/preset_loader.h"
#include "engine/table.h"
#include "game/app/launch_options.h"
#include "game/input/input_bindings.h"
#include "game/input/input_mapper.h"
#include "game/ui/button_panel.h"
#include "game/view/table_view.h"

using namespace bjt::game;

namespace {

std::vector<bjt::Card> cards(const std::string& text) {
    auto parsed = parse_shoe(text);
    INFO(parsed.error());
    REQUIRE(parsed);
    return parsed.value();
}

// A table whose events feed a view, as the Session wires them (without the save).
struct ViewedTable {
    ViewedTable(const bjt::Rules& rules, const std::string& shoe) : table(rules, bjt::Shoe::stacked(cards(shoe))) {
        view.set_rules(rules);
        table.set_event_sink([this](const bjt::Event& e) { view.on_event(e, table.bank(), table.credits()); });
        REQUIRE(table.reset_session());
        view.reset(table.bank(), table.credits());
    }
    // Plays the view's queue to its end (at most a minute of game time), calling `watch` after every step.
    template <typename Watch>
    void finish(Watch watch) {
        for (int i = 0; i < 3600 && !view.idle(); ++i) {
            view.update(1.0f / 60, 1.0f, false);
            watch();
        }
        REQUIRE(view.idle());
    }
    void finish() {
        finish([] {});
    }

    bjt::Table table;
    TableView view;
};

bjt::Rules plain_rules() {
    bjt::Rules r;
    r.trivia = false;  // hits without questions
    return r;
}

bjt::Rules preset(const std::string& name) {
    const bjt::PresetLoad load = bjt::load_preset(std::string(BJT_SOURCE_DIR) + "/config/presets/" + name + ".yaml");
    REQUIRE(load.ok());
    return load.preset->rules;
}

SDL_Event key_down(SDL_Keycode key, bool repeat = false) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = key;
    e.key.repeat = repeat ? 1 : 0;
    return e;
}

SDL_Event pad(Uint32 type, SDL_GameControllerButton button) {
    SDL_Event e{};
    e.type = type;
    e.cbutton.button = static_cast<Uint8>(button);
    return e;
}

InputEvent action(InputAction a, InputDevice device = InputDevice::Keyboard) {
    InputEvent e;
    e.action = a;
    e.device = device;
    return e;
}

}  // namespace

TEST_CASE("view: a split moves the second card to a new hand with its own bet, both settled", "[game][view]") {
    bjt::Rules rules = preset("classic");
    ViewedTable t(rules, "AS 9D AH 7C KC 9C TS");  // split aces, one card each; the dealer's 16 draws a ten
    REQUIRE(t.table.begin_round(5'00));
    REQUIRE(t.table.act(bjt::Action::Split));
    REQUIRE(t.table.state() == bjt::RoundState::RoundOver);
    int most_hands = 0;
    bjt::Cents second_bet = 0;
    t.finish([&] {
        most_hands = std::max(most_hands, t.view.hand_count());
        if (t.view.hand_count() == 2) second_bet = std::max(second_bet, t.view.hand(1).bet_shown());
    });
    CHECK(most_hands == 2);
    CHECK(second_bet >= 5'00);  // the split's stake reached the second spot
    REQUIRE(t.view.hand_count() == 2);
    for (int h = 0; h < 2; ++h) {
        CHECK(t.view.hand(h).cards.size() == 2);
        CHECK(t.view.hand(h).outcome == t.table.hand(h).outcome);
        CHECK(t.view.hand(h).bet_shown() == 0);  // paid back to the bank
    }
    CHECK(t.view.hand_cards(0)[0] == *bjt::parse_card("AS"));
    CHECK(t.view.hand_cards(1)[0] == *bjt::parse_card("AH"));  // the second ace moved over
    CHECK(t.view.cards_shown() == 7);
    CHECK(t.view.bank_shown() == t.table.bank());
}

TEST_CASE("view: insurance goes to its spot and comes back paid when the dealer has blackjack", "[game][view]") {
    ViewedTable t(plain_rules(), "TS AH 9C KD");  // 19 against an ace; the dealer's ten underneath
    REQUIRE(t.table.begin_round(10'00));
    REQUIRE(t.table.state() == bjt::RoundState::InsuranceOffer);
    REQUIRE(t.table.act(bjt::Action::Insurance));
    REQUIRE(t.table.state() == bjt::RoundState::RoundOver);
    bjt::Cents most_insurance = 0;
    t.finish([&] { most_insurance = std::max(most_insurance, t.view.insurance_shown()); });
    CHECK(most_insurance == 15'00);  // the 5 stake joined by its 2:1 winnings before going to the bank
    CHECK(t.view.insurance_shown() == 0);
    CHECK(t.view.hand(0).outcome == bjt::Outcome::Lose);
    CHECK(t.view.bank_shown() == t.table.bank());
    CHECK(t.table.bank() == t.table.rules().starting_bank);  // the insurance covered the lost bet
}

TEST_CASE("view: a three-bets round shows each prediction settled and lands on the engine's bank", "[game][view]") {
    ViewedTable t(preset("three-bets"), "TS 9D 8H 7C 5C 2D 3S 4H");
    REQUIRE(t.table.begin_round(0));
    REQUIRE(t.table.act(bjt::Action::Hit));
    REQUIRE(t.table.act(bjt::Action::Hit));
    REQUIRE(t.table.act(bjt::Action::Hit));  // 28 on five cards stands by itself
    REQUIRE(t.table.state() == bjt::RoundState::Predictions);
    REQUIRE(t.table.predict({bjt::Winner::Dealer, 28, 20}));  // all three right: the bonus
    bool staked = false;
    t.finish([&] { staked = staked || t.view.prediction_stake(0) > 0; });
    CHECK(staked);
    for (int k = 0; k < 3; ++k) {
        CHECK(t.view.prediction_outcome(k) == bjt::Outcome::Right);
        CHECK(t.view.prediction_stake(k) == 0);
    }
    CHECK(t.view.hand_count() == 1);
    CHECK(t.view.hand(0).cards.size() == 5);
    CHECK(t.view.bank_shown() == t.table.bank());
    // The next round starts from a clean felt.
    t.view.sweep();
    t.view.update(0, 1.0f, true);
    CHECK(t.view.cards_shown() == 0);
    CHECK(t.view.prediction_outcome(0) == bjt::Outcome::Pending);
}

TEST_CASE("input mapper: held arrows repeat, other held keys do not, modified keys are not the game's",
          "[game][input]") {
    InputBindings bindings;
    InputMapper mapper(bindings);
    const PointMapping identity;
    const auto hit = mapper.translate(key_down(SDLK_h), identity);
    REQUIRE(hit);
    CHECK(hit->is(InputAction::Hit));
    CHECK(hit->device == InputDevice::Keyboard);
    CHECK_FALSE(mapper.translate(key_down(SDLK_h, true), identity));  // a held H hits once
    const auto left = mapper.translate(key_down(SDLK_LEFT, true), identity);  // a held arrow moves on
    REQUIRE(left);
    CHECK(left->is(InputAction::Left));
    SDL_Event ctrl_h = key_down(SDLK_h);
    ctrl_h.key.keysym.mod = KMOD_LCTRL;
    CHECK_FALSE(mapper.translate(ctrl_h, identity));
    CHECK_FALSE(mapper.translate(key_down(SDLK_F12), identity));  // bound to nothing
}

TEST_CASE("input mapper: Back then Start opens the inspector, Start alone is the options", "[game][input]") {
    InputBindings bindings;
    InputMapper mapper(bindings);
    const PointMapping identity;
    const auto start_alone = mapper.translate(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_START), identity);
    REQUIRE(start_alone);
    CHECK(start_alone->is(InputAction::Options));
    CHECK(start_alone->device == InputDevice::Gamepad);
    const auto back = mapper.translate(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_BACK), identity);
    REQUIRE(back);
    CHECK(back->is(InputAction::Skip));  // Back's own binding still works
    const auto chord = mapper.translate(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_START), identity);
    REQUIRE(chord);
    CHECK(chord->is(InputAction::Inspector));
    CHECK_FALSE(mapper.translate(pad(SDL_CONTROLLERBUTTONUP, SDL_CONTROLLER_BUTTON_BACK), identity));
    const auto after = mapper.translate(pad(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_START), identity);
    REQUIRE(after);
    CHECK(after->is(InputAction::Options));  // Back released: Start is the options again
}

TEST_CASE("input mapper: pointer positions go through the window-to-logical mapping", "[game][input]") {
    InputBindings bindings;
    InputMapper mapper(bindings);
    // A 2x HiDPI window, letterboxed 100 pixels down, at half scale: window point (50, 100) is pixel (100, 200).
    const PointMapping mapping{2, 2, 0, 100, 0.5f};
    SDL_Event down{};
    down.type = SDL_MOUSEBUTTONDOWN;
    down.button.button = SDL_BUTTON_LEFT;
    down.button.x = 50;
    down.button.y = 100;
    const auto e = mapper.translate(down, mapping);
    REQUIRE(e);
    CHECK(e->type == InputEvent::Type::PointerDown);
    CHECK(e->pos.x == Approx(200));
    CHECK(e->pos.y == Approx(200));
    down.button.button = SDL_BUTTON_RIGHT;
    CHECK_FALSE(mapper.translate(down, mapping));  // only the left button clicks
}

TEST_CASE("button panel: focus starts on the first enabled button, arrows move it in line, Confirm presses it",
          "[game][ui]") {
    ButtonPanel panel;
    panel.add({.id = "off", .rect = {0, 0, 100, 50}, .enabled = false});
    panel.add({.id = "left", .rect = {0, 100, 100, 50}});
    panel.add({.id = "right", .rect = {200, 100, 100, 50}});
    panel.add({.id = "below-right", .rect = {200, 300, 100, 50}});
    CHECK(panel.focused() == "left");  // the disabled one is skipped
    CHECK_FALSE(panel.focus_shown());
    // The first arrow only shows the ring where it is; the next ones move it.
    CHECK_FALSE(panel.handle(action(InputAction::Right)));
    CHECK(panel.focused() == "left");
    CHECK(panel.focus_shown());
    CHECK_FALSE(panel.handle(action(InputAction::Right)));
    CHECK(panel.focused() == "right");
    CHECK_FALSE(panel.handle(action(InputAction::Down)));
    CHECK(panel.focused() == "below-right");
    CHECK_FALSE(panel.handle(action(InputAction::Down)));  // nothing further down: it stays
    CHECK(panel.focused() == "below-right");
    CHECK_FALSE(panel.handle(action(InputAction::Up)));
    CHECK_FALSE(panel.handle(action(InputAction::Left)));
    CHECK(panel.focused() == "left");
    CHECK_FALSE(panel.handle(action(InputAction::Up)));  // the disabled button above is never focused
    CHECK(panel.focused() == "left");
    const auto pressed = panel.handle(action(InputAction::Confirm));
    REQUIRE(pressed);
    CHECK(*pressed == "left");
    // A click moves the focus to what it pressed; a gamepad press shows the ring at once.
    InputEvent down;
    down.type = InputEvent::Type::PointerDown;
    down.pos = {250, 125};
    CHECK_FALSE(panel.handle(down));
    CHECK_FALSE(panel.focus_shown());
    InputEvent up = down;
    up.type = InputEvent::Type::PointerUp;
    const auto clicked = panel.handle(up);
    REQUIRE(clicked);
    CHECK(*clicked == "right");
    CHECK(panel.focused() == "right");
    CHECK_FALSE(panel.handle(action(InputAction::Left, InputDevice::Gamepad)));
    CHECK(panel.focused() == "left");
}
