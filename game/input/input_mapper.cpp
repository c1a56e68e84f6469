#include "game/input/input_mapper.h"

#include <SDL.h>

#include <string>

#include "game/input/input_bindings.h"

namespace bjt::game {

std::optional<InputEvent> InputMapper::translate(const SDL_Event& e, const PointMapping& to_logical) {
    InputEvent out;
    switch (e.type) {
        case SDL_KEYDOWN: {
            if (e.key.repeat && e.key.keysym.sym != SDLK_LEFT && e.key.keysym.sym != SDLK_RIGHT &&
                e.key.keysym.sym != SDLK_UP && e.key.keysym.sym != SDLK_DOWN)
                return std::nullopt;
            if (e.key.keysym.mod & (KMOD_ALT | KMOD_CTRL | KMOD_GUI)) return std::nullopt;
            const auto [a, alt] = bindings_.for_key(e.key.keysym.sym);
            if (a == InputAction::None) return std::nullopt;
            out.action = a;
            out.alternate = alt;
            out.device = InputDevice::Keyboard;
            return out;
        }
        case SDL_CONTROLLERBUTTONUP:
            if (e.cbutton.button == SDL_CONTROLLER_BUTTON_BACK) backs_held_.erase(e.cbutton.which);
            return std::nullopt;
        case SDL_CONTROLLERBUTTONDOWN: {
            out.pad = e.cbutton.which;
            if (e.cbutton.button == SDL_CONTROLLER_BUTTON_BACK) backs_held_.insert(e.cbutton.which);
            // Back held, then Start on the same pad: the rule inspector (a chord no single binding can take away).
            if (e.cbutton.button == SDL_CONTROLLER_BUTTON_START && backs_held_.contains(e.cbutton.which)) {
                out.action = InputAction::Inspector;
                out.device = InputDevice::Gamepad;
                return out;
            }
            const auto [a, alt] = bindings_.for_button(e.cbutton.button);
            // The shoulders always switch tabs in a window that has them, as on every console.
            const InputAction tab = e.cbutton.button == SDL_CONTROLLER_BUTTON_LEFTSHOULDER    ? InputAction::PreviousTab
                                    : e.cbutton.button == SDL_CONTROLLER_BUTTON_RIGHTSHOULDER ? InputAction::NextTab
                                                                                              : InputAction::None;
            if (a == InputAction::None && tab == InputAction::None) return std::nullopt;
            out.action = a == InputAction::None ? tab : a;
            out.alternate = alt == InputAction::None && a != InputAction::None ? tab : alt;
            out.device = InputDevice::Gamepad;
            return out;
        }
        case SDL_MOUSEMOTION:
            out.type = InputEvent::Type::PointerMove;
            out.pos = to_logical(static_cast<float>(e.motion.x), static_cast<float>(e.motion.y));
            out.device = InputDevice::Mouse;
            return out;
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP:
            if (e.button.button != SDL_BUTTON_LEFT) return std::nullopt;
            out.type = e.type == SDL_MOUSEBUTTONDOWN ? InputEvent::Type::PointerDown : InputEvent::Type::PointerUp;
            out.pos = to_logical(static_cast<float>(e.button.x), static_cast<float>(e.button.y));
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
    if (n == "tab") return SDLK_TAB;
    if (n == "left") return SDLK_LEFT;
    if (n == "right") return SDLK_RIGHT;
    if (n == "up") return SDLK_UP;
    if (n == "down") return SDLK_DOWN;
    if (n == "f11") return SDLK_F11;
    if (n == "f1") return SDLK_F1;
    if (n == "f2") return SDLK_F2;
    if (n == "f5") return SDLK_F5;
    if (n == "f6") return SDLK_F6;
    if (n == "slash") return SDLK_SLASH;
    if (n == "backspace") return SDLK_BACKSPACE;
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
    if (n == "ls") return SDL_CONTROLLER_BUTTON_LEFTSTICK;
    if (n == "rs") return SDL_CONTROLLER_BUTTON_RIGHTSTICK;
    if (n == "up") return SDL_CONTROLLER_BUTTON_DPAD_UP;
    if (n == "down") return SDL_CONTROLLER_BUTTON_DPAD_DOWN;
    if (n == "left") return SDL_CONTROLLER_BUTTON_DPAD_LEFT;
    if (n == "right") return SDL_CONTROLLER_BUTTON_DPAD_RIGHT;
    return -1;
}

}  // namespace bjt::game
