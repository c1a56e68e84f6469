#include "scenes/options_scene.h"

#include <imgui.h>

#include "audio/sound_bank.h"
#include "scenes/scene_stack.h"
#include "session/display_control.h"
#include "session/settings.h"
#include "ui/panel.h"

namespace bjt::game {

void OptionsScene::close() {
    if (closing_) return;
    closing_ = true;
    ctx_.scenes.pop();
}

bool OptionsScene::handle(const InputEvent& e) {
    // Esc, gamepad B or Start close the window; everything else stays with ImGui (modal).
    if (e.is(InputAction::Back) || e.is(InputAction::Options)) close();
    return true;
}

void OptionsScene::draw(Painter& p) { draw_shade(p, 0.7f); }

void OptionsScene::gui() {
    Settings& s = ctx_.settings;
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(ImGui::GetFontSize() * 30, 0), ImGuiCond_Always);
    bool open = true;
    if (ImGui::Begin("Options", &open, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove)) {
        ImGui::TextUnformatted("Display");
        ImGui::Separator();
        bool fullscreen = ctx_.display.fullscreen();
        if (ImGui::Checkbox("Fullscreen (F11, Alt+Enter)", &fullscreen)) {
            s.fullscreen = fullscreen;
            ctx_.display.set_fullscreen(fullscreen);
        }
        if (ImGui::Checkbox("Vertical sync", &s.vsync)) ctx_.display.set_vsync(s.vsync);
        ImGui::Checkbox("Four-colour deck", &s.four_colour_deck);
        int speed = static_cast<int>(s.speed);
        const char* speeds[] = {"Slow", "Normal", "Fast", "Instant"};
        if (ImGui::Combo("Animation speed", &speed, speeds, 4)) s.speed = static_cast<AnimationSpeed>(speed);
        ImGui::Text("Renderer: %s", ctx_.display.renderer_name());

        ImGui::Spacing();
        ImGui::TextUnformatted("Sound");
        ImGui::Separator();
        if (!ctx_.sound.available()) ImGui::TextDisabled("No audio device: the game is silent.");
        float volume = s.volume * 100.0f;
        if (ImGui::SliderFloat("Master volume", &volume, 0.0f, 100.0f, "%.0f%%")) {
            s.volume = volume / 100.0f;
            ctx_.sound.set_volume(s.volume);
        }
        if (ImGui::Checkbox("Mute", &s.muted)) ctx_.sound.set_muted(s.muted);
        ImGui::Spacing();
        if (ImGui::Button("Close", ImVec2(120, 0))) open = false;
    }
    ImGui::End();
    if (!open) close();
}

}  // namespace bjt::game
