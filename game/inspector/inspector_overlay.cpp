#include "game/inspector/inspector_overlay.h"

#include <imgui.h>

#include <string>

#include "engine/rule_keys.h"
#include "game/coach/rules_fingerprint.h"
#include "game/inspector/dealer_cards_text.h"
#include "game/session/active_rules.h"
#include "game/session/fair_shoes.h"
#include "game/session/game_context.h"
#include "game/session/session.h"

namespace bjt::game {

namespace {
const ImVec4 kErrorColour{1.0f, 0.45f, 0.4f, 1.0f};
const ImVec4 kMenuColour{1.0f, 0.85f, 0.4f, 1.0f};
const ImVec4 kPendingColour{0.55f, 0.8f, 1.0f, 1.0f};

std::string actions_text(ActionSet legal) {
    const std::string s = action_list(legal);
    return s.empty() ? "(none)" : s;
}

std::string cards_text(const Hand& h) {
    std::string s;
    for (int i = 0; i < h.count(); ++i) s += (i ? " " : "") + to_string(h[i]);
    return s;
}
}  // namespace

void InspectorOverlay::gui() {
    if (!open_) return;
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.01f, io.DisplaySize.y * 0.02f), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(io.DisplaySize.x * 0.56f, io.DisplaySize.y * 0.96f), ImGuiCond_Always);
    ImGui::SetNextWindowBgAlpha(0.92f);
    if (ImGui::Begin("Rule inspector (F1)", &open_,
                     ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                         ImGuiWindowFlags_NoFocusOnAppearing)) {
        focused_ = ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows);
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
        ImGui::TextDisabled("No preset chosen yet.");
        return;
    }
    ImGui::Text("Preset: %s", active->preset_path().c_str());
    // A broken file on disk: the game plays on with the last good rules.
    if (!active->preset_errors().empty()) {
        ImGui::TextColored(kErrorColour, "The preset file is broken; the last good rules stay in force:");
        ImGui::PushTextWrapPos(0.0f);
        for (const PresetError& e : active->preset_errors())
            ImGui::TextColored(kErrorColour, "  %s", e.message().c_str());
        ImGui::PopTextWrapPos();
    }
    for (const PresetError& e : active->dropped_overrides())
        ImGui::TextColored(kMenuColour, "Option dropped after the preset changed: %s", e.message().c_str());

    const Rules* playing = ctx_.session.started() ? &ctx_.session.table().rules() : nullptr;
    auto& analyzer = ctx_.session.analyzer();
    if (playing) {
        const auto a = analyzer.analysis(*playing, rules_fingerprint(*playing));
        if (!a)
            ImGui::TextUnformatted("House edge of the table's rules: computing...");
        else if (a->supported)
            ImGui::Text("House edge of the table's rules: %.3f%%", a->house_edge_percent);
        else
            ImGui::Text("House edge: not computed (%s)", a->unsupported_reason.c_str());
    }
    if (!ImGui::CollapsingHeader("Rules in force", ImGuiTreeNodeFlags_DefaultOpen)) return;
    const float rows = std::min(14.0f, static_cast<float>(rule_keys().size()) + 1);
    if (ImGui::BeginTable("rules", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_BordersInnerV,
                          ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * rows))) {
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableSetupColumn("Key");
        ImGui::TableSetupColumn("Value");
        ImGui::TableSetupColumn("From");
        ImGui::TableHeadersRow();
        for (const RuleKey& k : rule_keys()) {
            const std::string value = k.format(active->rules());
            const std::string origin = active->origin(k.name);
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(k.name.data(), k.name.data() + k.name.size());
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%.*s", static_cast<int>(k.meaning.size()), k.meaning.data());
            ImGui::TableNextColumn();
            const std::string now = playing ? k.format(*playing) : value;
            if (now != value)
                ImGui::TextColored(kPendingColour, "%s (next round; now %s)", value.c_str(), now.c_str());
            else
                ImGui::TextUnformatted(value.c_str());
            ImGui::TableNextColumn();
            if (origin == ActiveRules::kOptionsMenu)
                ImGui::TextColored(kMenuColour, "%s", origin.c_str());
            else
                ImGui::TextDisabled("%s", origin.c_str());
        }
        ImGui::EndTable();
    }
}

