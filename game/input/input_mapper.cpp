#include "input/input_mapper.h"

#include <SDL.h>

#include <string>

#include "render/painter.h"

namespace bjt::game {

namespace {

InputAction key_action(SDL_Keycode k) {
    switch (k) {
        case SDLK_h: return InputAction::Hit;
        case SDLK_s: return InputAction::Stand;
        case SDLK_d: return InputAction::Double;
        case SDLK_p: return InputAction::Split;
        case SDLK_r: return InputAction::Surrender;
        case SDLK_UP: return InputAction::Up;
        case SDLK_DOWN: return InputAction::Down;
        case SDLK_LEFT: return InputAction::Left;
        case SDLK_RIGHT: return InputAction::Right;
        case SDLK_RETURN:
        case SDLK_KP_ENTER: return InputAction::Confirm;
        case SDLK_ESCAPE: return InputAction::Back;
        case SDLK_o: return InputAction::Options;
        case SDLK_SPACE: return InputAction::Skip;
        case SDLK_1:
        case SDLK_KP_1: return InputAction::Choice1;
        case SDLK_2:
        case SDLK_KP_2: return InputAction::Choice2;
        case SDLK_3:
        case SDLK_KP_3: return InputAction::Choice3;
        case SDLK_4:
        case SDLK_KP_4: return InputAction::Choice4;
        case SDLK_t: return InputAction::True;
        case SDLK_f: return InputAction::False;
        default: return InputAction::None;
    }
}

// Gamepad: A hit (through the focused button), B stand / back, X double, Y split, shoulders surrender,
// d-pad focus, Start options, Back skips the animation.
std::pair<InputAction, InputAction> pad_action(Uint8 button) {
    switch (button) {
        case SDL_CONTROLLER_BUTTON_A: return {InputAction::Confirm, InputAction::None};
        case SDL_CONTROLLER_BUTTON_B: return {InputAction::Stand, InputAction::Back};
        case SDL_CONTROLLER_BUTTON_X: return {InputAction::Double, InputAction::None};
        case SDL_CONTROLLER_BUTTON_Y: return {InputAction::Split, InputAction::None};
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return {InputAction::Surrender, InputAction::None};
        case SDL_CONTROLLER_BUTTON_DPAD_UP: return {InputAction::Up, InputAction::None};
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return {InputAction::Down, InputAction::None};
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return {InputAction::Left, InputAction::None};
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return {InputAction::Right, InputAction::None};
        case SDL_CONTROLLER_BUTTON_START: return {InputAction::Options, InputAction::None};
        case SDL_CONTROLLER_BUTTON_BACK: return {InputAction::Skip, InputAction::None};
        default: return {InputAction::None, InputAction::None};
    }
}

}  // namespace

std::optional<InputEvent> InputMapper::translate(const SDL_Event& e, const Painter& painter, float rx, float ry) {
    InputEvent out;
    switch (e.type) {
        case SDL_KEYDOWN: {
            if (e.key.repeat && e.key.keysym.sym != SDLK_LEFT && e.key.keysym.sym != SDLK_RIGHT &&
                e.key.keysym.sym != SDLK_UP && e.key.keysym.sym != SDLK_DOWN)
                return std::nullopt;
            if (e.key.keysym.mod & (KMOD_ALT | KMOD_CTRL | KMOD_GUI)) return std::nullopt;
            out.action = key_action(e.key.keysym.sym);
            if (out.action == InputAction::None) return std::nullopt;
            out.device = InputDevice::Keyboard;
            return out;
        }
        case SDL_CONTROLLERBUTTONDOWN: {
            const auto [a, alt] = pad_action(e.cbutton.button);
            if (a == InputAction::None) return std::nullopt;
            out.action = a;
            out.alternate = alt;
            out.device = InputDevice::Gamepad;
            return out;
        }
        case SDL_MOUSEMOTION:
            out.type = InputEvent::Type::PointerMove;
            out.pos = painter.to_logical(static_cast<float>(e.motion.x) * rx, static_cast<float>(e.motion.y) * ry);
            out.device = InputDevice::Mouse;
            return out;
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP:
            if (e.button.button != SDL_BUTTON_LEFT) return std::nullopt;
            out.type = e.type == SDL_MOUSEBUTTONDOWN ? InputEvent::Type::PointerDown : InputEvent::Type::PointerUp;
            out.pos = painter.to_logical(static_cast<float>(e.button.x) * rx, static_cast<float>(e.button.y) * ry);
            out.device = InputDevice::Mouse;
            return out;
        default: return std::nullopt;
    }
}

int InputMapper::key_code(std::string_view name) {
    std::string n(name);
    for (char& c : n) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (n == "enter" || n == "return") return SDLK_RETURN;
    if (n == "esc" || n == "escape") return SDLK_ESCAPE;
    if (n == "space") return SDLK_SPACE;
    if (n == "left") return SDLK_LEFT;
    if (n == "right") return SDLK_RIGHT;
    if (n == "up") return SDLK_UP;
    if (n == "down") return SDLK_DOWN;
    if (n == "f11") return SDLK_F11;
    if (n.size() == 1 && ((n[0] >= 'a' && n[0] <= 'z') || (n[0] >= '0' && n[0] <= '9'))) return n[0];
    return 0;
}

int InputMapper::pad_button(std::string_view name) {
    std::string n(name);
    for (char& c : n) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (n == "a") return SDL_CONTROLLER_BUTTON_A;
    if (n == "b") return SDL_CONTROLLER_BUTTON_B;
    if (n == "x") return SDL_CONTROLLER_BUTTON_X;
    if (n == "y") return SDL_CONTROLLER_BUTTON_Y;
    if (n == "start") return SDL_CONTROLLER_BUTTON_START;
    if (n == "back") return SDL_CONTROLLER_BUTTON_BACK;
    if (n == "lb") return SDL_CONTROLLER_BUTTON_LEFTSHOULDER;
    if (n == "rb") return SDL_CONTROLLER_BUTTON_RIGHTSHOULDER;
    if (n == "up") return SDL_CONTROLLER_BUTTON_DPAD_UP;
    if (n == "down") return SDL_CONTROLLER_BUTTON_DPAD_DOWN;
    if (n == "left") return SDL_CONTROLLER_BUTTON_DPAD_LEFT;
    if (n == "right") return SDL_CONTROLLER_BUTTON_DPAD_RIGHT;
    return -1;
}

}  // namespace bjt::game
