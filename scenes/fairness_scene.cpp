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
constexpr Rect kPanel{150, 50, 980, 620};
constexpr float kLeft = kPanel.x + 30;
constexpr float kWidth = kPanel.w - 60;
constexpr float kLabel = 16;
constexpr float kValue = 15;  // 64 hex digits in the mono face fit the panel's width at this size
constexpr float kRowHeight = 26;
constexpr float kListTop = kPanel.y + 232;  // below the shoe in play
constexpr float kButtonsTop = kPanel.y + kPanel.h - 62;

float label(Painter& p, std::string_view text, float y) {
    p.text_in(text, {kLeft, y, kWidth, 20}, {.size = kLabel, .color = palette::kFeltText, .face = FontFace::SansBold});
    return y + 22;
}

float value(Painter& p, std::string_view text, float y) {
    return y + p.text_in(text, {kLeft, y, kWidth, 40}, {.size = kValue, .face = FontFace::Mono}).h + 6;
}

// "Shoe 7, committed 2026-11-24 21:40 at trivia".
std::string shoe_title(const FairShoeInfo& shoe) {
    std::string title = "Shoe " + std::to_string(shoe.number);
    if (!shoe.when.empty()) title += ", committed " + shoe.when;
    if (!shoe.preset.empty()) title += " at " + shoe.preset;
    return title;
}

// One revealed shoe on one line: its number, when, preset, and the first digits of its commitment and server seed.
std::string shoe_row(const FairShoeInfo& shoe) {
    return "Shoe " + std::to_string(shoe.number) + "  " + (shoe.when.empty() ? "(time not saved)" : shoe.when) + "  " +
           shoe.preset + "  commitment " + shoe.commitment.substr(0, 12) + "...  seed " +
           shoe.server_seed.substr(0, 12) + "...";
}

std::string row_id(std::size_t index) { return "shoe-" + std::to_string(index + 1); }
}  // namespace

FairnessScene::FairnessScene(GameContext& ctx) : ctx_(ctx) {
    const auto shoes = listed();
    for (std::size_t i = 0; i < shoes.size(); ++i)
        buttons_.add({.id = row_id(i),
                      .label = "",
                      .rect = {kLeft - 6, kListTop + 24 + kRowHeight * static_cast<float>(i), kWidth + 12, kRowHeight},
                      .frame = false});
    buttons_.add({.id = "copy-check",
                  .label = "Copy the check",
                  .rect = {kPanel.x + kPanel.w - 420, kButtonsTop, 220, 50},
                  .enabled = !shoes.empty(),
                  .text_size = 18});
    buttons_.add(
        {.id = "close", .label = "Close", .key = "Esc", .rect = {kPanel.x + kPanel.w - 190, kButtonsTop, 160, 50}});
    buttons_.focus("close");
}

std::vector<const FairShoeInfo*> FairnessScene::listed() const {
    std::vector<const FairShoeInfo*> shoes;
    const FairShoes* fair = ctx_.session.fair_shoes();
    if (!fair || !fair->revealed()) return shoes;
    shoes.push_back(&*fair->revealed());
    for (const FairShoeInfo& shoe : fair->earlier()) shoes.push_back(&shoe);
    return shoes;
}

const FairShoeInfo* FairnessScene::chosen() const {
    const auto shoes = listed();
    return chosen_ < shoes.size() ? shoes[chosen_] : nullptr;
}

void FairnessScene::press(const std::string& id) {
    ctx_.sound.play(Sound::Button);
    if (id == "close") ctx_.scenes.pop();
    for (std::size_t i = 0; i < listed().size(); ++i)
        if (id == row_id(i)) chosen_ = i, copied_ = false;
    if (id == "copy-check")
        if (const FairShoeInfo* shoe = chosen()) copied_ = ctx_.display.copy_text(shoe->check);
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
    if (what == "chosen-shoe") return chosen() ? std::to_string(chosen()->number) : "none";
    return "?";
}

float FairnessScene::draw_current(Painter& p, const FairShoeInfo& shoe, float y) const {
    p.text_in(shoe_title(shoe) + " (in play)", {kLeft, y, kWidth, 26},
              {.size = 20, .color = palette::kGold, .face = FontFace::SansBold});
    y = label(p, "Client seed (yours; change it in the options for the next shoe)", y + 30);
    y = value(p, shoe.client_seed, y);
    y = label(p, "Commitment: SHA-256 of the server seed, fixed before the first card", y);
    y = value(p, shoe.commitment, y);
    p.text_in(
        "The server seed is revealed when this shoe is reshuffled, when you cash out, and when you leave the "
        "table or quit.",
        {kLeft, y, kWidth, 20}, {.size = 14, .color = palette::kMuted});
    return y + 24;
}

float FairnessScene::draw_list(Painter& p, float y) const {
    const auto shoes = listed();
    y = label(p, shoes.size() > 1 ? "Revealed shoes (choose one to check it)" : "Revealed shoe", y);
    for (std::size_t i = 0; i < shoes.size(); ++i) {
        const Rect row{kLeft - 6, y, kWidth + 12, kRowHeight};
        if (i == chosen_) p.fill_rounded(row, 6, palette::kGold.with_alpha(0.25f));
        p.text_in(shoe_row(*shoes[i]), {kLeft, y + 4, kWidth, kRowHeight - 6},
                  {.size = 14, .color = i == chosen_ ? palette::kWhite : palette::kFeltText, .face = FontFace::Mono});
        y += kRowHeight;
    }
    return y + 10;
}

void FairnessScene::draw_chosen(Painter& p, const FairShoeInfo& shoe, float y) const {
    y = label(p, "Server seed of shoe " + std::to_string(shoe.number), y);
    y = value(p, shoe.server_seed, y);
    y = label(p, "Check it with bjt verify (its first cards, as it was dealt; copy the line to check them):", y);
    p.text_in(shoe.check, {kLeft, y, kWidth, kButtonsTop - 34 - y},
              {.size = kValue, .face = FontFace::Mono, .min_size = 11});
}

void FairnessScene::draw(Painter& p) {
    draw_shade(p, 0.6f);
    draw_panel(p, kPanel);
    p.text("FAIRNESS", {kPanel.x + kPanel.w / 2, kPanel.y + 14}, 26, palette::kGold, Align::Center, FontFace::SansBold);
    const FairShoes* fair = ctx_.session.fair_shoes();
    if (!fair) {
        p.text_in("This run deals from a fixed seed (a scripted or seeded run): its shoes are not provably fair.",
                  {kLeft, kPanel.y + 60, kWidth, 100}, {.size = 18});
    } else {
        if (fair->current()) draw_current(p, *fair->current(), kPanel.y + 56);
        if (const FairShoeInfo* shoe = chosen())
            draw_chosen(p, *shoe, draw_list(p, kListTop));
        else
            p.text_in("No shoe revealed yet.", {kLeft, kListTop, kWidth, 22}, {.size = 16, .color = palette::kMuted});
    }
    if (copied_) p.text_in("Copied.", {kLeft, kButtonsTop + 14, 200, 22}, {.size = 16, .color = palette::kGold});
    buttons_.draw(p);
}

}  // namespace bjt::game
