#include "game/ui/gui_focus.h"

#include <imgui.h>
#include <imgui_internal.h>  // the navigation's item and the disabled flag

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

}  // namespace bjt::game
