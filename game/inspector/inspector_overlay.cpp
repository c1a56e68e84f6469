#include "game/inspector/inspector_overlay.h"

#include <imgui.h>

#include <imgui_internal.h>  // the navigation's Cancel (Esc, gamepad B) read once per press

#include <algorithm>
#include <filesystem>
#include <string>

#include "engine/rule_keys.h"
#include "game/coach/rules_fingerprint.h"
#include "game/inspector/dealer_cards_text.h"
#include "game/session/active_rules.h"
#include "game/session/fair_shoes.h"
#include "game/session/game_context.h"
#include "game/session/session.h"
#include "game/ui/gui_focus.h"
#include "game/ui/gui_text.h"

namespace bjt::game {

namespace {
const ImVec4 kErrorColour{1.0f, 0.45f, 0.4f, 1.0f};
const ImVec4 kMenuColour{1.0f, 0.85f, 0.4f, 1.0f};
const ImVec4 kPendingColour{0.55f, 0.8f, 1.0f, 1.0f};

// The window's lines, each a stop for the navigation (gui_read_line()), muted or in a colour.
void muted_line(std::string_view text) { gui_read_line(text, &ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]); }
void coloured_line(const ImVec4& colour, std::string_view text) { gui_read_line(text, &colour); }

std::string actions_text(ActionSet legal) {
    const std::string s = action_list(legal);
    return s.empty() ? "(none)" : s;
}

// A 64-digit hash in groups of 16, as key fingerprints are printed: it wraps between groups in a narrow window
// instead of being cut at any digit.
std::string in_groups(const std::string& hex) {
    std::string out;
    for (std::size_t i = 0; i < hex.size(); i += 16) out += (i ? " " : "") + hex.substr(i, 16);
    return out;
}
}  // namespace

void InspectorOverlay::gui() {
    if (!open_) return;
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.01f, io.DisplaySize.y * 0.02f), ImGuiCond_Always);
    // Over the left half of the table, wider on a small window so its lines stay readable.
    const float width =
        std::min(io.DisplaySize.x * 0.98f, std::max(io.DisplaySize.x * 0.56f, ImGui::GetFontSize() * 38));
    ImGui::SetNextWindowSize(ImVec2(width, io.DisplaySize.y * 0.96f), ImGuiCond_Always);
    ImGui::SetNextWindowBgAlpha(0.92f);
    if (take_focus_) ImGui::SetNextWindowFocus();  // a keyboard or gamepad player has no pointer to click it with
    take_focus_ = false;
    // The title, 19 letters, in a window at least 38 letters wide (or the whole display): it always fits.
    if (ImGui::Begin("Rule inspector (F1)", &open_,
                     ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                         ImGuiWindowFlags_NoFocusOnAppearing)) {
        focused_ = ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows);
        if (focused_ && ImGui::IsNavInputTest(ImGuiNavInput_Cancel, ImGuiInputReadMode_Pressed)) open_ = false;
        rules_section();
        table_section();
        fairness_section();
        events_section();
    }
    ImGui::End();
}

void InspectorOverlay::rules_section() {
    const ActiveRules* active = ctx_.session.active_rules();
    if (!active) {
        muted_line("No preset chosen yet.");
        return;
    }
    gui_read_line("Preset: " + active->preset_path());
    // A broken file on disk: the game plays on with the last good rules.
    if (!active->preset_errors().empty()) {
        coloured_line(kErrorColour, "The preset file is broken; the last good rules stay in force:");
        for (const PresetError& e : active->preset_errors()) coloured_line(kErrorColour, "  " + e.message());
    }
    for (const PresetError& e : active->dropped_overrides())
        coloured_line(kMenuColour, "Option dropped after the preset changed: " + e.message());

    const Rules* playing = ctx_.session.started() ? &ctx_.session.table().rules() : nullptr;
    auto& analyzer = ctx_.session.analyzer();
    if (playing) {
        const auto a = analyzer.analysis(*playing, rules_fingerprint(*playing));
        if (!a)
            gui_read_line("House edge of the table's rules: computing...");
        else if (a->supported)
            gui_read_line(gui_format("House edge of the table's rules: %.3f%%", a->house_edge_percent));
        else
            gui_read_line("House edge: not computed (" + a->unsupported_reason + ")");
    }
    if (!gui_header("Rules in force", ImGuiTreeNodeFlags_DefaultOpen)) return;
    const float rows = std::min(14.0f, static_cast<float>(rule_keys().size()) + 1);
    // The table scrolls in a child window the arrows and the d-pad cross into (NavFlattened): the navigation never
    // enters a table's own scrolling region (ImGuiTableFlags_ScrollY), so its rules could not be reached.
    if (ImGui::BeginChild("rules-scroll", ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * rows), false,
                          ImGuiWindowFlags_NavFlattened))
        rules_table(*active, playing);
    ImGui::EndChild();
}

