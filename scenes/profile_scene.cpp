#include "scenes/profile_scene.h"

#include "game/audio/sound_bank.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/session/active_rules.h"
#include "game/session/preset_catalog.h"
#include "game/session/session.h"
#include "game/ui/money_text.h"
#include "game/ui/panel.h"

namespace bjt::game {

namespace {
constexpr Rect kListPanel{50, 104, 540, 576};
constexpr Rect kNewPanel{620, 104, 610, 576};
constexpr Rect kField{650, 164, 550, 54};
constexpr float kKey = 47, kKeyStep = 55;
constexpr const char* kSymbols = "'-._";

std::string preset_label(const PresetCatalog& presets, const std::string& key) {
    const int i = presets.index_of(key);
    return i >= 0 ? presets.choices()[static_cast<std::size_t>(i)].label : key;
}

// The key id of a character ("key-A", "key-7", "key-'").
std::string key_id(char c) { return std::string("key-") + c; }
}  // namespace

ProfileScene::ProfileScene(GameContext& ctx) : ctx_(ctx) {
    profiles_ = ctx_.saves.profiles();
    layout();
    // The current profile first under the focus ring: Enter / A on arrival keeps things as they are.
    for (std::size_t i = 0; i < profiles_.size() && static_cast<int>(i) < kListed; ++i)
        if (profiles_[i].id == ctx_.saves.current().id) buttons_.focus("profile-" + std::to_string(i + 1));
}

void ProfileScene::layout() {
    const std::string focused = buttons_.focused();
    buttons_.clear();
    for (std::size_t i = 0; i < profiles_.size() && static_cast<int>(i) < kListed; ++i) {
        Button b;
        b.id = "profile-" + std::to_string(i + 1);
        b.label = "";  // drawn by draw(): name on the left, bank on the right
        b.rect = {kListPanel.x + 24, kListPanel.y + 64 + 60 * static_cast<float>(i), kListPanel.w - 48, 52};
        if (profiles_[i].id == ctx_.saves.current().id) b.tint = palette::kChosen;
        buttons_.add(std::move(b));
    }
    // The letter keys: A-J, K-T, U-Z and four symbols, 0-9.
    std::string rows[4] = {"ABCDEFGHIJ", "KLMNOPQRST", std::string("UVWXYZ") + kSymbols, "0123456789"};
    for (int r = 0; r < 4; ++r)
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            char ch = rows[r][c];
            if (lower_case_ && ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
            Button b;
            b.id = key_id(rows[r][c]);
            b.label = std::string(1, ch);
            b.rect = {kField.x + 2 + kKeyStep * static_cast<float>(c), 262 + kKeyStep * static_cast<float>(r), kKey,
                      kKey};
            b.text_size = 20;
            buttons_.add(std::move(b));
        }
    const float y = 262 + kKeyStep * 4;
    buttons_.add(
        {"key-case", lower_case_ ? "ABC" : "abc", "", "", {kField.x + 2, y, 102, kKey}, true, std::nullopt, 18});
    buttons_.add({"key-space", "Space", "", "", {kField.x + 2 + 110, y, 212, kKey}, true, std::nullopt, 18});
    buttons_.add({"key-erase", "Delete", "", "", {kField.x + 2 + 330, y, 212, kKey}, true, std::nullopt, 18});
    const bool named = SaveGame::name_is_valid(typed_);
    buttons_.add(
        {"create", "Create player", "Enter", "", {kField.x, 574, 268, 64}, named, Color{30, 110, 60, 255}, 20});
    buttons_.add({"rename",
                  "Rename " + ctx_.saves.current().name,
                  "",
                  "",
                  {kField.x + 282, 574, 268, 64},
                  named,
                  std::nullopt,
                  17});
    buttons_.add({"back", "Back", "Esc", "B", {kListPanel.x + 24, 612, 160, 56}, true, std::nullopt, 20});
    if (!focused.empty()) buttons_.focus(focused);
}

void ProfileScene::type_text(std::string_view text) {
    for (char c : text) {
        if (static_cast<unsigned char>(c) < 0x20) continue;  // no control characters in a name
        if (typed_.size() >= SaveGame::kMaxNameBytes) break;
        typed_ += c;
    }
    error_.clear();
    caret_time_ = 0;
    layout();
}

void ProfileScene::erase_text() {
    // One whole character: drop UTF-8 continuation bytes along with their lead byte.
    while (!typed_.empty() && (static_cast<unsigned char>(typed_.back()) & 0xC0) == 0x80) typed_.pop_back();
    if (!typed_.empty()) typed_.pop_back();
    error_.clear();
    caret_time_ = 0;
    layout();
}

void ProfileScene::close() {
    if (closing_) return;
    closing_ = true;
    ctx_.scenes.pop();
}

void ProfileScene::choose(const storage::Profile& p) {
    if (!ctx_.saves.select(p.id)) {
        error_ = "That player could not be loaded.";
        return;
    }
    // The profile's preset is selected on the title, its options go over that preset's rules.
    if (const int i = ctx_.presets.index_of(p.preset); i >= 0) {
        ctx_.presets.select(i);
        const PresetChoice& c = ctx_.presets.choices()[static_cast<std::size_t>(i)];
        ctx_.session.choose_preset(c.path, c.label);
    }
    ctx_.session.restore_profile_options();
    ctx_.sound.play(Sound::Button);
    close();
}

void ProfileScene::create() {
    // A new player starts on the preset the title shows, at its starting bank.
    const int i = ctx_.presets.selected();
    std::string preset = "trivia";
    Rules rules;
    if (i >= 0 && i < static_cast<int>(ctx_.presets.choices().size())) {
        preset = ctx_.presets.choices()[static_cast<std::size_t>(i)].key();
        if (const ActiveRules* active = ctx_.session.active_rules(); active && active->preset_loaded())
            rules = active->rules();
    }
    const Result<> made = ctx_.saves.create(typed_, preset, rules);
    error_ = made.error();
    if (!made) return;
    ctx_.session.restore_profile_options();
    ctx_.sound.play(Sound::Button);
    close();
}

void ProfileScene::rename() {
    const Result<> renamed = ctx_.saves.rename(ctx_.saves.current().id, typed_);
    error_ = renamed.error();
    if (!renamed) return;
    typed_.clear();
    profiles_ = ctx_.saves.profiles();
    layout();
}

void ProfileScene::press(const std::string& id) {
    if (id == "back") return close();
    if (id == "create") return create();
    if (id == "rename") return rename();
    if (id == "key-case") {
        lower_case_ = !lower_case_;
        return layout();
    }
    if (id == "key-space") return type_text(" ");
    if (id == "key-erase") return erase_text();
    if (id.rfind("key-", 0) == 0 && id.size() == 5) {
        char c = id[4];
        if (lower_case_ && c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        return type_text(std::string(1, c));
    }
    if (id.rfind("profile-", 0) == 0) {
        const std::size_t i = std::stoul(id.substr(8)) - 1;
        if (i < profiles_.size()) choose(profiles_[i]);
    }
}

bool ProfileScene::handle(const InputEvent& e) {
    // The keyboard types the name: Enter makes the player, Esc goes back. (The gamepad's A presses the
    // focused key or button; its B goes back.)
    if (e.device == InputDevice::Keyboard && e.is(InputAction::Confirm) && !typed_.empty()) {
        create();
        return true;
    }
    if (e.is(InputAction::Back)) {
        close();
        return true;
    }
    if (auto id = buttons_.handle(e)) {
        press(*id);
        return true;
    }
    return true;  // modal, and letters typed here are not the table's shortcuts
}

void ProfileScene::draw(Painter& p) {
    p.felt();
    // The headings, the field's hint, "and N more" and the name's byte count are fixed words or short numbers in
    // boxes made for them; names, banks, presets and errors are fitted (text_in, text_line).
    p.text("PLAYERS", {640, 30}, 44, palette::kGold, Align::Center, FontFace::SansBold);

    draw_panel(p, kListPanel);
    draw_panel(p, kNewPanel);
    p.text("Choose who plays", {kListPanel.x + 24, kListPanel.y + 20}, 22, palette::kGold, Align::Left,
           FontFace::SansBold);
    buttons_.draw(p);
    for (std::size_t i = 0; i < profiles_.size() && static_cast<int>(i) < kListed; ++i) {
        const storage::Profile& pr = profiles_[i];
        const Button* b = buttons_.find("profile-" + std::to_string(i + 1));
        if (!b) continue;
        // The name takes what the bank leaves (a name may be 32 characters).
        const std::string bank = money_text(pr.bank, SaveGame::preset_units(pr.preset));
        const float name_w = b->rect.w - 32 - p.text_width(bank, 20, FontFace::SansBold) - 14;
        p.text_in(pr.name, {b->rect.x + 16, b->rect.y + 5, name_w, 25},
                  {.size = 20, .color = palette::kWhite, .face = FontFace::SansBold, .min_size = 11, .max_lines = 1});
        // The preset the player last played (a player's preset may have a long name) under the name, the bank
        // in the room measured for it.
        p.text_line(preset_label(ctx_.presets, pr.preset), {b->rect.x + 16, b->rect.y + 30}, b->rect.w - 32,
                    {.size = 13, .color = palette::kMuted, .min_size = 9});
        p.text_line(bank, {b->rect.x + b->rect.w - 16, b->rect.y + 14}, b->rect.w - 32 - name_w,
                    {.size = 20, .color = palette::kGold, .align = Align::Right, .face = FontFace::SansBold});
    }
    if (profiles_.size() > static_cast<std::size_t>(kListed))
        p.text("and " + std::to_string(profiles_.size() - kListed) + " more, played longer ago",
               {kListPanel.x + 24, kListPanel.y + 64 + 60 * kListed}, 14, palette::kMuted);

    p.text("New player", {kNewPanel.x + 30, kNewPanel.y + 20}, 22, palette::kGold, Align::Left, FontFace::SansBold);
    p.fill_rounded(kField, 10, Color{0, 0, 0, 150});
    p.outline_rounded(kField, 10, 2, palette::kPanelBorder);
    const bool caret_on = static_cast<int>(caret_time_ * 2) % 2 == 0;
    if (typed_.empty()) {
        p.text("Type a name, or spell it below", {kField.x + 16, kField.y + 14}, 20, palette::kMuted);
        if (caret_on) p.fill({kField.x + 14, kField.y + 12, 2, 30}, palette::kWhite);
    } else {
        const Rect shown = p.text_in(typed_, {kField.x + 16, kField.y + 10, kField.w - 36, 34},
                                     {.size = 24,
                                      .color = palette::kWhite,
                                      .face = FontFace::SansBold,
                                      .min_size = 12,
                                      .max_lines = 1,
                                      .middle = true});
        if (caret_on) p.fill({shown.x + shown.w + 3, kField.y + 12, 2, 30}, palette::kWhite);
    }
    if (!error_.empty())
        p.text_in(error_, {kField.x, kField.y + kField.h + 10, kField.w, 40}, {.size = 15, .color = palette::kLose});
    else
        p.text(std::to_string(typed_.size()) + " / " + std::to_string(SaveGame::kMaxNameBytes),
               {kField.x + kField.w, kField.y + kField.h + 10}, 13, palette::kMuted, Align::Right);
}

}  // namespace bjt::game
