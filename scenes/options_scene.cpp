#include "scenes/options_scene.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <span>

#include "engine/files/replace_file.h"
#include "engine/presets/preset_loader.h"
#include "engine/rule_keys.h"
#include "engine/strategy/side_bet_edge.h"
#include "game/app/display_control.h"
#include "game/audio/sound_bank.h"
#include "game/coach/rules_fingerprint.h"
#include "game/questions/question_source.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/session/active_rules.h"
#include "game/session/preset_catalog.h"
#include "game/session/session.h"
#include "game/settings/settings.h"
#include "game/settings/settings_file.h"
#include "game/ui/gui_text.h"
#include "game/ui/panel.h"

namespace bjt::game {

namespace {
const ImVec4 kErrorColour{1.0f, 0.45f, 0.4f, 1.0f};
const ImVec4 kGoodColour{0.5f, 0.9f, 0.55f, 1.0f};
const ImVec4 kOverrideColour{1.0f, 0.85f, 0.4f, 1.0f};

std::string value_of(const Rules& rules, const char* key) {
    const RuleKey* k = find_rule_key(key);
    return k ? k->format(rules) : std::string();
}

// The trivia document's four "Dealer Stands On" choices, in its order.
struct Choice {
    const char* label;
    const char* value;
};
constexpr Choice kDealerStands[] = {
    {"HARD 16", "hard-16"}, {"SOFT 16", "soft-16"}, {"HARD 17", "hard-17"}, {"SOFT 17", "soft-17"}};
constexpr Choice kPayouts[] = {{"3:2", "3:2"}, {"6:5", "6:5"}, {"1:1", "1:1"}};
constexpr Choice kCharlie[] = {{"5 cards", "5"}, {"6 cards", "6"}, {"7 cards", "7"}};

// A slider's width, with its label measured beside it. The value drawn inside ("1.00x", "80%", "60") is a few
// characters in a box twelve letters wide: it cannot overflow.
void slider_width(const char* label) {
    const float width = ImGui::GetFontSize() * 12;
    gui_fits(label, width + ImGui::GetStyle().ItemInnerSpacing.x);
    ImGui::SetNextItemWidth(width);
}

// Dear ImGui's navigation cursor on the item just drawn, shown (1.86 has no public call for it).
void focus_last_item() {
    ImGuiContext& g = *ImGui::GetCurrentContext();
    ImGui::SetFocusID(g.LastItemData.ID, ImGui::GetCurrentWindow());
    g.NavDisableHighlight = false;
    g.NavDisableMouseHover = true;
}

// A gamepad button as the player knows it ("LB", "A"), or "none".
std::string pad_name(int button) {
    const std::string glyph = InputBindings::button_glyph(button);
    return glyph.empty() ? "none" : glyph;
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
    if (const Result saved = save_settings(ctx_.settings); !saved)
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
        if (tab_count_ > 0) wanted_tab_ = (shown_tab_ + step + tab_count_) % tab_count_;
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
        if (auto it = errors_.find(key); it != errors_.end()) gui_coloured(kErrorColour, it->second);
    }
    ImGui::Unindent();
}

void OptionsScene::set_rule(ActiveRules& active, const std::string& key, const std::string& value) {
    if (const Result r = active.set(key, value); r)
        errors_.erase(key);
    else
        errors_[key] = r.error();
}

void OptionsScene::house_edge_line(const ActiveRules& active) {
    if (active.version() != analysed_version_) {
        analysed_version_ = active.version();
        analysed_fingerprint_ = rules_fingerprint(active.rules());
    }
    const auto a = ctx_.session.analyzer().analysis(active.rules(), analysed_fingerprint_);
    computing_ = !a.has_value();
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
    if (side_bet_edges_version_ != active.version()) {
        side_bet_edges_version_ = active.version();
        side_bet_edges_.clear();
        for (const strategy::SideBetEdge& e : strategy::offered_side_bet_edges(active.rules())) {
            char text[96];
            std::snprintf(text, sizeof text, "%s%s %.3f%%", side_bet_edges_.empty() ? "" : ", ",
                          std::string(side_bet_title(e.bet)).c_str(), e.house_edge_percent());
            side_bet_edges_ += text;
        }
    }
    if (!side_bet_edges_.empty()) gui_text("Side bets, bets against your interest: house edge " + side_bet_edges_);
}

// Long on purpose: an ImGui immediate-mode tab reads top to bottom in the order the player sees its rows (one
// row per rule key, each with its explanation); split into pieces it no longer matches the window.
void OptionsScene::rules_tab(ActiveRules& active) {
    const Rules& r = active.rules();
    gui_muted("Changes apply from the next round. Marked in gold: changed from the preset.");

    auto check = [&](const char* label, bool value, const char* key, const std::string& on, const std::string& off,
                     const char* why) {
        const bool overridden = active.overrides().count(key) > 0;
        if (overridden) ImGui::PushStyleColor(ImGuiCol_Text, kOverrideColour);
        bool v = value;
        if (gui_checkbox(label, &v)) set_rule(active, key, v ? on : off);
        if (overridden) ImGui::PopStyleColor();
        record(std::string("opt-") + key);
        explain(why, key);
    };
    auto combo = [&](const char* label, const char* key, std::span<const Choice> choices, const char* why,
                     std::string id = {}) {
        if (id.empty()) id = std::string("opt-") + key;
        const std::string current = value_of(r, key);
        std::string shown = current;
        for (const Choice& c : choices)
            if (current == c.value) shown = c.label;
        const bool overridden = active.overrides().count(key) > 0;
        if (overridden) ImGui::PushStyleColor(ImGuiCol_Text, kOverrideColour);
        if (gui_begin_combo(label, shown, ImGui::GetFontSize() * 9)) {
            for (const Choice& c : choices) {
                if (gui_selectable(c.label, current == c.value)) set_rule(active, key, c.value);
                record(id + "=" + c.value);
            }
            ImGui::EndCombo();
        }
        if (overridden) ImGui::PopStyleColor();
        record(id);
        explain(why, key);
    };

    const bool splitting = r.split != SplitRule::None;
    ImGui::BeginDisabled(!splitting);
    check("Split Any Ten-Card", r.split == SplitRule::SameValue, "split", "same-value", "same-rank",
          "On: any two ten-cards may be split (jack and queen). Off: only the same rank (two jacks).");
    check("Splitting Aces Allowed", r.split_aces, "split_aces", "true", "false",
          "A pair of aces may be split; each ace gets one card and stands.");
    check("Double Down after Split", r.double_after_split, "double_after_split", "true", "false",
          "A hand made by splitting may double down.");
    check("Resplitting Allowed", r.max_hands > 2, "max_hands", "4", "2",
          "A split hand that is a pair again may be split again, up to four hands.");
    ImGui::EndDisabled();
    if (!splitting) explain("(This preset allows no splitting at all.)");

    combo("Dealer Stands On", "dealer_stands_on", kDealerStands,
          "The dealer draws until this total. SOFT 17: stands on every 17. HARD 17: hits a soft 17 (ace counted 11).");
    combo("Blackjack Payout", "blackjack_pays", kPayouts, "What a natural (an ace and a ten-card) pays.");

    // Surrender: one rule key, two options of the document.
    const std::string late_or_preset = "late";
    check("Disable Surrender", r.surrender == Surrender::None, "surrender", "none", late_or_preset,
          "No surrender at all. Otherwise a hand may be given up for half the bet back.");
    ImGui::BeginDisabled(r.surrender == Surrender::None);
    bool early = r.surrender == Surrender::Early;
    if (gui_checkbox("Early Surrender", &early)) set_rule(active, "surrender", early ? "early" : "late");
    record("opt-early-surrender");
    ImGui::EndDisabled();
    explain("Surrender is offered before the dealer checks for blackjack, so it saves half the bet even against one.");

    const bool charlie_off = r.charlie_cards == 0;
    check("Disable Five Card Charlie", charlie_off, "charlie", "off", "5",
          "Off: a hand of this many cards without a bust wins at once (for the dealer too).");
    ImGui::BeginDisabled(charlie_off);
    ImGui::Indent();
    combo("Charlie at", "charlie", kCharlie, "How many cards make a Charlie.", "opt-charlie-cards");
    ImGui::Unindent();
    ImGui::EndDisabled();

    check("Disable Insurance Bet", !r.insurance, "insurance", "false", "true",
          "No insurance side bet when the dealer shows an ace.");
    const std::string even_money_on = r.even_money == EvenMoney::Standard ? "standard" : "side-bet";
    check("Disable Even Money Side Bet", r.even_money == EvenMoney::None, "even_money", "none", even_money_on,
          "No even-money offer on a blackjack against the dealer's ace.");
    check("Trivia Mode", r.trivia, "trivia", "true", "false",
          "Every hit and double down first asks a trivia question; a wrong answer stands the hand.");
    if (r.mode != GameMode::ThreeBets) {
        check(
            "Perfect Pairs Side Bet", r.perfect_pairs, "perfect_pairs", "true", "false",
            "A side bet on the first two cards making a pair. A bet against your interest: see its house edge above.");
        check("21+3 Side Bet", r.twenty_one_plus_three, "twenty_one_plus_three", "true", "false",
              "A side bet on your two cards and the dealer's up card making a flush, straight or three of a kind. A "
              "bet against your interest: see its house edge above.");
    }

    gui_separator();
    int decks = r.decks;
    slider_width("Decks");
    if (ImGui::SliderInt("Decks", &decks, 1, 8)) set_rule(active, "decks", std::to_string(decks));
    record("opt-decks");
    explain("Decks in the shoe. A new shoe is shuffled when the number of decks changes.", "decks");
    const bool fixed_cut = r.cut_card == CutCardPlacement::Fixed;
    ImGui::BeginDisabled(!fixed_cut);
    int penetration = r.penetration_percent;
    slider_width("Penetration");
    if (ImGui::SliderInt("Penetration", &penetration, 10, 100, "%d%%"))
        set_rule(active, "penetration_percent", std::to_string(penetration));
    record("opt-penetration_percent");
    ImGui::EndDisabled();
    explain(fixed_cut ? "How much of the shoe is dealt before the cut card calls a reshuffle."
                      : "This preset places the cut card at random in the bottom half of the shoe.",
            "penetration_percent");
}

void OptionsScene::trivia_tab(ActiveRules& active) {
    Settings& s = ctx_.settings;
    if (!active.rules().trivia)
        gui_coloured(kOverrideColour, "Trivia Mode is off (Rules tab): no questions are asked.");
    bool timer = s.answer_seconds > 0;
    if (gui_checkbox("Answer timer", &timer)) s.answer_seconds = timer ? 20 : 0;
    record("answer-timer");
    explain("Off by default. On: the question counts down; when time runs out the answer counts as wrong.");
    if (timer) {
        ImGui::Indent();
        slider_width("Seconds to answer");
        ImGui::SliderInt("Seconds to answer", &s.answer_seconds, 5, 60);
        record("answer-seconds");
        ImGui::Unindent();
    }
    gui_separator();
    gui_text("Categories");
    explain("Unticked categories are never asked. At least one must stay in.");
    if (!ctx_.questions.loaded()) {
        gui_muted("Loading the questions...");
        return;
    }
    const std::vector<std::string> categories = ctx_.questions.categories();
    for (const std::string& c : categories) {
        bool in = !s.excluded_categories.count(c);
        if (gui_checkbox(c.c_str(), &in)) {
            auto next = s.excluded_categories;
            if (in)
                next.erase(c);
            else
                next.insert(c);
            // Refuse a choice that leaves no question of some difficulty to ask.
            ctx_.questions.set_excluded_categories(next);
            const bool any = ctx_.questions.has(Difficulty::Easy) || ctx_.questions.has(Difficulty::Medium) ||
                             ctx_.questions.has(Difficulty::Hard);
            if (any) {
                s.excluded_categories = std::move(next);
                categories_message_.clear();
            } else {
                ctx_.questions.set_excluded_categories(s.excluded_categories);
                categories_message_ = "At least one category with questions must stay in.";
            }
        }
        record("category-" + c);
    }
    if (!categories_message_.empty()) gui_coloured(kErrorColour, categories_message_);
    gui_separator();
    gui_checkbox("Draw categories evenly", &s.even_categories);
    record("even-categories");
    explain("Off: a category comes up in proportion to the questions it has left, so a small one is not over-asked.");
    gui_separator();
    more_questions_.gui(ctx_.questions, [this](const std::string& id) { record(id); });
}

void OptionsScene::display_tab() {
    Settings& s = ctx_.settings;
    bool fullscreen = ctx_.display.fullscreen();
    if (gui_checkbox("Fullscreen (F11, Alt+Enter)", &fullscreen)) {
        s.fullscreen = fullscreen;
        ctx_.display.set_fullscreen(fullscreen);
    }
    record("fullscreen");
    if (gui_checkbox("Vertical sync", &s.vsync)) ctx_.display.set_vsync(s.vsync);
    gui_checkbox("Four-colour deck", &s.four_colour_deck);
    record("four-colour-deck");
    explain("Clubs green and diamonds blue, so the four suits never look alike.");
    if (gui_begin_combo("Animation speed", speed_info(s.speed).label, ImGui::GetFontSize() * 9)) {
        for (const auto& a : kAnimationSpeeds)
            if (gui_selectable(a.label, a.speed == s.speed)) s.speed = a.speed;
        ImGui::EndCombo();
    }
    record("animation-speed");
    gui_checkbox("Reduced motion", &s.reduced_motion);
    record("reduced-motion");
    explain("No sliding or flipping: cards and chips are placed at once and fade in.");
    slider_width("Text size");
    ImGui::SliderFloat("Text size", &s.text_scale, 0.75f, 1.75f, "%.2fx");
    explain("The size of the text in this window and the rule inspector.");
    gui_text(std::string("Renderer: ") + ctx_.display.renderer_name());

    ImGui::Spacing();
    gui_text("Sound");
    gui_separator();
    if (!ctx_.sound.available()) gui_muted("No audio device: the game is silent.");
    float volume = s.volume * 100.0f;
    slider_width("Master volume");
    if (ImGui::SliderFloat("Master volume", &volume, 0.0f, 100.0f, "%.0f%%")) {
        s.volume = volume / 100.0f;
        ctx_.sound.set_volume(s.volume);
    }
    if (gui_checkbox("Mute", &s.muted)) ctx_.sound.set_muted(s.muted);
}

void OptionsScene::controls_tab() {
    InputBindings& b = ctx_.settings.bindings;
    gui_muted("Click a key or button, then press the new one (Esc cancels a key).");
    gui_muted("Gamepad Back held + Start always opens the rule inspector.");
    if (ImGui::BeginTable("bindings", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
        ImGui::TableSetupColumn("Action");
        ImGui::TableSetupColumn("Key");
        ImGui::TableSetupColumn("Gamepad");
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
            ImGui::TableNextColumn();
            const bool pad_waiting = b.capturing() == a && b.capturing_gamepad();
            const std::string pad_label =
                (pad_waiting ? std::string("press a button...") : pad_name(b.button(a))) + "##p" + name;
            if (gui_button(pad_label.c_str(), ImVec2(-1, 0))) b.begin_capture(a, true);
            record("bind-pad-" + name);
        }
        ImGui::EndTable();
    }
    if (gui_button("Restore the default controls")) b.reset_to_defaults();
    record("default-controls");
}

void OptionsScene::coach_tab() {
    Settings& s = ctx_.settings;
    const InputBindings& b = s.bindings;
    gui_text(gui_format(
        "Hint: %s (keyboard), %s (gamepad) at the table shows the best play and the value of each "
        "option.",
        InputBindings::key_name(b.key(InputAction::Hint)).c_str(), pad_name(b.button(InputAction::Hint)).c_str()));
    gui_checkbox("Warn before a misplay", &s.warn_misplay);
    record("warn-misplay");
    explain("When you choose a play worse than the best, ask first and show what it costs (in % of the bet).");
    gui_checkbox("Show my skill after each round", &s.show_round_skill);
    record("show-round-skill");
    explain("After each round, a line on the table: how many of your plays were the best, and the EV given away.");
}

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
            gui_coloured(kErrorColour, "There is no folder for your presets (start with --data-dir DIR).");
        } else {
            gui_text("Into " + dir);
            gui_fits("Name", ImGui::GetFontSize() * 16 + ImGui::GetStyle().ItemInnerSpacing.x);
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
            if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
            // A typed name longer than the field scrolls inside it (an edit field's way), drawn inside its frame.
            ImGui::InputText("Name", preset_name_, sizeof preset_name_);
            record("preset-name");
        }
        const std::string file = preset_file_name(preset_name_);
        ImGui::BeginDisabled(dir.empty() || file.empty());
        if (gui_button("Save", ImVec2(ImGui::GetFontSize() * 6, 0))) {
            namespace fs = std::filesystem;
            std::error_code ec;
            fs::create_directories(dir, ec);
            const fs::path path = fs::path(dir) / file;
            Rules rules = active.rules();
            rules.name = preset_name_;
            const auto write_error = files::replace_file(
                path, write_preset_yaml(rules, "Saved from the options menu, based on " + active.preset_path()));
            // The file must load back, through the same loader as every preset, to the very same rules.
            const PresetLoad back = write_error ? PresetLoad{} : load_preset(path.string());
            if (write_error) {
                save_ok_ = false;
                save_message_ = "Not saved: " + *write_error;
            } else if (!back.ok()) {
                save_ok_ = false;
                save_message_ = "Saved, but it does not load back: " +
                                (back.errors.empty() ? std::string("?") : back.errors[0].message());
            } else if (back.preset->rules != rules) {
                save_ok_ = false;
                save_message_ = "Saved, but it loads back to different rules: " + path.string();
            } else {
                save_ok_ = true;
                save_message_ = "Saved and checked: " + path.string();
                // The title lists it from now on (keeping the current selection).
                const std::string selected =
                    ctx_.presets.choices().empty()
                        ? std::string()
                        : ctx_.presets.choices()[static_cast<std::size_t>(ctx_.presets.selected())].path;
                ctx_.presets.scan(selected);
            }
            ImGui::CloseCurrentPopup();
        }
        record("save-confirm");
        ImGui::EndDisabled();
        ImGui::SameLine();
        if (gui_button("Cancel", ImVec2(ImGui::GetFontSize() * 6, 0))) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
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
            computing_ = false;
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
    if (!save_message_.empty())
        h += ImGui::CalcTextSize(save_message_.c_str(), nullptr, false, ImGui::GetContentRegionAvail().x).y +
             style.ItemSpacing.y;
    return h;
}

