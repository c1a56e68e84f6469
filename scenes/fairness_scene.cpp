#include "scenes/fairness_scene.h"

#include <cstdint>
#include <string>

#include "game/app/display_control.h"
#include "game/audio/sound_bank.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/scene/scene_stack.h"
#include "game/session/fair_shoes.h"
#include "game/session/session.h"
#include "game/ui/panel.h"

namespace bjt::game {

namespace {
constexpr Rect kPanel{150, 70, 980, 580};
constexpr float kLeft = kPanel.x + 30;
constexpr float kWidth = kPanel.w - 60;
constexpr float kLabel = 16;
constexpr float kValue = 15;  // 64 hex digits in the mono face fit the panel's width at this size

float label(Painter& p, std::string_view text, float y) {
    p.text(text, {kLeft, y}, kLabel, palette::kFeltText, Align::Left, FontFace::SansBold);
    return y + 22;
}

// "Shoe N (in play)": the heading of one shoe's section; returns where its first label goes.
float heading(Painter& p, std::uint64_t shoe_number, std::string_view state, float y) {
    p.text("Shoe " + std::to_string(shoe_number) + " (" + std::string(state) + ")", {kLeft, y}, 20, palette::kGold,
           Align::Left, FontFace::SansBold);
    return y + 30;
}

float value(Painter& p, std::string_view text, float y) {
    return y + p.wrapped_text(text, {kLeft, y, kWidth, 200}, kValue, palette::kWhite, Align::Left, FontFace::Mono) + 8;
}
}  // namespace

FairnessScene::FairnessScene(GameContext& ctx) : ctx_(ctx) {
    const FairShoes* fair = ctx_.session.fair_shoes();
    const bool revealed = fair && fair->revealed();
    const float y = kPanel.y + kPanel.h - 70;
    buttons_.add({.id = "copy-check",
                  .label = "Copy the check",
                  .rect = {kPanel.x + kPanel.w - 420, y, 220, 50},
                  .enabled = revealed,
                  .text_size = 18});
    buttons_.add({.id = "close", .label = "Close", .key = "Esc", .rect = {kPanel.x + kPanel.w - 190, y, 160, 50}});
    buttons_.focus("close");
}

void FairnessScene::press(const std::string& id) {
    ctx_.sound.play(Sound::Button);
    if (id == "close") ctx_.scenes.pop();
    const FairShoes* fair = ctx_.session.fair_shoes();
    if (id == "copy-check" && fair && fair->revealed())
        copied_ = ctx_.display.copy_text(verify_command(*fair->revealed()));
}

bool FairnessScene::handle(const InputEvent& e) {
    if (auto id = buttons_.handle(e)) {
        press(*id);
        return true;
    }
    if (e.is(InputAction::Back) || e.is(InputAction::Options)) {
        press("close");
        return true;
    }
    return true;  // the table beneath waits while the panel is up
}

std::string FairnessScene::observe(std::string_view what) const {
    if (what == "copied") return copied_ ? "yes" : "no";
    return "?";
}

float FairnessScene::draw_current(Painter& p, const FairShoeInfo& shoe, float y) const {
    y = label(p, "Client seed (yours; change it in the options for the next shoe)",
              heading(p, shoe.number, "in play", y));
    y = value(p, shoe.client_seed, y);
    y = label(p, "Commitment: SHA-256 of the server seed, fixed before the first card", y);
    y = value(p, shoe.commitment, y);
    p.text(
        "The server seed is revealed when this shoe is reshuffled, when you cash out, and when you leave the "
        "table or quit.",
        {kLeft, y}, 14, palette::kMuted);
    return y + 30;
}

float FairnessScene::draw_revealed(Painter& p, const FairShoeInfo& shoe, float y) const {
    y = label(p, "Server seed", heading(p, shoe.number, "revealed", y));
    y = value(p, shoe.server_seed, y);
    y = label(p, "Check it with bjt verify (its first cards; copy the line to check them):", y);
    return value(p, verify_command(shoe), y);
}

void FairnessScene::draw(Painter& p) {
    draw_shade(p, 0.6f);
    draw_panel(p, kPanel);
    p.text("FAIRNESS", {kPanel.x + kPanel.w / 2, kPanel.y + 16}, 26, palette::kGold, Align::Center, FontFace::SansBold);
    float y = kPanel.y + 60;
    const FairShoes* fair = ctx_.session.fair_shoes();
    if (!fair) {
        p.wrapped_text("This run deals from a fixed seed (a scripted or seeded run): its shoes are not provably fair.",
                       {kLeft, y, kWidth, 100}, 18, palette::kWhite);
    } else {
        if (fair->current()) y = draw_current(p, *fair->current(), y);
        if (fair->revealed())
            draw_revealed(p, *fair->revealed(), y + 6);
        else
            p.text("No shoe revealed yet.", {kLeft, y + 6}, 16, palette::kMuted);
    }
    if (copied_) p.text("Copied.", {kLeft, kPanel.y + kPanel.h - 56}, 16, palette::kGold);
    buttons_.draw(p);
}

}  // namespace bjt::game
