#pragma once
// Where the game's Dear ImGui helpers report what they see while a frame's windows are built: the texts that do not
// fit (gui_text.h, for `expect text-overflows`) and the words of the item the navigation is on (gui_focus.h, for
// speech). Kept in ImGui's own io.UserData, which is per ImGui context, so the helpers need no argument; the App
// owns the sinks. A null sink (or none set) is not told.
namespace bjt::game {

class TextOverflows;
class GuiFocus;

struct GuiSinks {
    TextOverflows* overflows = nullptr;
    GuiFocus* focus = nullptr;
};

void set_gui_sinks(GuiSinks* sinks);
// The sinks set for the current ImGui context, or nullptr.
GuiSinks* gui_sinks();

}  // namespace bjt::game
