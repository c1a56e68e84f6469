#include "game/ui/gui_focus.h"

#include <imgui.h>

#include <imgui_internal.h>  // the navigation's item and the disabled flag
#include <algorithm>
#include <cmath>

#include "game/ui/gui_sinks.h"

namespace bjt::game {

bool gui_nav_on(const char* label) {
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    return g.NavId != 0 && ImGui::GetID(label) == g.NavId;
}

std::string gui_item_words(std::string_view label, std::string_view kind, std::string_view state) {
    std::string words(label.substr(0, label.find("##")));
    words += ", ";
    words += kind;
    if (!state.empty()) words += ", " + std::string(state);
    // A greyed-out item can be reached but not changed: the player hears why nothing happens.
    if (ImGui::GetCurrentContext()->CurrentItemFlags & ImGuiItemFlags_Disabled) words += ", unavailable";
    return words;
}

void gui_focus_item(bool focused, std::string_view label, std::string_view kind, std::string_view state) {
    if (!focused) return;
    if (GuiSinks* sinks = gui_sinks(); sinks && sinks->focus) sinks->focus->set(gui_item_words(label, kind, state));
}

void gui_focus_ring() {
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    if (g.NavDisableHighlight || !ImGui::IsItemFocused()) return;
    // An eighth of the font size (6 pixels at 4K), never under 3 pixels; just outside ImGui's own mark.
    const float thickness = std::max(3.0f, std::round(ImGui::GetFontSize() / 8));
    const float out = thickness / 2 + 2;
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    ImGui::GetWindowDrawList()->AddRect(ImVec2(a.x - out, a.y - out), ImVec2(b.x + out, b.y + out),
                                        ImGui::GetColorU32(ImGuiCol_NavHighlight), g.Style.FrameRounding + out, 0,
                                        thickness);
}

}  // namespace bjt::game
