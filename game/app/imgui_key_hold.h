#pragma once
// Keys from SDL's events for Dear ImGui. The ImGui 1.86 SDL backend writes a key's held state as its events come,
// and ImGui reads it once a frame: a press and release between two frames (xdotool's `key`, some on-screen
// keyboards and switch-access tools) leave it up, and the press is lost. This holds each pressed key down for the
// frame after its press, so ImGui sees every press (the options window's Esc).
#include <bitset>

union SDL_Event;

namespace bjt::game {

class ImGuiKeyHold {
public:
    // Any event; a key's press or release is kept.
    void on_event(const SDL_Event& e);
    // After the backend's NewFrame, before ImGui::NewFrame.
    void apply();

private:
    static constexpr int kKeys = 512;  // ImGuiIO::KeysDown's size, and SDL_NUM_SCANCODES (checked in the .cpp)
    std::bitset<kKeys> held_;  // down now, as the events say
    std::bitset<kKeys> pressed_;  // pressed since the last apply(), released or not
    std::bitset<kKeys> forced_;  // shown down by the last apply() though released already
};

}  // namespace bjt::game
