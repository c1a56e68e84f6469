// The options' "Save as preset..." popup: a name, then the file written and checked (write_checked_preset()).
#include <imgui.h>

#include <filesystem>
#include <string>

#include "game/session/active_rules.h"
#include "game/session/checked_preset.h"
#include "game/session/preset_catalog.h"
#include "game/ui/gui_text.h"
#include "scenes/options_look.h"
#include "scenes/options_scene.h"

namespace bjt::game {

void OptionsScene::save_preset_popup(ActiveRules& active) {
    // A fixed width (height fitted) so the folder's path wraps inside it; its title, 13 letters, fits that width.
    ImGui::SetNextWindowSize(ImVec2(ImGui::GetFontSize() * 30, 0), ImGuiCond_Always);
    if (ImGui::BeginPopupModal("Save as preset", nullptr, ImGuiWindowFlags_NoResize)) {
        // A modal popup ignores Esc in Dear ImGui; here it cancels, like the Cancel button (and gamepad B).
        if (close_popup_ || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
            close_popup_ = false;
            ImGui::CloseCurrentPopup();
            ImGui::EndPopup();
            return;
        }
        const std::string dir = ctx_.presets.user_dir();
        if (dir.empty()) {
            gui_coloured(options_look::kErrorColour,
                         "There is no folder for your presets (start with --data-dir DIR).");
        } else {
            gui_text("Into " + dir);
            gui_fits("Name", ImGui::GetFontSize() * 16 + ImGui::GetStyle().ItemInnerSpacing.x);
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
            if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
            // A typed name longer than the field scrolls inside it (an edit field's way), drawn inside its frame.
            gui_input_text("Name", preset_name_, sizeof preset_name_);
            record("preset-name");
        }
        const std::string file = preset_file_name(preset_name_);
        ImGui::BeginDisabled(dir.empty() || file.empty());
        if (gui_button("Save", ImVec2(ImGui::GetFontSize() * 6, 0))) {
            save_preset(active, std::filesystem::path(dir) / file);
            ImGui::CloseCurrentPopup();
        }
        record("save-confirm");
        ImGui::EndDisabled();
        ImGui::SameLine();
        if (gui_button("Cancel", ImVec2(ImGui::GetFontSize() * 6, 0))) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
}

void OptionsScene::save_preset(const ActiveRules& active, const std::filesystem::path& path) {
    Rules rules = active.rules();
    rules.name = preset_name_;
    const Result<> saved =
        write_checked_preset(path, rules, "Saved from the options menu, based on " + active.preset_path());
    save_.ok = saved.ok();
    save_.message = saved ? "Saved and checked: " + path.string() : saved.error();
    if (!saved) return;
    // The title lists it from now on (keeping the current selection).
    const std::string selected = ctx_.presets.choices().empty()
                                     ? std::string()
                                     : ctx_.presets.choices()[static_cast<std::size_t>(ctx_.presets.selected())].path;
    ctx_.presets.scan(selected);
}

}  // namespace bjt::game