void OptionsScene::tabs(ActiveRules* active, float footer) {
    // The tabs' labels in their order, measured together before the bar lays them out (the first two need rules).
    constexpr std::array<const char*, 6> kLabels{"Rules", "Trivia", "Display & sound", "Controls", "Coach", "Fairness"};
    gui_tabs_fit(std::span(kLabels).subspan(active ? 0 : 2));
    if (!ImGui::BeginTabBar("tabs")) return;
    int index = 0;
    auto tab = [&](const char* label, const char* id, auto&& body) {
        // LB / RB (handle()) select the tab before or after the one shown.
        const bool select = index++ == wanted_tab_;
        const bool shown = ImGui::BeginTabItem(label, nullptr, select ? ImGuiTabItemFlags_SetSelected : 0);
        // The gamepad's cursor goes to the tab chosen, so Down enters its options, as on a console.
        if (select) focus_last_item();
        record(id);
        if (!shown) return;
        shown_tab_ = index - 1;
        shown_tab_id_ = id;
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
    tab_count_ = index;
    wanted_tab_ = -1;
    ImGui::EndTabBar();
}

void OptionsScene::footer(ActiveRules* active) {
    if (active) {
        if (gui_button("Save as preset...")) {
            save_message_.clear();
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
    if (!save_message_.empty()) gui_coloured(save_ok_ ? kGoodColour : kErrorColour, save_message_);
}

}  // namespace bjt::game
