#pragma once
// Open game controllers, with hot-plug: a pad plugged in while the game runs is opened at once, one
// pulled out is closed.
#include <map>

union SDL_Event;
typedef struct _SDL_GameController SDL_GameController;

namespace bjt::game {

class Gamepads {
public:
    Gamepads() = default;
    ~Gamepads();
    Gamepads(const Gamepads&) = delete;
    Gamepads& operator=(const Gamepads&) = delete;

    void open_all();
    // Handles SDL_CONTROLLERDEVICEADDED / REMOVED; true when the event was one of those.
    bool handle(const SDL_Event& e);
    int count() const { return static_cast<int>(pads_.size()); }

private:
    void open(int device_index);
    std::map<int, SDL_GameController*> pads_;  // by joystick instance id
};

}  // namespace bjt::game