void InspectorOverlay::table_section() {
    if (!ImGui::CollapsingHeader("Shoe and engine", ImGuiTreeNodeFlags_DefaultOpen)) return;
    if (!ctx_.session.started()) {
        ImGui::TextDisabled("No table yet.");
        return;
    }
    const Table& t = ctx_.session.table();
    const Shoe& shoe = t.shoe();
    if (shoe.stacked())
        ImGui::Text("Shoe: stacked, %zu of %zu cards left", shoe.remaining(), shoe.size());
    else if (ctx_.session.fair_shoes())  // its engine seed would tell the cards to come: see Fairness below
        ImGui::Text("Shoe: %zu of %zu cards left, cut card at %zu, provably fair (seed hidden)", shoe.remaining(),
                    shoe.size(), shoe.cut_position());
    else
        ImGui::Text("Shoe: %zu of %zu cards left, cut card at %zu (%zu to go), seed %llu, shuffles %llu",
                    shoe.remaining(), shoe.size(), shoe.cut_position(),
                    shoe.cut_position() > shoe.dealt() ? shoe.cut_position() - shoe.dealt() : 0,
                    static_cast<unsigned long long>(shoe.seed()), static_cast<unsigned long long>(shoe.shuffles()));
    ImGui::Text("State: %s   bank %s   credits %d   on the table %s", std::string(round_state_name(t.state())).c_str(),
                format_amount(t.bank()).c_str(), t.credits(), format_amount(t.on_table()).c_str());
    ImGui::Text("Legal actions: %s", actions_text(t.legal_actions()).c_str());
    if (t.state() != RoundState::Betting) {
        ImGui::Text("Dealer: %s", dealer_line().c_str());
        for (int i = 0; i < t.hand_count(); ++i)
            ImGui::Text("%s Hand %d: %s  bet %s  %s", i == t.active_hand() ? ">" : " ", i + 1,
                        cards_text(t.hand(i).cards).c_str(), format_amount(t.hand(i).bet).c_str(),
                        std::string(outcome_name(t.hand(i).outcome)).c_str());
    }
}

void InspectorOverlay::fairness_section() {
    if (!ImGui::CollapsingHeader("Fairness", ImGuiTreeNodeFlags_DefaultOpen)) return;
    const FairShoes* fair = ctx_.session.fair_shoes();
    if (!fair) {
        ImGui::TextDisabled("Shoes from the seed (a scripted or seeded run): not provably fair.");
        return;
    }
    ImGui::PushTextWrapPos(0.0f);
    if (const auto& shoe = fair->current())
        ImGui::Text("Shoe %llu in play: client seed %s, commitment %s", static_cast<unsigned long long>(shoe->number),
                    shoe->client_seed.c_str(), shoe->commitment.c_str());
    if (const auto& shoe = fair->revealed())
        ImGui::Text("Shoe %llu revealed: server seed %s", static_cast<unsigned long long>(shoe->number),
                    shoe->server_seed.c_str());
    ImGui::Text("Next shoe's client seed: %s", fair->client_seed().c_str());
    ImGui::PopTextWrapPos();
}

std::string InspectorOverlay::dealer_line() const {
    if (!ctx_.session.started() || ctx_.session.table().state() == RoundState::Betting) return "";
    return dealer_cards_text(ctx_.session.table(), show_hidden_cards_);
}

void InspectorOverlay::events_section() {
    if (!ImGui::CollapsingHeader("Last events", ImGuiTreeNodeFlags_DefaultOpen)) return;
    const EventLog& log = ctx_.session.events();
    if (log.size() == 0) ImGui::TextDisabled("None yet.");
    // Newest first.
    for (std::size_t i = log.size(); i-- > 0;) ImGui::TextUnformatted(log.line(i).c_str());
}

}  // namespace bjt::game