void InspectorOverlay::rules_table(const ActiveRules& active, const Rules* playing) {
    if (ImGui::BeginTable("rules", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV)) {
        // The key as wide as the longest name; the value and where it came from share the rest.
        ImGui::TableSetupColumn("Key", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn("Value", ImGuiTableColumnFlags_WidthStretch, 1.2f);
        ImGui::TableSetupColumn("From", ImGuiTableColumnFlags_WidthStretch, 1.0f);
        gui_table_headers();
        for (const RuleKey& k : rule_keys()) {
            const std::string value = k.format(active.rules());
            const std::string origin = active.origin(k.name);
            const std::string now = playing ? k.format(*playing) : value;
            // A preset file by its name (the whole path is under "Preset:" above and in the tooltip).
            const bool menu = origin == ActiveRules::kOptionsMenu;
            const std::string shown = menu ? origin : std::filesystem::path(origin).filename().string();
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            rule_name(k, now == value ? value : value + ", next round; now " + now, shown);
            ImGui::TableNextColumn();
            if (now != value)
                gui_cell(value + " (next round; now " + now + ")", &kPendingColour);
            else
                gui_cell(value);
            ImGui::TableNextColumn();
            gui_cell(shown, menu ? &kMenuColour : &ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
            if (!menu && ImGui::IsItemHovered()) gui_tooltip(origin);
        }
        ImGui::EndTable();
    }
}

// A rule's name, a stop for the navigation across its row: heard with its value, where it came from and its meaning.
void InspectorOverlay::rule_name(const RuleKey& k, const std::string& value, const std::string& from) {
    // The Key column is as wide as its longest name (WidthFixed fits its contents), so the name is never cut.
    ImGui::Selectable((std::string(k.name) + "##rule").c_str(), false, ImGuiSelectableFlags_SpanAllColumns);
    if (ImGui::IsItemHovered()) gui_tooltip(k.meaning);
    std::string name(k.name);
    std::replace(name.begin(), name.end(), '_', ' ');  // "dealer stands on": a voice reads no underscores
    gui_focus_item(ImGui::IsItemFocused(), name, "rule", value + ", from " + from + ". " + std::string(k.meaning));
    gui_focus_ring();
}

void InspectorOverlay::table_section() {
    if (!gui_header("Shoe and engine", ImGuiTreeNodeFlags_DefaultOpen)) return;
    if (!ctx_.session.started()) {
        muted_line("No table yet.");
        return;
    }
    const Table& t = ctx_.session.table();
    const Shoe& shoe = t.shoe();
    if (shoe.stacked())
        gui_read_line(gui_format("Shoe: stacked, %zu of %zu cards left", shoe.remaining(), shoe.size()));
    else if (ctx_.session.fair_shoes())  // its engine seed would tell the cards to come: see Fairness below
        gui_read_line(gui_format("Shoe: %zu of %zu cards left, cut card at %zu, provably fair (seed hidden)",
                                 shoe.remaining(), shoe.size(), shoe.cut_position()));
    else
        gui_read_line(gui_format("Shoe: %zu of %zu cards left, cut card at %zu (%zu to go), seed %llu, shuffles %llu",
                                 shoe.remaining(), shoe.size(), shoe.cut_position(),
                                 shoe.cut_position() > shoe.dealt() ? shoe.cut_position() - shoe.dealt() : 0,
                                 static_cast<unsigned long long>(shoe.seed()),
                                 static_cast<unsigned long long>(shoe.shuffles())));
    gui_read_line(gui_format("State: %s   bank %s   credits %d   on the table %s",
                             std::string(round_state_name(t.state())).c_str(), format_amount(t.bank()).c_str(),
                             t.credits(), format_amount(t.on_table()).c_str()));
    gui_read_line("Legal actions: " + actions_text(t.legal_actions()));
    if (t.state() != RoundState::Betting) {
        gui_read_line("Dealer: " + dealer_line());
        for (int i = 0; i < t.hand_count(); ++i)
            gui_read_line(gui_format("%s Hand %d: %s  bet %s  %s", i == t.active_hand() ? ">" : " ", i + 1,
                                     hand_cards_text(t.hand(i), show_hidden_cards_).c_str(),
                                     format_amount(t.hand(i).bet).c_str(),
                                     std::string(outcome_name(t.hand(i).outcome)).c_str()));
    }
}

void InspectorOverlay::fairness_section() {
    if (!gui_header("Fairness", ImGuiTreeNodeFlags_DefaultOpen)) return;
    const FairShoes* fair = ctx_.session.fair_shoes();
    if (!fair) {
        muted_line("Shoes from the seed (a scripted or seeded run): not provably fair.");
        return;
    }
    if (const auto& shoe = fair->current())
        gui_read_line(gui_format("Shoe %llu in play: client seed %s, commitment %s",
                                 static_cast<unsigned long long>(shoe->number), shoe->client_seed.c_str(),
                                 in_groups(shoe->commitment).c_str()));
    if (const auto& shoe = fair->revealed())
        gui_read_line(gui_format("Shoe %llu revealed: server seed %s", static_cast<unsigned long long>(shoe->number),
                                 in_groups(shoe->server_seed).c_str()));
    gui_read_line("Next shoe's client seed: " + fair->client_seed());
}

std::string InspectorOverlay::dealer_line() const {
    if (!ctx_.session.started() || ctx_.session.table().state() == RoundState::Betting) return "";
    return dealer_cards_text(ctx_.session.table(), show_hidden_cards_);
}

std::string InspectorOverlay::hands_line() const {
    if (!ctx_.session.started() || ctx_.session.table().state() == RoundState::Betting) return "";
    const Table& t = ctx_.session.table();
    std::string line;
    for (int i = 0; i < t.hand_count(); ++i)
        line +=
            (i ? "; Hand " : "Hand ") + std::to_string(i + 1) + ": " + hand_cards_text(t.hand(i), show_hidden_cards_);
    return line;
}

void InspectorOverlay::events_section() {
    if (!gui_header("Last events", ImGuiTreeNodeFlags_DefaultOpen)) return;
    const EventLog& log = ctx_.session.events();
    if (log.size() == 0) muted_line("None yet.");
    // Newest first.
    for (std::size_t i = log.size(); i-- > 0;) gui_read_line(log.line(i));
}

}  // namespace bjt::game
