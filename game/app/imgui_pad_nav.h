#pragma once
// Gamepad buttons from SDL's events for Dear ImGui's navigation. The ImGui 1.86 SDL backend polls the first
// controller's state each frame, which events alone (a scripted `pad`, or a press and release between two frames)
// never change; this holds each button down for at least one frame from its event, so ImGui sees every press.
#include <array>

union SDL_Event;

namespace bjt::game {

class ImGuiPadNav {
public:
    // Any event; a controller button's press or release is kept.
    void on_event(const SDL_Event& e);
    // After the backend's NewFrame (which writes the polled state), before ImGui::NewFrame.
    void apply();

private:
    static constexpr int kInputs = 32;  // > ImGuiNavInput_COUNT (checked in the .cpp)
    std::array<bool, kInputs> held_{};
    std::array<bool, kInputs> pressed_{};  // pressed since the last apply(), released or not
};

}  // namespace bjt::game
