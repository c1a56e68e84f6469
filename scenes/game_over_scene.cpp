#include "scenes/game_over_scene.h"

#include <algorithm>

#include "game/audio/sound_bank.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/session/session.h"
#include "game/ui/money_text.h"
#include "game/ui/panel.h"
#include "game/view/table_stage.h"
#include "scenes/betting_scene.h"
#include "scenes/title_scene.h"

namespace bjt::game {

bool GameOverScene::offers_play_again(const std::string& message) { return !message.empty() && message.back() == '?'; }

GameOverScene::GameOverScene(GameContext& ctx) : ctx_(ctx) {
    if (offers_play_again(ctx_.session.rules().game_over_message)) {
        buttons_.add({"play-again", "Yes", "Enter", "A", {420, 470, 210, 70}, true, Color{30, 110, 60, 255}, 24});
        buttons_.add({"title", "No", "Esc", "B", {650, 470, 210, 70}, true, std::nullopt, 24});
        buttons_.focus("play-again");
    } else {
        buttons_.add({"title", "Title screen", "Enter", "A", {535, 470, 210, 70}, true, Color{30, 110, 60, 255}, 22});
        buttons_.focus("title");
    }
    // The run's rounds since it began, over every sitting (the session counts only this one's). A save that
    // cannot be read leaves the line out rather than show a wrong count.
    if (const Result<int> rounds = ctx_.saves.run_rounds(ctx_.saves.current().id))
        rounds_played_ = std::to_string(rounds.value());
    ctx_.sound.play(Sound::Lose);
}

bool GameOverScene::handle(const InputEvent& e) {
    auto id = buttons_.handle(e);
    if (!id && e.is(InputAction::Back)) id = "title";
    if (!id) return e.pointer();
    if (*id == "play-again") {
        // The new run is saved (a journal entry) before the table shows the starting bank.
        if (!ctx_.session.new_run()) {
            ctx_.scenes.clear_and_push(std::make_unique<TitleScene>(ctx_));  // the title shows why
            return true;
        }
        ctx_.scenes.replace(std::make_unique<BettingScene>(ctx_));
    } else if (*id == "title") {
        ctx_.session.leave_table();
        ctx_.scenes.clear_and_push(std::make_unique<TitleScene>(ctx_));
    }
    return true;
}

std::optional<Point> GameOverScene::find_button(std::string_view id) const { return buttons_.center_of(id); }

std::string GameOverScene::observe(std::string_view what) const {
    return what == "rounds-played" ? rounds_played_ : "?";
}

void GameOverScene::draw(Painter& p) {
    ctx_.stage.view().draw_felt(p);
    draw_shade(p, 0.8f);
    const float appear = std::min(1.0f, time_ / 0.5f);
    const Rect panel{340, 150, 600, 420};
    draw_panel(p, panel);
    const Seat& mine = ctx_.session.my_seat();
    const Rules& r = ctx_.session.rules();
    // Each line in its own row of the panel: the preset's message (its own words, any length) wraps and shrinks.
    const auto row = [&panel](float y, float h) { return Rect{panel.x + 24, panel.y + y, panel.w - 48, h}; };
    p.text_in(r.game_over_message, row(24, 100),
              {.size = 60 + 8 * (1 - appear),
               .color = palette::kGold.with_alpha(appear),
               .align = Align::Center,
               .face = FontFace::SansBold,
               .min_size = 26,
               .middle = true});
    std::string why;
    if (r.trivia && mine.credits <= 0)
        why = "No trivia credits left";
    else
        why = "The bank cannot cover the table minimum";
    p.text_in(why, row(136, 34), {.size = 22, .color = palette::kFeltText, .align = Align::Center});
    const std::string bank = money_text(mine.bank, r.units);
    p.text_in("Final bank " + bank, row(186, 36),
              {.size = 24, .color = palette::kWhite, .align = Align::Center, .face = FontFace::SansBold});
    if (!rounds_played_.empty())
        p.text_in("Rounds played: " + rounds_played_, row(230, 30),
                  {.size = 20, .color = palette::kMuted, .align = Align::Center});
    if (!offers_play_again(r.game_over_message))
        p.text_in("The next game starts at " + money_text(r.starting_bank, r.units) + ".", row(264, 28),
                  {.size = 18, .color = palette::kMuted, .align = Align::Center});
    buttons_.draw(p);
}

}  // namespace bjt::game
