#include "game/ui/gui_sinks.h"

#include <imgui.h>

namespace bjt::game {

void set_gui_sinks(GuiSinks* sinks) { ImGui::GetIO().UserData = sinks; }

GuiSinks* gui_sinks() { return static_cast<GuiSinks*>(ImGui::GetIO().UserData); }

}  // namespace bjt::game
