#include "scenes/options_scene.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <span>

#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/session/active_rules.h"
#include "game/session/preset_catalog.h"
#include "game/session/session.h"
#include "game/settings/settings.h"
#include "game/settings/settings_file.h"
#include "game/ui/gui_focus.h"
#include "game/ui/gui_text.h"
#include "game/ui/panel.h"
#include "scenes/options_look.h"

namespace bjt::game {

namespace {
// Dear ImGui's navigation cursor on the item just drawn, shown (1.86 has no public call for it).
void focus_last_item() {
    ImGuiContext& g = *ImGui::GetCurrentContext();
    ImGui::SetFocusID(g.LastItemData.ID, ImGui::GetCurrentWindow());
    g.NavDisableHighlight = false;
    g.NavDisableMouseHover = true;
}

}  // namespace

std::string OptionsScene::preset_file_name(const std::string& name) {
    std::string out;
    for (char c : name) {
        const unsigned char u = static_cast<unsigned char>(c);
        if (std::isalnum(u) || c == '-' || c == '_')
            out += static_cast<char>(std::tolower(u));
        else if (c == ' ' && !out.empty() && out.back() != '-')
            out += '-';
    }
    while (!out.empty() && out.back() == '-') out.pop_back();
    return out.empty() ? std::string() : out + ".yaml";
}

void OptionsScene::close() {
    if (closing_) return;
    closing_ = true;
    ctx_.settings.bindings.cancel_capture();
    // Losing the player's settings silently is not an option: the title's notice board says so.
    if (const Result<> saved = save_settings(ctx_.settings); !saved)
        ctx_.saves.add_notice("Your settings were not saved: " + saved.error());
    ctx_.scenes.pop();
}

bool OptionsScene::handle(const InputEvent& e) {
    // Esc, gamepad B or Start close the window; everything else stays with ImGui (modal). While a binding
    // waits for its key nothing closes (the App hands that key to the binding first).
    if (ctx_.settings.bindings.capturing()) return true;
    if (ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId)) {
        close_popup_ = e.is(InputAction::Back);  // gamepad B closes the popup first (Esc: see gui())
        return true;
    }
    if (e.is(InputAction::PreviousTab) || e.is(InputAction::NextTab)) {
        // Wraps around, as a console's menus do; applied by the next gui().
        const int step = e.is(InputAction::NextTab) ? 1 : -1;
        if (tabs_.count > 0) tabs_.wanted = (tabs_.shown + step + tabs_.count) % tabs_.count;
        return true;
    }
    if (e.is(InputAction::Back) || e.is(InputAction::Options)) close();
    return true;
}

void OptionsScene::draw(Painter& p) {
    draw_shade(p, 0.7f);
    items_.resolve(p);
}

void OptionsScene::explain(const char* text, const std::string& key) {
    ImGui::Indent();
    gui_muted(text);
    if (!key.empty()) {
        if (auto it = errors_.find(key); it != errors_.end()) gui_coloured(options_look::kErrorColour, it->second);
    }
    ImGui::Unindent();
}

void OptionsScene::set_rule(ActiveRules& active, const std::string& key, const std::string& value) {
    if (const Result<> r = active.set(key, value); r)
        errors_.erase(key);
    else
        errors_[key] = r.error();
}

// The window: what rules are being edited and their house edge, the tabs (tabs()), the buttons (footer()).
void OptionsScene::gui() {
    const ImGuiIO& io = ImGui::GetIO();
    items_.begin(io.DisplayFramebufferScale.x, io.DisplayFramebufferScale.y);
    ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f), ImGuiCond_Always,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowBgAlpha(1.0f);  // the table below would show through the text
    ImGui::SetNextWindowSize(
        ImVec2(std::min(io.DisplaySize.x * 0.94f, ImGui::GetFontSize() * 48), io.DisplaySize.y * 0.92f),
        ImGuiCond_Always);
    bool open = true;
    // The title "Options" sits in a window at least 94% of the display or 48 letters wide: it always fits.
    // Read before the popup may close this frame, so the Esc that closes it does not close the window too. A list
    // (combo) is closed by Esc in ImGui's NewFrame, before this: last frame's state says it was open.
    const bool popup_was_open = popup_open_ || ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId);
    ActiveRules* active = ctx_.session.active_rules();
    if (ImGui::Begin("Options", &open,
                     ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove)) {
        if (active) {
            gui_text("Rules: " + ctx_.session.preset_name() + "  (" +
                     std::filesystem::path(active->preset_path()).filename().string() + ")");
            house_edge_line(*active);
        } else {
            gui_muted("No preset chosen yet.");
            house_edge_.computing = false;
        }
        // The tabs scroll on their own; the buttons, the hints and the save message below stay in view.
        tabs(active, footer_height());
        gui_separator();
        footer(active);
    }
    // With keyboard navigation ImGui keeps the keys, so Esc is read here: it closes an open list or popup
    // first (ImGui does that), else the window. A binding waiting for its key takes Esc as "cancel".
    const bool busy_with_esc = popup_was_open || ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId) ||
                               ImGui::IsAnyItemActive() || ctx_.settings.bindings.capturing();
    // The Esc that opened the window (betting, table) reaches ImGui too: on the first frame it is not a close.
    if (!busy_with_esc && !first_frame_ && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
        open = false;
    first_frame_ = false;
    popup_open_ = ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId);
    close_popup_ = false;  // a B meant for a list closed by ImGui must not close "Save as preset..." when it opens
    ImGui::End();
    if (!open || close_asked_) close();
}

