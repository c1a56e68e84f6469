#include "game/app/imgui_key_hold.h"

#include <SDL.h>
#include <imgui.h>

namespace bjt::game {

static_assert(SDL_NUM_SCANCODES <= 512);
static_assert(sizeof(ImGuiIO::KeysDown) / sizeof(ImGuiIO::KeysDown[0]) == 512);

void ImGuiKeyHold::on_event(const SDL_Event& e) {
    if (e.type != SDL_KEYDOWN && e.type != SDL_KEYUP) return;
    const auto key = static_cast<std::size_t>(e.key.keysym.scancode);
    if (key >= static_cast<std::size_t>(kKeys)) return;
    const bool down = e.type == SDL_KEYDOWN;
    held_[key] = down;
    if (down) pressed_[key] = true;
}

void ImGuiKeyHold::apply() {
    ImGuiIO& io = ImGui::GetIO();
    for (std::size_t key = 0; key < static_cast<std::size_t>(kKeys); ++key) {
        if (forced_[key] && !held_[key]) io.KeysDown[key] = false;  // its frame down is over
        forced_[key] = pressed_[key] && !held_[key];
        if (pressed_[key]) io.KeysDown[key] = true;
    }
    pressed_.reset();
}

}  // namespace bjt::game
