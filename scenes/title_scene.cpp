#include "scenes/title_scene.h"

#include <cmath>
#include <filesystem>

#include "render/painter.h"
#include "render/palette.h"
#include "scenes/betting_scene.h"
#include "scenes/options_scene.h"
#include "scenes/scene_stack.h"
#include "session/active_rules.h"
#include "session/preset_catalog.h"
#include "session/session.h"
#include "questions/question_source.h"
#include "ui/panel.h"
#include "view/table_view.h"

namespace bjt::game {

namespace {
std::string preset_id(const PresetChoice& c) {
    return "preset-" + std::filesystem::path(c.path).stem().string();
}
}  // namespace

TitleScene::TitleScene(GameContext& ctx) : ctx_(ctx) { layout(); }

void TitleScene::layout() {
    buttons_.clear();
    const auto& choices = ctx_.presets.choices();
    for (std::size_t i = 0; i < choices.size(); ++i) {
        Button b;
        b.id = preset_id(choices[i]);
        b.label = choices[i].label + (choices[i].user ? "  (yours)" : "");
        b.rect = {200, 190 + 58 * static_cast<float>(i), 400, 48};
        b.text_size = 20;
        if (static_cast<int>(i) == ctx_.presets.selected()) b.tint = Color{120, 92, 24, 255};
        buttons_.add(std::move(b));
    }
    buttons_.add({"play", "PLAY", "Enter", "A", {700, 190, 380, 86}, true, Color{30, 110, 60, 255}, 30});
    buttons_.add({"options", "Options", "O", "Start", {700, 292, 380, 64}, true, std::nullopt, 22});
    buttons_.add({"quit", "Quit", "Esc", "", {700, 372, 380, 64}, true, std::nullopt, 22});
    buttons_.focus("play");
    // The selected preset becomes the one the options menu edits (and the preview shows).
    const int selected = ctx_.presets.selected();
    if (selected >= 0 && selected < static_cast<int>(choices.size())) {
        const PresetChoice& c = choices[static_cast<std::size_t>(selected)];
        ctx_.session.choose_preset(c.path, c.label);
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
    if (!active.preset_loaded() || !active.preset_errors().empty()) {
        std::string error;
        for (const PresetError& e : active.preset_errors()) error += e.message() + "\n";
        error_ = "Cannot load this preset:\n" + error;
        return false;
    }
    if (active.rules().trivia && ctx_.questions.size() == 0) {
        error_ = "No trivia questions were found (assets/trivia): this preset needs them.";
        return false;
    }
    ctx_.session.start();
    ctx_.scenes.replace(std::make_unique<BettingScene>(ctx_));
    return true;
}

void TitleScene::press(const std::string& id) {
    if (id == "play") {
        play();
    } else if (id == "options") {
        ctx_.scenes.push(std::make_unique<OptionsScene>(ctx_));
    } else if (id == "quit") {
        ctx_.scenes.quit();
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
    if (auto id = buttons_.handle(e)) {
        press(*id);
        return true;
    }
    if (e.is(InputAction::Options)) {
        press("options");
        return true;
    }
    if (e.is(InputAction::Back) && e.device == InputDevice::Keyboard) {
        press("quit");
        return true;
    }
    return e.pointer();
}

void TitleScene::update(float dt) { time_ += dt; }

bool TitleScene::busy() const { return !ctx_.questions.loaded(); }

std::optional<Point> TitleScene::find_button(std::string_view id) const {
    return buttons_.center_of(id);
}

void TitleScene::draw(Painter& p) {
    p.felt();
    p.text("BLACKJACK TRIVIA", {640, 48}, 64, palette::kGold, Align::Center, FontFace::SansBold);
    p.text("Every hit is earned with a right answer", {640, 128}, 22, palette::kFeltText, Align::Center);
    draw_panel(p, {180, 170, 440, 58 * static_cast<float>(std::max<std::size_t>(1, ctx_.presets.choices().size())) + 22});
    buttons_.draw(p);

    // What the selected preset's felt says, as a preview.
    const auto& choices = ctx_.presets.choices();
    if (choices.empty()) {
        p.text("No presets found (config/presets).", {640, 460}, 20, palette::kLose, Align::Center);
    } else if (error_.empty()) {
        const Rect info{700, 440, 380, 150};
        draw_panel(p, info);
        const PresetChoice& c = choices[static_cast<std::size_t>(ctx_.presets.selected())];
        p.text(c.label, {info.x + 20, info.y + 14}, 22, palette::kGold, Align::Left, FontFace::SansBold);
        const ActiveRules* active = ctx_.session.active_rules();
        if (const Rules* rules = active && active->preset_loaded() ? &active->rules() : nullptr) {
            float y = info.y + 52;
            for (const std::string& line : TableView::felt_lines(*rules)) {
                p.text(line, {info.x + 20, y}, 14, palette::kFeltText);
                y += 22;
            }
            p.text(std::to_string(rules->decks) + (rules->decks == 1 ? " deck" : " decks") +
                       (rules->trivia ? ", trivia on" : ", no trivia"),
                   {info.x + 20, y}, 14, palette::kMuted);
        }
    }
    if (!error_.empty()) p.wrapped_text(error_, {660, 440, 460, 200}, 16, palette::kLose);
    p.text(ctx_.questions.loaded() ? "Questions in the bank: " + std::to_string(ctx_.questions.size())
                                   : std::string("Loading the questions..."),
           {640, 680}, 14, palette::kMuted, Align::Center);
}

}  // namespace bjt::game
