#include "game/input/gamepads.h"

#include <SDL.h>

namespace bjt::game {

Gamepads::~Gamepads() {
    for (auto& [id, pad] : pads_) SDL_GameControllerClose(pad);
}

void Gamepads::open_all() {
    for (int i = 0; i < SDL_NumJoysticks(); ++i) open(i);
}

void Gamepads::open(int device_index) {
    if (!SDL_IsGameController(device_index)) return;
    SDL_GameController* pad = SDL_GameControllerOpen(device_index);
    if (!pad) return;
    const int id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(pad));
    if (pads_.count(id)) {
        SDL_GameControllerClose(pad);
        return;
    }
    pads_[id] = pad;
}

bool Gamepads::handle(const SDL_Event& e) {
    if (e.type == SDL_CONTROLLERDEVICEADDED) {
        open(e.cdevice.which);
        return true;
    }
    if (e.type == SDL_CONTROLLERDEVICEREMOVED) {
        if (auto it = pads_.find(e.cdevice.which); it != pads_.end()) {
            SDL_GameControllerClose(it->second);
            pads_.erase(it);
        }
        return true;
    }
    return false;
}

}  // namespace bjt::game