float OptionsScene::footer_height() const {
    const ImGuiStyle& style = ImGui::GetStyle();
    float h = ImGui::GetFrameHeightWithSpacing() + ImGui::GetTextLineHeightWithSpacing() + style.ItemSpacing.y * 2;
    if (!save_.message.empty())
        h += ImGui::CalcTextSize(save_.message.c_str(), nullptr, false, ImGui::GetContentRegionAvail().x).y +
             style.ItemSpacing.y;
    return h;
}

void OptionsScene::tabs(ActiveRules* active, float footer) {
    // The tabs' labels in their order, measured together before the bar lays them out (the first two need rules).
    constexpr std::array<const char*, 6> kLabels{"Rules", "Trivia", "Display & sound", "Controls", "Coach", "Fairness"};
    gui_tabs_fit(std::span(kLabels).subspan(active ? 0 : 2));
    if (!ImGui::BeginTabBar("tabs")) return;
    const int total = active ? 6 : 4;
    int index = 0;
    auto tab = [&](const char* label, const char* id, auto&& body) {
        // LB / RB (handle()) select the tab before or after the one shown.
        const bool select = index++ == tabs_.wanted;
        const bool shown = ImGui::BeginTabItem(label, nullptr, select ? ImGuiTabItemFlags_SetSelected : 0);
        // The gamepad's cursor goes to the tab chosen, so Down enters its options, as on a console.
        if (select) focus_last_item();
        const std::string place = std::to_string(index) + " of " + std::to_string(total);
        gui_focus_item(ImGui::IsItemFocused(), label, "tab", shown ? place + ", shown" : place);
        gui_focus_ring();
        record(id);
        if (!shown) return;
        tabs_.shown = index - 1;
        tabs_.shown_id = id;
        ImGui::BeginChild(id, ImVec2(0, -footer), false, ImGuiWindowFlags_NavFlattened);
        body();
        ImGui::EndChild();
        ImGui::EndTabItem();
    };
    if (active) tab(kLabels[0], "tab-rules", [&] { rules_tab(*active); });
    if (active) tab(kLabels[1], "tab-trivia", [&] { trivia_tab(*active); });
    tab(kLabels[2], "tab-display", [&] { display_tab(); });
    tab(kLabels[3], "tab-controls", [&] { controls_tab(); });
    tab(kLabels[4], "tab-coach", [&] { coach_tab(); });
    tab(kLabels[5], "tab-fairness", [&] { fairness_tab(); });
    tabs_.count = index;
    tabs_.wanted = -1;
    ImGui::EndTabBar();
}

void OptionsScene::footer(ActiveRules* active) {
    if (active) {
        if (gui_button("Save as preset...")) {
            save_.message.clear();
            ImGui::OpenPopup("Save as preset");
        }
        record("save-preset");
        ImGui::SameLine();
        ImGui::BeginDisabled(active->overrides().empty());
        if (gui_button("Reset to preset")) {
            active->reset();
            errors_.clear();
        }
        record("reset");
        ImGui::EndDisabled();
        ImGui::SameLine();
        save_preset_popup(*active);
    }
    if (gui_button("Close", ImVec2(ImGui::GetFontSize() * 6, 0))) close_asked_ = true;
    record("close");
    // The gamepad's names for what the keyboard and mouse do here.
    gui_muted("Gamepad: LB / RB: tabs   A: choose   B: back");
    if (!save_.message.empty())
        gui_coloured(save_.ok ? options_look::kGoodColour : options_look::kErrorColour, save_.message);
}

}  // namespace bjt::game
