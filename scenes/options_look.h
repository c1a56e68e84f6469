#pragma once
// How the options window's tabs look alike: the colours of an error, a success and a rule changed from the
// preset, a slider's width, and the names of gamepad buttons.
#include <imgui.h>

#include <string>

#include "game/input/input_bindings.h"
#include "game/ui/gui_text.h"

namespace bjt::game::options_look {

inline const ImVec4 kErrorColour{1.0f, 0.45f, 0.4f, 1.0f};
inline const ImVec4 kGoodColour{0.5f, 0.9f, 0.55f, 1.0f};
inline const ImVec4 kOverrideColour{1.0f, 0.85f, 0.4f, 1.0f};

// A slider's width, with its label measured beside it. The value drawn inside ("1.00x", "80%", "60") is a few
// characters in a box twelve letters wide: it cannot overflow.
inline void slider_width(const char* label) {
    const float width = ImGui::GetFontSize() * 12;
    gui_fits(label, width + ImGui::GetStyle().ItemInnerSpacing.x);
    ImGui::SetNextItemWidth(width);
}

// A gamepad button as the player knows it ("LB", "A"), or "none".
inline std::string pad_name(int button) {
    const std::string glyph = InputBindings::button_glyph(button);
    return glyph.empty() ? "none" : glyph;
}

}  // namespace bjt::game::options_look
