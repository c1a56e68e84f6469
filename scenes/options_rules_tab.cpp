// The options' Rules tab: one row per rule_rows() entry, each drawn the same way from the registry's value, and
// the house edge of the rules being edited above the tabs.
#include <imgui.h>

#include <cstdio>
#include <string>

#include "engine/rule_keys.h"
#include "engine/strategy/side_bet_edge.h"
#include "game/coach/rules_fingerprint.h"
#include "game/session/active_rules.h"
#include "game/session/session.h"
#include "game/ui/gui_text.h"
#include "scenes/options_look.h"
#include "scenes/options_rule_rows.h"
#include "scenes/options_scene.h"

namespace bjt::game {

namespace {
std::string value_of(const Rules& rules, const char* key) {
    const RuleKey* k = find_rule_key(key);
    return k ? k->format(rules) : std::string();
}

int int_value(const Rules& rules, const char* key) {
    int v = 0;
    std::sscanf(value_of(rules, key).c_str(), "%d", &v);
    return v;
}
}  // namespace

void OptionsScene::rules_tab(ActiveRules& active) {
    gui_muted("Changes apply from the next round. Marked in gold and (changed): changed from the preset.");
    for (const RuleRow& row : rule_rows())
        if (!row.shown || row.shown(active.rules())) rule_row(active, row);
}

void OptionsScene::rule_row(ActiveRules& active, const RuleRow& row) {
    const Rules& r = active.rules();
    if (row.widget == RuleRow::Widget::Separator) return gui_separator();
    if (row.widget == RuleRow::Widget::Note) return explain(row.help);
    const bool enabled = !row.enabled || row.enabled(r);
    const std::string id = row.id ? std::string(row.id) : std::string("opt-") + row.key;
    const std::string error_key = row.plain ? std::string() : std::string(row.key);
    const char* help = !enabled && row.help_disabled ? row.help_disabled : row.help;
    ImGui::BeginDisabled(!enabled);
    if (row.indented) ImGui::Indent();
    rule_widget(active, row, id);
    if (!row.help_outside) explain(help, error_key);
    if (row.indented) ImGui::Unindent();
    ImGui::EndDisabled();
    if (row.help_outside) explain(help, error_key);
}

// The row's widget, and its item for scripts. A changed check or list is marked in gold and, for a player who cannot
// tell gold from white, in words beside it (the sliders show their value).
void OptionsScene::rule_widget(ActiveRules& active, const RuleRow& row, const std::string& id) {
    const Rules& r = active.rules();
    const std::string current = value_of(r, row.key);
    const bool marked = !row.plain && row.widget != RuleRow::Widget::Slider && active.overrides().count(row.key) > 0;
    if (marked) ImGui::PushStyleColor(ImGuiCol_Text, options_look::kOverrideColour);
    switch (row.widget) {
        case RuleRow::Widget::Check: {
            bool ticked = row.ticked_unless_off ? current != row.off : current == row.on;
            if (gui_checkbox(row.label, &ticked)) set_rule(active, row.key, ticked ? row.on : row.off);
            break;
        }
        case RuleRow::Widget::Choices: {
            std::string shown = current;
            for (const RuleChoice& c : row.choices)
                if (current == c.value) shown = c.label;
            if (gui_begin_combo(row.label, shown, ImGui::GetFontSize() * 9)) {
                for (const RuleChoice& c : row.choices) {
                    if (gui_selectable(c.label, current == c.value)) set_rule(active, row.key, c.value);
                    record(id + "=" + c.value);
                }
                ImGui::EndCombo();
            }
            break;
        }
        case RuleRow::Widget::Slider: {
            int value = int_value(r, row.key);
            options_look::slider_width(row.label);
            if (gui_slider_int(row.label, &value, row.min, row.max, row.format))
                set_rule(active, row.key, std::to_string(value));
            break;
        }
        case RuleRow::Widget::Note:
        case RuleRow::Widget::Separator: break;
    }
    if (marked) ImGui::PopStyleColor();
    record(id);
    if (marked) {
        ImGui::SameLine();
        gui_coloured(options_look::kOverrideColour, "(changed)");
    }
}

void OptionsScene::house_edge_line(const ActiveRules& active) {
    HouseEdge& edge = house_edge_;
    if (active.version() != edge.analysed_version) {
        edge.analysed_version = active.version();
        edge.analysed_fingerprint = rules_fingerprint(active.rules());
    }
    const auto a = ctx_.session.analyzer().analysis(active.rules(), edge.analysed_fingerprint);
    edge.computing = !a.has_value();
    if (!a) {
        gui_text("House edge: computing...");
    } else if (!a->supported) {
        gui_text("House edge: not computed (" + a->unsupported_reason + ")");
    } else {
        gui_text(gui_format(
            "House edge: %.3f%%  (%s, trivia questions aside)", a->house_edge_percent,
            a->house_edge_percent >= 0 ? "the house's advantage with perfect play" : "the player's advantage"));
    }
    // The side bets' exact edges (an enumeration of a few milliseconds, redone only when the rules change).
    if (edge.side_bets_version != active.version()) {
        edge.side_bets_version = active.version();
        edge.side_bets.clear();
        for (const strategy::SideBetEdge& e : strategy::offered_side_bet_edges(active.rules())) {
            char text[96];
            std::snprintf(text, sizeof text, "%s%s %.3f%%", edge.side_bets.empty() ? "" : ", ",
                          std::string(side_bet_title(e.bet)).c_str(), e.house_edge_percent());
            edge.side_bets += text;
        }
    }
    if (!edge.side_bets.empty()) gui_text("Side bets, bets against your interest: house edge " + edge.side_bets);
}

}  // namespace bjt::game
