// The options' Controls tab: every bindable action's key and gamepad button, each rebound by a click and a press.
#include <imgui.h>

#include <cmath>
#include <string>

#include "game/input/input_bindings.h"
#include "game/settings/settings.h"
#include "game/ui/gui_text.h"
#include "scenes/options_look.h"
#include "scenes/options_scene.h"

namespace bjt::game {

void OptionsScene::controls_tab() {
    InputBindings& b = ctx_.settings.bindings;
    gui_muted("Click a key or button, then press the new one (Esc cancels a key).");
    gui_muted("Gamepad Back held + Start always opens the rule inspector.");
    // Fixed shares of the width: weights taken from the content would follow the rows in sight, so the columns
    // would move as the list scrolls.
    if (ImGui::BeginTable("bindings", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchSame)) {
        ImGui::TableSetupColumn("Action", ImGuiTableColumnFlags_WidthStretch, 1.6f);
        ImGui::TableSetupColumn("Key", ImGuiTableColumnFlags_WidthStretch, 1.0f);
        ImGui::TableSetupColumn("Gamepad", ImGuiTableColumnFlags_WidthStretch, 1.0f);
        gui_table_headers();
        for (InputAction a : InputBindings::bindable()) {
            const std::string name(input_action_name(a));
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            gui_cell(InputBindings::label(a));
            ImGui::TableNextColumn();
            const bool key_waiting = b.capturing() == a && !b.capturing_gamepad();
            const std::string key_label =
                (key_waiting ? std::string("press a key...") : InputBindings::key_name(b.key(a))) + "##k" + name;
            if (gui_button(key_label.c_str(), ImVec2(-1, 0))) b.begin_capture(a, false);
            record("bind-key-" + name);
            if (a == InputBindings::bindable().front())
                note_key_column(ImGui::GetItemRectMin().x, ImGui::GetItemRectSize().x);
            ImGui::TableNextColumn();
            const bool pad_waiting = b.capturing() == a && b.capturing_gamepad();
            const std::string pad_label =
                (pad_waiting ? std::string("press a button...") : options_look::pad_name(b.button(a))) + "##p" + name;
            if (gui_button(pad_label.c_str(), ImVec2(-1, 0))) b.begin_capture(a, true);
            record("bind-pad-" + name);
        }
        ImGui::EndTable();
    }
    if (gui_button("Restore the default controls")) b.reset_to_defaults();
    record("default-controls");
}

// For scripts (`column-shifts`): the Key column must keep its place and width however the list is scrolled.
void OptionsScene::note_key_column(float x, float w) {
    ControlsColumns& c = controls_columns_;
    // A new table settles over its first frames (and the scroll bar comes): only later moves count.
    if (++c.frames > 3 && (std::fabs(c.x - x) > 0.5f || std::fabs(c.w - w) > 0.5f)) ++c.shifts;
    c.x = x;
    c.w = w;
}

}  // namespace bjt::game
