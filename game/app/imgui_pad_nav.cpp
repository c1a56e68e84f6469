#include "game/app/imgui_pad_nav.h"

#include <SDL.h>
#include <imgui.h>

namespace bjt::game {

namespace {

static_assert(ImGuiNavInput_COUNT <= 32);

// The backend's own mapping (imgui_impl_sdl.cpp); the shoulders are left to the scenes (tabs in the options).
int nav_input(int button) {
    switch (button) {
        case SDL_CONTROLLER_BUTTON_A: return ImGuiNavInput_Activate;
        case SDL_CONTROLLER_BUTTON_B: return ImGuiNavInput_Cancel;
        case SDL_CONTROLLER_BUTTON_X: return ImGuiNavInput_Menu;
        case SDL_CONTROLLER_BUTTON_Y: return ImGuiNavInput_Input;
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return ImGuiNavInput_DpadLeft;
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return ImGuiNavInput_DpadRight;
        case SDL_CONTROLLER_BUTTON_DPAD_UP: return ImGuiNavInput_DpadUp;
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return ImGuiNavInput_DpadDown;
        default: return -1;
    }
}

}  // namespace

void ImGuiPadNav::on_event(const SDL_Event& e) {
    if (e.type != SDL_CONTROLLERBUTTONDOWN && e.type != SDL_CONTROLLERBUTTONUP) return;
    const int input = nav_input(e.cbutton.button);
    if (input < 0) return;
    const bool down = e.type == SDL_CONTROLLERBUTTONDOWN;
    held_[static_cast<std::size_t>(input)] = down;
    if (down) pressed_[static_cast<std::size_t>(input)] = true;
}

void ImGuiPadNav::apply() {
    ImGuiIO& io = ImGui::GetIO();
    if ((io.ConfigFlags & ImGuiConfigFlags_NavEnableGamepad) == 0) return;
    bool any = false;
    for (std::size_t i = 0; i < static_cast<std::size_t>(ImGuiNavInput_COUNT); ++i) {
        if (!held_[i] && !pressed_[i]) continue;
        io.NavInputs[i] = 1.0f;
        pressed_[i] = false;
        any = true;
    }
    // Without a controller attached the backend says there is no gamepad, and ImGui would ignore the inputs.
    if (any) io.BackendFlags |= ImGuiBackendFlags_HasGamepad;
}

}  // namespace bjt::game
