#include "game/ui/notice_window.h"

#include <imgui.h>

#include "game/ui/gui_text.h"

namespace bjt::game {

void notice_window(const char* title, std::string& notice) {
    if (notice.empty()) return;
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.04f), ImGuiCond_Always,
                            ImVec2(0.5f, 0.0f));
    ImGui::SetNextWindowSize(ImVec2(io.DisplaySize.x * 0.6f, 0), ImGuiCond_Always);
    bool open = true;
    // Its title is one of the game's short words ("Saving"), in a window 60% of the display wide.
    if (ImGui::Begin(title, &open, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize)) {
        gui_text(notice);
        if (gui_button("OK")) open = false;
    }
    ImGui::End();
    if (!open) notice.clear();
}

}  // namespace bjt::game
