#include "game/input/input_bindings.h"

#include <SDL.h>

#include <algorithm>

namespace bjt::game {

namespace {
constexpr InputAction kBindable[] = {
    InputAction::Hit,       InputAction::Stand,        InputAction::Double,     InputAction::Split,
    InputAction::Surrender, InputAction::Hint,         InputAction::Confirm,    InputAction::Back,
    InputAction::Options,   InputAction::Skip,         InputAction::Up,         InputAction::Down,
    InputAction::Left,      InputAction::Right,        InputAction::Choice1,    InputAction::Choice2,
    InputAction::Choice3,   InputAction::Choice4,      InputAction::Choice5,    InputAction::Choice6,
    InputAction::Choice7,   InputAction::Choice8,      InputAction::True,       InputAction::False,
    InputAction::Guide,     InputAction::RepeatSpeech, InputAction::SpeakState, InputAction::Inspector,
};

// Keys that keep their meaning whatever is bound (the keypad mirrors Enter and the digits).
InputAction fixed_key(int key) {
    switch (key) {
        case SDLK_KP_ENTER: return InputAction::Confirm;
        // Tab walks every button of a screen in order, those the arrows keep apart too (Leave table, Cash Out),
        // as it does in any desktop program: no button is out of a keyboard's reach.
        case SDLK_TAB: return InputAction::NextFocus;
        case SDLK_KP_1: return InputAction::Choice1;
        case SDLK_KP_2: return InputAction::Choice2;
        case SDLK_KP_3: return InputAction::Choice3;
        case SDLK_KP_4: return InputAction::Choice4;
        case SDLK_KP_5: return InputAction::Choice5;
        case SDLK_KP_6: return InputAction::Choice6;
        case SDLK_KP_7: return InputAction::Choice7;
        case SDLK_KP_8: return InputAction::Choice8;
        default: return InputAction::None;
    }
}

// Gamepad B is Stand at the table and Back in the menus (the table's buttons say so). The table guide was on Y
// (Split at the table) before it moved to the right stick's click, free everywhere: a settings file written then
// binds both to Y, and reading it must not take Y from Split.
bool shipped_shared(InputAction a, InputAction b) {
    const auto pair = [&](InputAction x, InputAction y) { return (a == x && b == y) || (a == y && b == x); };
    return pair(InputAction::Stand, InputAction::Back) || pair(InputAction::Split, InputAction::Guide);
}
}  // namespace

InputBindings::InputBindings() {
    keys_.fill(kNoKey);
    buttons_.fill(kNoButton);
    auto bind = [this](InputAction a, int key, int button) {
        keys_[index(a)] = key;
        buttons_[index(a)] = button;
    };
    // Gamepad A presses the focused button (Hit is focused first at the table).
    bind(InputAction::Hit, SDLK_h, kNoButton);
    bind(InputAction::Stand, SDLK_s, SDL_CONTROLLER_BUTTON_B);
    bind(InputAction::Double, SDLK_d, SDL_CONTROLLER_BUTTON_X);
    bind(InputAction::Split, SDLK_p, SDL_CONTROLLER_BUTTON_Y);
    bind(InputAction::Surrender, SDLK_r, SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
    bind(InputAction::Hint, SDLK_F2, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    bind(InputAction::Guide, SDLK_g, SDL_CONTROLLER_BUTTON_RIGHTSTICK);  // free at the table too
    bind(InputAction::Confirm, SDLK_RETURN, SDL_CONTROLLER_BUTTON_A);
    bind(InputAction::Back, SDLK_ESCAPE, SDL_CONTROLLER_BUTTON_B);
    bind(InputAction::Options, SDLK_o, SDL_CONTROLLER_BUTTON_START);
    bind(InputAction::Skip, SDLK_SPACE, SDL_CONTROLLER_BUTTON_BACK);
    bind(InputAction::Up, SDLK_UP, SDL_CONTROLLER_BUTTON_DPAD_UP);
    bind(InputAction::Down, SDLK_DOWN, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    bind(InputAction::Left, SDLK_LEFT, SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    bind(InputAction::Right, SDLK_RIGHT, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    bind(InputAction::Choice1, SDLK_1, kNoButton);
    bind(InputAction::Choice2, SDLK_2, kNoButton);
    bind(InputAction::Choice3, SDLK_3, kNoButton);
    bind(InputAction::Choice4, SDLK_4, kNoButton);
    bind(InputAction::Choice5, SDLK_5, kNoButton);
    bind(InputAction::Choice6, SDLK_6, kNoButton);
    bind(InputAction::Choice7, SDLK_7, kNoButton);
    bind(InputAction::Choice8, SDLK_8, kNoButton);
    bind(InputAction::True, SDLK_t, kNoButton);
    bind(InputAction::False, SDLK_f, kNoButton);
    bind(InputAction::RepeatSpeech, SDLK_F5, SDL_CONTROLLER_BUTTON_MISC1);
    bind(InputAction::SpeakState, SDLK_F6, SDL_CONTROLLER_BUTTON_LEFTSTICK);
    // The inspector's gamepad chord (Back held, then Start) is fixed; see InputMapper.
    bind(InputAction::Inspector, SDLK_F1, kNoButton);
}

std::span<const InputAction> InputBindings::bindable() { return kBindable; }

std::string_view InputBindings::label(InputAction a) {
    switch (a) {
        case InputAction::Hit: return "Hit";
        case InputAction::Stand: return "Stand";
        case InputAction::Double: return "Double down";
        case InputAction::Split: return "Split";
        case InputAction::Surrender: return "Surrender";
        case InputAction::Hint: return "Coach hint";
        case InputAction::Guide: return "Table guide";
        case InputAction::Confirm: return "Confirm / press button";
        case InputAction::Back: return "Back / close";
        case InputAction::Options: return "Options";
        case InputAction::Skip: return "Skip animation";
        case InputAction::Up: return "Focus up";
        case InputAction::Down: return "Focus down";
        case InputAction::Left: return "Focus left";
        case InputAction::Right: return "Focus right";
        case InputAction::Choice1: return "Answer 1 / Easy / Chip 1";
        case InputAction::Choice2: return "Answer 2 / Medium / Chip 2";
        case InputAction::Choice3: return "Answer 3 / Hard / Chip 3";
        case InputAction::Choice4: return "Answer 4 / Chip 4";
        case InputAction::Choice5: return "Chip 5";
        case InputAction::Choice6: return "Chip 6";
        case InputAction::Choice7: return "Chip 7";
        case InputAction::Choice8: return "Chip 8";
        case InputAction::True: return "True";
        case InputAction::False: return "False";
        case InputAction::RepeatSpeech: return "Repeat what was said";
        case InputAction::SpeakState: return "Say the table's state";
        case InputAction::Inspector: return "Rule inspector";
        default: return input_action_name(a);
    }
}

std::pair<InputAction, InputAction> InputBindings::for_key(int key) const {
    if (key == kNoKey) return {InputAction::None, InputAction::None};
    if (InputAction f = fixed_key(key); f != InputAction::None) return {f, InputAction::None};
    for (InputAction a : kBindable)
        if (keys_[index(a)] == key) return {a, InputAction::None};
    return {InputAction::None, InputAction::None};
}

std::pair<InputAction, InputAction> InputBindings::for_button(int button) const {
    std::pair<InputAction, InputAction> found{InputAction::None, InputAction::None};
    if (button == kNoButton) return found;
    for (InputAction a : kBindable) {
        if (buttons_[index(a)] != button) continue;
        if (found.first == InputAction::None)
            found.first = a;
        else if (found.second == InputAction::None)
            found.second = a;
    }
    return found;
}

void InputBindings::set_key(InputAction a, int key) {
    if (key != kNoKey)
        for (InputAction other : kBindable)
            if (other != a && keys_[index(other)] == key) keys_[index(other)] = kNoKey;
    keys_[index(a)] = key;
}

void InputBindings::set_button(InputAction a, int button) {
    if (button != kNoButton)
        for (InputAction other : kBindable)
            if (other != a && buttons_[index(other)] == button && !shipped_shared(a, other))
                buttons_[index(other)] = kNoButton;
    buttons_[index(a)] = button;
}

bool InputBindings::capture_key(int key) {
    if (!capture_ || capture_pad_) return false;
    if (key != SDLK_ESCAPE || *capture_ == InputAction::Back) set_key(*capture_, key);
    capture_.reset();
    return true;
}

bool InputBindings::capture_button(int button) {
    if (!capture_ || !capture_pad_) return false;
    set_button(*capture_, button);
    capture_.reset();
    return true;
}

std::string InputBindings::key_name(int key) {
    if (key == kNoKey) return "none";
    const char* n = SDL_GetKeyName(static_cast<SDL_Keycode>(key));
    return n && *n ? n : "none";
}

int InputBindings::key_from_name(const std::string& name) {
    if (name.empty() || name == "none") return kNoKey;
    const SDL_Keycode k = SDL_GetKeyFromName(name.c_str());
    return k == SDLK_UNKNOWN ? kNoKey : static_cast<int>(k);
}

std::string InputBindings::button_name(int button) {
    if (button == kNoButton) return "none";
    const char* n = SDL_GameControllerGetStringForButton(static_cast<SDL_GameControllerButton>(button));
    return n && *n ? n : "none";
}

int InputBindings::button_from_name(const std::string& name) {
    if (name.empty() || name == "none") return kNoButton;
    const SDL_GameControllerButton b = SDL_GameControllerGetButtonFromString(name.c_str());
    return b == SDL_CONTROLLER_BUTTON_INVALID ? kNoButton : static_cast<int>(b);
}

std::string InputBindings::key_glyph(int key) {
    if (key == kNoKey) return "";
    if (key == SDLK_RETURN) return "Enter";
    if (key == SDLK_ESCAPE) return "Esc";
    return key_name(key);
}

std::string InputBindings::button_glyph(int button) {
    switch (button) {
        case SDL_CONTROLLER_BUTTON_A: return "A";
        case SDL_CONTROLLER_BUTTON_B: return "B";
        case SDL_CONTROLLER_BUTTON_X: return "X";
        case SDL_CONTROLLER_BUTTON_Y: return "Y";
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return "LB";
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return "RB";
        case SDL_CONTROLLER_BUTTON_START: return "Start";
        case SDL_CONTROLLER_BUTTON_BACK: return "Back";
        case SDL_CONTROLLER_BUTTON_LEFTSTICK: return "LS";
        case SDL_CONTROLLER_BUTTON_RIGHTSTICK: return "RS";
        case kNoButton: return "";
        default: return button_name(button);
    }
}

}  // namespace bjt::game
