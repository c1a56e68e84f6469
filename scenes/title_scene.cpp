#include "scenes/title_scene.h"

#include "scenes/table_seats_scene.h"

#include <algorithm>
#include <cmath>

#include "engine/install/version.h"
#include "engine/presets/preset_loader.h"
#include "game/input/input_bindings.h"
#include "game/questions/question_source.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/session/active_rules.h"
#include "game/session/preset_catalog.h"
#include "game/session/session.h"
#include "game/settings/settings.h"
#include "game/ui/money_text.h"
#include "game/ui/panel.h"
#include "game/view/table_guide.h"
#include "game/view/table_words.h"
#include "scenes/betting_scene.h"
#include "scenes/history_scene.h"
#include "scenes/how_to_play_scene.h"
#include "scenes/leaderboard_scene.h"
#include "scenes/options_scene.h"
#include "scenes/profile_scene.h"
#include "scenes/stats_scene.h"
#include "scenes/table_guide_scene.h"

namespace bjt::game {

namespace {
std::string preset_id(const PresetChoice& c) { return "preset-" + c.key(); }

constexpr float kCardTextInset = 18;
constexpr float kCardTagWidth = 80;  // "NO TRIVIA" on the right of a preset card

std::string bank_line(const BankPreview& b, const Rules& rules) {
    std::string s = (b.new_run ? "New run: " : "Your bank here: ") + money_text(b.bank, rules.units);
    if (rules.trivia) s += " \u00b7 " + std::to_string(b.credits) + (b.credits == 1 ? " credit" : " credits");
    return s;
}

// What is wrong with the preset file, one problem a line under a heading; "" when it loaded cleanly.
std::string preset_problems(const ActiveRules& active) {
    if (active.preset_loaded() && active.preset_errors().empty()) return "";
    std::string text = "Cannot load this preset:";
    for (const PresetError& e : active.preset_errors()) text += "\n" + e.message();
    return text;
}
}  // namespace

TitleScene::TitleScene(GameContext& ctx) : ctx_(ctx) { layout(); }

void TitleScene::layout() {
    buttons_.clear();
    const auto& choices = ctx_.presets.choices();
    for (std::size_t i = 0; i < choices.size(); ++i) {
        Button b;
        b.id = preset_id(choices[i]);  // no label: draw_preset_cards() writes the name and the bank line
        b.rect = {200, 190 + 58 * static_cast<float>(i), 400, 48};
        b.text_size = 20;
        if (static_cast<int>(i) == ctx_.presets.selected()) b.tint = palette::kChosen;
        buttons_.add(std::move(b));
    }
    buttons_.add({"players", "", "", "", {700, 160, 380, 64}, true, Color{24, 40, 34, 235}, 20});
    buttons_.add({"play", "PLAY", "Enter", "A", {700, 236, 380, 80}, true, Color{30, 110, 60, 255}, 30});
    buttons_.add({"stats", "Stats", "", "", {700, 328, 90, 52}, true, std::nullopt, 18});
    buttons_.add({"history", "History", "", "", {795, 328, 90, 52}, true, std::nullopt, 18});
    buttons_.add({"options", "Options", "O", "Start", {895, 328, 185, 52}, true, std::nullopt, 20});
    buttons_.focus("play");
    // The selected preset becomes the one the options menu edits (and the preview shows).
    bool leaderboard = false;
    const int selected = ctx_.presets.selected();
    if (selected >= 0 && selected < static_cast<int>(choices.size())) {
        const PresetChoice& c = choices[static_cast<std::size_t>(selected)];
        const ActiveRules& active = ctx_.session.choose_preset(c.path, c.label);
        // A broken file (a --preset FILE, an edit) says so at once, not only when PLAY is pressed.
        error_ = preset_problems(active);
        leaderboard = active.preset_loaded() && active.rules().leaderboard;
        if (leaderboard)
            buttons_.add({"leaderboard", "Leaderboard", "", "", {700, 392, 185, 52}, true, std::nullopt, 18});
    }
    // Quit shares its row with the leaderboard when the preset has one, else takes the whole row.
    buttons_.add({"quit", "Quit", "Esc", "", leaderboard ? Rect{895, 392, 185, 52} : Rect{700, 392, 380, 52}, true,
                  std::nullopt, 20});
    buttons_.add({.id = "several", .label = "Table for several", .rect = {700, 456, 380, 52}, .text_size = 20});
    add_guide_button();
    preview_banks();
}

// Under the preset cards: "How to play" (the walkthrough at a practice table) and "How Classic works" (the
// selected preset's table guide: G, gamepad RS as bound).
void TitleScene::add_guide_button() {
    const auto& choices = ctx_.presets.choices();
    const int selected = ctx_.presets.selected();
    if (selected < 0 || selected >= static_cast<int>(choices.size())) return;
    const ActiveRules* active = ctx_.session.active_rules();
    const float below_cards = 170 + 58 * static_cast<float>(choices.size()) + 22 + 14;
    const float y = std::min(below_cards, 720.0f - 72);
    const bool loaded = active && active->preset_loaded();
    buttons_.add(
        {.id = "how-to-play", .label = "How to play", .rect = {200, y, 150, 62}, .enabled = loaded, .text_size = 20});
    // A user preset's long name ("Maximilian Featherstonehaugh's Friday Night ...") would not fit beside How to play.
    const std::string& name = choices[static_cast<std::size_t>(selected)].label;
    buttons_.add({.id = "guide",
                  .label = name.size() <= 16 ? "How " + name + " works" : "How this table works",
                  .key = InputBindings::key_glyph(ctx_.settings.bindings.key(InputAction::Guide)),
                  .pad = InputBindings::button_glyph(ctx_.settings.bindings.button(InputAction::Guide)),
                  .rect = {360, y, 240, 62},
                  .enabled = loaded,
                  .text_size = 18});
}

void TitleScene::preview_banks() {
    const auto& choices = ctx_.presets.choices();
    const int selected = ctx_.presets.selected();
    preset_banks_.assign(choices.size(), "");
    preset_trivia_.assign(choices.size(), false);
    profile_bank_.clear();
    new_run_note_.clear();
    for (std::size_t i = 0; i < choices.size(); ++i) {
        const PresetChoice& c = choices[i];
        // The selected preset with the player's options (the rules PLAY sits down with); others as their file says.
        const ActiveRules* active = ctx_.session.active_rules();
        std::optional<Rules> rules;
        if (static_cast<int>(i) == selected && active && active->preset_loaded()) {
            rules = active->rules();
        } else if (PresetLoad load = load_preset(c.path); load.preset) {
            rules = load.preset->rules;
        }
        if (!rules) continue;  // a broken file: PLAY says why
        const BankPreview b = ctx_.saves.next_bank(c.key(), *rules);
        preset_banks_[i] = bank_line(b, *rules);
        preset_trivia_[i] = rules->trivia;
        // Heard as it is read: the card's name, its bank line, and whether it is the one PLAY sits down at.
        if (Button* card = buttons_.find(preset_id(c)))
            card->spoken = c.label + ": " + preset_banks_[i] + (static_cast<int>(i) == selected ? ", chosen" : "");
        if (static_cast<int>(i) != selected) continue;
        profile_bank_ = money_text(b.bank, rules->units);
        const storage::Profile& me = ctx_.saves.current();
        if (Button* card = buttons_.find("players"))
            card->spoken = "Player " + me.name + ", " + profile_bank_ + ", change player";
        if (b.run_over)
            new_run_note_ = "The last run of " + me.name + " at " + c.label + " is over: PLAY starts a new one.";
    }
}

void TitleScene::on_top() {
    ctx_.saves.refresh();
    const std::string focused = buttons_.focused();
    layout();
    buttons_.focus(focused);
    if (!ctx_.saves.notices().empty()) {
        notices_.show(ctx_.saves.notices());
        ctx_.saves.dismiss_notices();
    }
}

bool TitleScene::play() {
    const int i = ctx_.presets.selected();
    if (i < 0 || i >= static_cast<int>(ctx_.presets.choices().size())) {
        error_ = "Cannot load this preset:\nno such preset";
        return false;
    }
    const PresetChoice& choice = ctx_.presets.choices()[static_cast<std::size_t>(i)];
    // The rules come from ActiveRules: the preset as it is on disk now, plus the options menu's changes.
    ActiveRules& active = ctx_.session.choose_preset(choice.path, choice.label);
    active.poll();  // edited since it was selected?
    if (error_ = preset_problems(active); !error_.empty()) return false;
    if (active.rules().trivia && ctx_.questions.size() == 0) {
        error_ = "No trivia questions were found (assets/trivia): this preset needs them.";
        return false;
    }
    // The player sits down with the saved bank; from here every change of money is saved as it happens.
    if (!ctx_.session.sit_down(choice.key())) {
        on_top();  // the notice says why
        return false;
    }
    if (active.rules().trivia) ctx_.questions.restore_asked(ctx_.saves.current().asked_questions);
    leaving_ = true;
    ctx_.scenes.replace(std::make_unique<BettingScene>(ctx_));
    return true;
}

void TitleScene::press(const std::string& id) {
    if (id == "play") {
        ctx_.session.plan_seats({});  // PLAY seats the player alone
        play();
    } else if (id == "several") {
        const ActiveRules* active = ctx_.session.active_rules();
        const int max_seats = active && active->preset_loaded() ? active->rules().max_seats : 1;
        ctx_.scenes.push(std::make_unique<TableSeatsScene>(ctx_, max_seats, [this] { return play(); }));
    } else if (id == "options") {
        ctx_.scenes.push(std::make_unique<OptionsScene>(ctx_));
    } else if (id == "players") {
        ctx_.scenes.push(std::make_unique<ProfileScene>(ctx_));
    } else if (id == "stats") {
        ctx_.scenes.push(std::make_unique<StatsScene>(ctx_));
    } else if (id == "history") {
        ctx_.scenes.push(std::make_unique<HistoryScene>(ctx_));
    } else if (id == "leaderboard") {
        const PresetChoice& c = ctx_.presets.choices()[static_cast<std::size_t>(ctx_.presets.selected())];
        const ActiveRules* active = ctx_.session.active_rules();
        ctx_.scenes.push(std::make_unique<LeaderboardScene>(
            ctx_, c.key(), c.label, active ? active->rules().units : Units::Points, std::nullopt));
    } else if (id == "guide") {
        if (const ActiveRules* active = ctx_.session.active_rules(); active && active->preset_loaded())
            ctx_.scenes.push(std::make_unique<TableGuideScene>(ctx_, active->rules()));
    } else if (id == "how-to-play") {
        open_how_to_play();
    } else if (id == "quit") {
        // One key from leaving the game: ask first (Enter / A quits, Esc / B stays).
        confirm_.show("Quit the game?", {"confirm-quit", "Quit"}, {"stay", "Stay"});
    } else {
        const auto& choices = ctx_.presets.choices();
        for (std::size_t i = 0; i < choices.size(); ++i)
            if (preset_id(choices[i]) == id) {
                ctx_.presets.select(static_cast<int>(i));
                error_.clear();
                const std::string focused = buttons_.focused();
                layout();
                buttons_.focus(focused);
            }
    }
}

bool TitleScene::handle(const InputEvent& e) {
    bool closed = false;
    if (notices_.handle(e, closed)) return true;
    if (confirm_.open()) {
        if (confirm_.handle(e) == "confirm-quit") ctx_.scenes.quit();
        return true;
    }
    // Until the player steers the focus ring, Enter / gamepad A play, as PLAY's badge says (a click on a preset's
    // card must not leave a hidden focus there to take the Enter).
    if (e.is(InputAction::Confirm) && !buttons_.focus_shown()) {
        press("play");
        return true;
    }
    if (auto id = buttons_.handle(e)) {
        press(*id);
        return true;
    }
    if (e.is(InputAction::Options)) {
        press("options");
        return true;
    }
    if (e.is(InputAction::Guide)) {
        press("guide");
        return true;
    }
    if (e.is(InputAction::Back)) {  // Esc or gamepad B
        press("quit");
        return true;
    }
    return e.pointer();
}

void TitleScene::open_how_to_play() {
    auto table = PracticeTable::sit_down(ctx_);
    if (!table) {
        error_ = table.error();
        return;
    }
    ctx_.scenes.push(std::make_unique<HowToPlayScene>(ctx_, std::move(table.value())));
}

// A new profile's first start (the game's first, or a profile made on the players screen) opens How to play by itself
// once the question bank is in and no notice waits; it never opens by itself again (HowToPlayScene marks it seen).
void TitleScene::welcome_new_player() {
    if (!ctx_.welcome || welcomed_profile_ == ctx_.saves.current().id || leaving_ || notices_.open() ||
        confirm_.open() || !ctx_.questions.loaded() || ctx_.scenes.top() != this ||
        ctx_.saves.current().how_to_play_seen)
        return;
    welcomed_profile_ = ctx_.saves.current().id;  // tried once, even if it could not open
    open_how_to_play();
}

void TitleScene::update(float dt) {
    time_ += dt;
    welcome_new_player();
    // What was wrong with the player's question files is known once the bank is in (a worker loads it).
    if (ctx_.questions.loaded())
        if (const std::string problems = ctx_.questions.take_load_messages(); !problems.empty())
            ctx_.saves.add_notice("Some questions could not be used and were left out:\n" + problems);
    if (!leaving_ && !notices_.open() && !ctx_.saves.notices().empty()) {
        notices_.show(ctx_.saves.notices());
        ctx_.saves.dismiss_notices();
    }
}

bool TitleScene::busy() const { return !ctx_.questions.loaded(); }

std::optional<Point> TitleScene::find_button(std::string_view id) const {
    if (notices_.open()) return notices_.find_button(id);
    if (confirm_.open()) return confirm_.find_button(id);
    return buttons_.center_of(id);
}

std::string TitleScene::observe(std::string_view what) const {
    if (what == "notice") return notices_.open() ? "open" : "none";
    if (what == "error-lines") return observe_error_lines();
    if (what == "dialog") return confirm_.open() ? "quit" : "none";
    const auto& choices = ctx_.presets.choices();
    for (std::size_t i = 0; i < choices.size() && i < preset_banks_.size(); ++i)
        if (what == "preset-bank-" + choices[i].key()) return preset_banks_[i];
    return "?";
}

void TitleScene::draw_preset_cards(Painter& p) const {
    const auto& choices = ctx_.presets.choices();
    for (std::size_t i = 0; i < choices.size(); ++i) {
        const Button* b = buttons_.find(preset_id(choices[i]));
        if (!b) continue;
        const float width = b->rect.w - 2 * kCardTextInset;
        const std::string name = choices[i].label + (choices[i].user ? "  (yours)" : "");
        const bool known = i < preset_banks_.size() && !preset_banks_[i].empty();
        const bool selected = static_cast<int>(i) == ctx_.presets.selected();
        // Whether the table asks questions, on the right of the name: most presets have no trivia.
        if (known)
            p.text_in(preset_trivia_[i] ? "TRIVIA" : "NO TRIVIA",
                      {b->rect.x + b->rect.w - kCardTextInset - kCardTagWidth, b->rect.y + 8, kCardTagWidth, 18},
                      {.size = 12,
                       .color = selected            ? palette::kButtonText
                                : preset_trivia_[i] ? palette::kGold
                                                    : palette::kMuted,
                       .align = Align::Right,
                       .face = FontFace::SansBold,
                       .max_lines = 1});
        // Shrunk to fit; a long name of a player's preset (Save as preset... takes 63 characters) on two small lines.
        p.text_in(
            name, {b->rect.x + kCardTextInset, b->rect.y + 3, known ? width - kCardTagWidth - 8 : width, 25},
            {.size = 18, .color = palette::kButtonText, .face = FontFace::SansBold, .min_size = 8, .max_lines = 2});
        if (!known) continue;
        const std::string& line = preset_banks_[i];
        const Color c = selected                        ? palette::kButtonText  // gold on gold
                        : line.rfind("New run", 0) == 0 ? palette::kMuted
                                                        : palette::kGold;
        p.text_in(line, {b->rect.x + kCardTextInset, b->rect.y + 27, width, 19},
                  {.size = 15, .color = c, .min_size = 8, .max_lines = 1});
    }
}

void TitleScene::draw_profile(Painter& p) const {
    const Button* card = buttons_.find("players");
    if (!card) return;
    const storage::Profile& me = ctx_.saves.current();
    // A long name (up to 32 characters) takes the whole first line and the bank moves down beside
    // "Change player"; a short one keeps the bank large on the right. The widest, 32 W's, fits at 9 units.
    const float full_w = card->rect.w - 36;
    const float bank_w = p.text_width(profile_bank_, 24, FontFace::SansBold);
    const bool beside = p.text_width(me.name, 24, FontFace::SansBold) + bank_w + 14 <= full_w;
    p.text_in(me.name, {card->rect.x + 18, card->rect.y + 6, beside ? full_w - bank_w - 14 : full_w, 30},
              {.size = 24, .color = palette::kWhite, .face = FontFace::SansBold, .min_size = 9, .max_lines = 1});
    // Below the name: "Change player" on the left, the bank on the right when the name leaves it no room beside.
    const std::string change = ctx_.saves.saving() ? "Change player" : "Change player  (not saving)";
    const float bank_below_w = beside ? 0 : p.text_width(profile_bank_, 18, FontFace::SansBold);
    p.text_line(change, {card->rect.x + 18, card->rect.y + 38}, full_w - bank_below_w - 12,
                {.size = 14, .color = palette::kMuted, .min_size = 10});
    if (beside)
        p.text_line(profile_bank_, {card->rect.x + card->rect.w - 18, card->rect.y + 18}, bank_w + 1,
                    {.size = 24, .color = palette::kGold, .align = Align::Right, .face = FontFace::SansBold});
    else
        p.text_line(
            profile_bank_, {card->rect.x + card->rect.w - 18, card->rect.y + 37}, full_w / 2,
            {.size = 18, .color = palette::kGold, .align = Align::Right, .face = FontFace::SansBold, .min_size = 11});
    if (!new_run_note_.empty() && error_.empty())
        p.text_in(new_run_note_, {700, 616, 380, 50}, {.size = 14, .color = palette::kMuted, .min_size = 10});
}

// The error's first line is its heading; each further line is one problem, a bullet of its own (wrapped text
// would draw the line breaks as boxes).
void TitleScene::draw_error(Painter& p) const {
    if (error_.empty()) return;
    const Rect box{660, 456, 460, 200};
    float y = box.y;
    for (std::size_t start = 0; start <= error_.size();) {
        const std::size_t end = std::min(error_.find('\n', start), error_.size());
        const std::string_view line = std::string_view(error_).substr(start, end - start);
        if (y > box.y + box.h - 18) {
            // This line and every one after it are left out.
            const auto more = 1 + std::count(error_.begin() + static_cast<std::ptrdiff_t>(start), error_.end(), '\n');
            p.text_line("(" + std::to_string(more) + " more: `bjt validate FILE` lists them all)", {box.x, y}, box.w,
                        {.size = 13, .color = palette::kMuted});
            break;
        }
        if (start == 0) {
            y += p.text_in(line, {box.x, y, box.w, 60},
                           {.size = 16, .color = palette::kLose, .face = FontFace::SansBold})
                     .h;
            y += 6;
        } else {
            p.fill_circle({box.x + 6, y + 9}, 3, palette::kLose);
            y += p.text_in(line, {box.x + 18, y, box.w - 18, box.y + box.h - y}, {.size = 14, .color = palette::kLose})
                     .h +
                 4;
        }
        start = end + 1;
    }
}

std::string TitleScene::observe_error_lines() const {
    if (error_.empty()) return "0";
    return std::to_string(std::count(error_.begin(), error_.end(), '\n'));
}

void TitleScene::draw(Painter& p) {
    p.felt();
    // The game's name, a fixed 16 letters centred in the 1280-unit layout (about 700 units wide): always fits.
    p.text("BLACKJACK TRIVIA", {640, 48}, 64, palette::kGold, Align::Center, FontFace::SansBold);
    // What the selected preset plays: the trivia game's motto only where hits are earned with answers.
    const ActiveRules* selected_rules = ctx_.session.active_rules();
    p.text_in(selected_rules && selected_rules->preset_loaded() ? table_summary(selected_rules->rules())
                                                                : std::string("Choose a table"),
              {180, 126, 920, 30}, {.size = 22, .color = palette::kFeltText, .align = Align::Center, .max_lines = 1});
    draw_panel(p,
               {180, 170, 440, 58 * static_cast<float>(std::max<std::size_t>(1, ctx_.presets.choices().size())) + 22});
    buttons_.draw(p);
    draw_preset_cards(p);

    // What the selected preset's felt says, as a preview.
    const auto& choices = ctx_.presets.choices();
    if (choices.empty()) {
        // A fixed sentence, centred in the layout's width: always fits.
        p.text("No presets found (config/presets).", {640, 460}, 20, palette::kLose, Align::Center);
    } else if (error_.empty()) {
        const Rect info{700, 456, 380, 150};
        draw_panel(p, info);
        const PresetChoice& c = choices[static_cast<std::size_t>(ctx_.presets.selected())];
        // Each line one line of the card, shrunk or cut (and counted) when a player's preset names it long.
        const float width = info.w - 40;
        p.text_in(c.label, {info.x + 20, info.y + 10, width, 40},
                  {.size = 22, .color = palette::kGold, .face = FontFace::SansBold, .min_size = 10, .max_lines = 2});
        const ActiveRules* active = ctx_.session.active_rules();
        if (const Rules* rules = active && active->preset_loaded() ? &active->rules() : nullptr) {
            float y = info.y + 52;
            for (const std::string& line : felt_lines(*rules)) {
                p.text_line(line, {info.x + 20, y}, width, {.size = 14, .color = palette::kFeltText, .min_size = 10});
                y += 22;
            }
            p.text_line(std::to_string(rules->decks) + (rules->decks == 1 ? " deck" : " decks") +
                            (rules->trivia ? ", trivia on" : ", no trivia"),
                        {info.x + 20, y}, width, {.size = 14, .color = palette::kMuted, .min_size = 10});
        }
    }
    draw_error(p);
    draw_profile(p);
    // Fixed short lines (a count, the version) at the foot of the layout: they cannot reach its edges.
    p.text(ctx_.questions.loaded() ? "Questions in the bank: " + std::to_string(ctx_.questions.size())
                                   : std::string("Loading the questions..."),
           {640, 680}, 14, palette::kMuted, Align::Center);
    p.text("v" + std::string(version()), {1264, 698}, 12, palette::kMuted, Align::Right);
    confirm_.draw(p);
    notices_.draw(p);
}

}  // namespace bjt::game
