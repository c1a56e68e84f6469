#include "scenes/prediction_scene.h"

#include <algorithm>

#include "game/audio/sound_bank.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/scene/scene_stack.h"
#include "game/session/session.h"
#include "game/ui/money_text.h"
#include "game/ui/panel.h"

namespace bjt::game {

namespace {
constexpr Rect kPanel{900, 250, 360, 450};
constexpr int kMinValue = 2;
constexpr int kMaxValue = 60;  // the engine's accepted range
}  // namespace

PredictionScene::PredictionScene(GameContext& ctx) : ctx_(ctx) { layout(); }

void PredictionScene::layout() {
    const std::string focused = buttons_.focused();
    buttons_.clear();
    const float x = kPanel.x + 20;
    const std::optional<Color> on = Color{150, 110, 30, 255};
    const bool player = chosen_winner_ && prediction_.winner == Winner::Player;
    const bool dealer = chosen_winner_ && prediction_.winner == Winner::Dealer;
    buttons_.add(
        {"winner-player", "Player", "", "", {x, kPanel.y + 86, 155, 48}, true, player ? on : std::nullopt, 20});
    buttons_.add(
        {"winner-dealer", "Dealer", "", "", {x + 165, kPanel.y + 86, 155, 48}, true, dealer ? on : std::nullopt, 20});
    buttons_.add({"player-minus",
                  "-",
                  "",
                  "",
                  {x, kPanel.y + 184, 60, 48},
                  prediction_.player_value > kMinValue,
                  std::nullopt,
                  26});
    buttons_.add({"player-plus",
                  "+",
                  "",
                  "",
                  {x + 260, kPanel.y + 184, 60, 48},
                  prediction_.player_value < kMaxValue,
                  std::nullopt,
                  26});
    buttons_.add({"dealer-minus",
                  "-",
                  "",
                  "",
                  {x, kPanel.y + 282, 60, 48},
                  prediction_.dealer_value > kMinValue,
                  std::nullopt,
                  26});
    buttons_.add({"dealer-plus",
                  "+",
                  "",
                  "",
                  {x + 260, kPanel.y + 282, 60, 48},
                  prediction_.dealer_value < kMaxValue,
                  std::nullopt,
                  26});
    buttons_.add({"place",
                  "Place the bets",
                  "Enter",
                  "A",
                  {x, kPanel.y + 356, 320, 72},
                  chosen_winner_,
                  Color{30, 110, 60, 255},
                  22});
    buttons_.focus(focused.empty() ? "winner-player" : focused);
}

void PredictionScene::press(const std::string& id) {
    if (done_) return;
    if (id == "winner-player" || id == "winner-dealer") {
        prediction_.winner = id == "winner-player" ? Winner::Player : Winner::Dealer;
        chosen_winner_ = true;
    }
    if (id == "player-minus") prediction_.player_value = std::max(kMinValue, prediction_.player_value - 1);
    if (id == "player-plus") prediction_.player_value = std::min(kMaxValue, prediction_.player_value + 1);
    if (id == "dealer-minus") prediction_.dealer_value = std::max(kMinValue, prediction_.dealer_value - 1);
    if (id == "dealer-plus") prediction_.dealer_value = std::min(kMaxValue, prediction_.dealer_value + 1);
    if (id == "place" && chosen_winner_) {
        if (ctx_.session.predict(prediction_)) {
            done_ = true;
            ctx_.scenes.pop();
        }
    }
    ctx_.sound.play(Sound::Button);
    layout();
}

bool PredictionScene::handle(const InputEvent& e) {
    if (auto id = buttons_.handle(e)) {
        press(*id);
        return true;
    }
    return e.pointer() || e.is(InputAction::Confirm);
}

void PredictionScene::update(float) {}

std::optional<Point> PredictionScene::find_button(std::string_view id) const { return buttons_.center_of(id); }

void PredictionScene::draw(Painter& p) {
    draw_panel(p, kPanel);
    const float x = kPanel.x + 20;
    const Rules& r = ctx_.session.rules();
    const float w = kPanel.w - 40;
    const Painter::BoxText heading{.size = 16, .color = palette::kWhite, .face = FontFace::SansBold, .max_lines = 1};
    const Painter::BoxText value{
        .size = 32, .color = palette::kGold, .align = Align::Center, .face = FontFace::SansBold, .max_lines = 1};
    p.text_in(
        "YOUR THREE BETS", {x, kPanel.y + 12, w, 28},
        {.size = 22, .color = palette::kGold, .align = Align::Center, .face = FontFace::SansBold, .max_lines = 1});
    p.text_in(
        money_text(r.three_bets_stake, r.units) + " each; a right bet wins " + money_text(r.three_bets_win, r.units),
        {x, kPanel.y + 42, w, 20}, {.size = 14, .color = palette::kFeltText, .align = Align::Center});
    p.text_in("Who wins?", {x, kPanel.y + 64, w, 22}, heading);
    p.text_in("Your value", {x, kPanel.y + 160, w, 22}, heading);
    // Between the minus and plus buttons.
    p.text_in(std::to_string(prediction_.player_value), {x + 100, kPanel.y + 188, 120, 42}, value);
    p.text_in("The dealer's value", {x, kPanel.y + 258, w, 22}, heading);
    p.text_in(std::to_string(prediction_.dealer_value), {x + 100, kPanel.y + 286, 120, 42}, value);
    buttons_.draw(p);
}

}  // namespace bjt::game
