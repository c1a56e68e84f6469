#pragma once
// Which keyboard key and which gamepad button mean each of the game's input actions, remappable in the
// options menu and saved in the settings file. Keys are SDL key codes and buttons SDL game-controller
// buttons, held as plain ints so no SDL type reaches the scenes.
//
// One key and one gamepad button per action can be changed. A few fixed extras stay whatever the
// player chooses (the keypad's Enter and digits). One physical button may mean two actions where the
// scenes never want both at once: gamepad B is Stand at the table and Back in the menus.
#include <array>
#include <optional>
#include <span>
#include <string>
#include <utility>

#include "game/input/input_action.h"

namespace bjt::game {

class InputBindings {
public:
    static constexpr int kNoKey = 0;
    static constexpr int kNoButton = -1;

    // The bindings the game ships with (docs/game-scripts.md and the buttons' printed keys).
    InputBindings();

    // The actions a player may rebind, in the order the options menu lists them.
    static std::span<const InputAction> bindable();
    // What the options menu calls an action ("Hit", "Coach hint", ...).
    static std::string_view label(InputAction a);

    // The actions a key or button means: first the main one, then a second meaning (or None).
    std::pair<InputAction, InputAction> for_key(int key) const;
    std::pair<InputAction, InputAction> for_button(int button) const;

    int key(InputAction a) const { return keys_[index(a)]; }
    int button(InputAction a) const { return buttons_[index(a)]; }
    // Binds a key (kNoKey: none) to the action; the key is taken from any other action that had it.
    void set_key(InputAction a, int key);
    // Binds a button (kNoButton: none); the button is taken from any other action, except that the one
    // second meaning the game ships with (B: Stand and Back) may stay shared, and so may Y for Split and the table
    // guide (the guide's button before it moved to RS).
    void set_button(InputAction a, int button);
    void reset_to_defaults() { *this = InputBindings(); }

    // The options menu waiting for the next key or button to bind to `action`.
    void begin_capture(InputAction a, bool gamepad) { capture_ = a, capture_pad_ = gamepad; }
    void cancel_capture() { capture_.reset(); }
    std::optional<InputAction> capturing() const { return capture_; }
    bool capturing_gamepad() const { return capture_pad_; }
    // The key or button pressed while capturing; returns true when it was taken (Escape cancels a key capture).
    bool capture_key(int key);
    bool capture_button(int button);

    // Names as the settings file and the menu write them ("F2", "Left Shift", "rightshoulder"), and back.
    static std::string key_name(int key);
    static int key_from_name(const std::string& name);  // kNoKey when unknown
    static std::string button_name(int button);
    static int button_from_name(const std::string& name);  // kNoButton when unknown
    // What the on-screen buttons print: "H", "F2" for a key; "A", "LB", "Start" for a gamepad button.
    static std::string key_glyph(int key);
    static std::string button_glyph(int button);

    friend bool operator==(const InputBindings& a, const InputBindings& b) {
        return a.keys_ == b.keys_ && a.buttons_ == b.buttons_;
    }

private:
    static constexpr std::size_t kActions = static_cast<std::size_t>(InputAction::Inspector) + 1;
    static std::size_t index(InputAction a) { return static_cast<std::size_t>(a); }

    std::array<int, kActions> keys_{};
    std::array<int, kActions> buttons_{};
    std::optional<InputAction> capture_;
    bool capture_pad_ = false;
};

}  // namespace bjt::game
