#include "scenes/history_round_scene.h"

#include <algorithm>

#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/ui/money_text.h"
#include "game/ui/panel.h"

namespace bjt::game {

namespace {
constexpr Rect kTableBox{40, 92, 760, 540};
constexpr Rect kStepsBox{820, 92, 420, 420};
constexpr float kCardWidth = 84;
constexpr float kStepHeight = 33;

// A row of cards centred in `slot`, overlapping when they would not fit side by side.
void draw_cards(Painter& p, const std::vector<Card>& cards, bool hole_down, const Rect& slot) {
    if (cards.empty()) return;
    const float n = static_cast<float>(cards.size());
    const float gap = n > 1 ? std::min(kCardWidth + 8, (slot.w - kCardWidth) / (n - 1)) : 0;
    float x = slot.center().x - gap * (n - 1) / 2;
    for (std::size_t i = 0; i < cards.size(); ++i, x += gap)
        p.card(cards[i], {x, slot.center().y}, kCardWidth, !(hole_down && i == 1));
}
}  // namespace

HistoryRoundScene::HistoryRoundScene(GameContext& ctx, std::int64_t session_id, const RoundRow& round)
    : ctx_(ctx), export_(ctx), session_id_(session_id), round_(round) {
    if (const auto events = ctx_.saves.round_events(round.id))
        steps_ = round_story(events.value(), round.units, round.seat);
    else
        error_ = events.error();
    if (steps_.empty() && error_.empty()) error_ = "This round was played before the game kept its history.";
    if (!round_.replayable && error_.empty())
        note_ =
            "Recorded by an older version of the game, before it kept your moves: its cards and results are "
            "shown, but it cannot be replayed or exported.";
    layout();
    buttons_.focus("next-step");
}

void HistoryRoundScene::layout() {
    buttons_.clear();
    const bool any = !steps_.empty();
    buttons_.add({"previous-step", "Previous", "Left", "", {820, 526, 205, 52}, any && step_ > 0, std::nullopt, 18});
    buttons_.add(
        {"next-step", "Next", "Right", "", {1035, 526, 205, 52}, any && step_ + 1 < steps_.size(), std::nullopt, 18});
    // Export under Next, where Down from the focus's first place (Next) goes.
    buttons_.add({"back", "Back", "Esc", "B", {820, 588, 205, 52}, true, std::nullopt, 18});
    buttons_.add(
        {"export", "Export replay...", "", "", {1035, 588, 205, 52}, any && round_.replayable, std::nullopt, 17});
}

bool HistoryRoundScene::handle(const InputEvent& e) {
    if (export_.handle(e)) return true;
    if (e.is(InputAction::Left) || e.is(InputAction::Right)) {
        step_by(e.is(InputAction::Left) ? -1 : 1);
        return true;
    }
    auto id = buttons_.handle(e);
    if (!id && e.is(InputAction::Back)) id = "back";
    if (id) press(*id);
    return true;
}

void HistoryRoundScene::step_by(int delta) {
    if (steps_.empty()) return;
    const auto last = static_cast<long>(steps_.size()) - 1;
    step_ = static_cast<std::size_t>(std::clamp(static_cast<long>(step_) + delta, 0L, last));
    const std::string focused = buttons_.focused();
    layout();
    buttons_.focus(focused);
}

void HistoryRoundScene::press(const std::string& id) {
    if (id == "back") return ctx_.scenes.pop();
    if (id == "previous-step") step_by(-1);
    if (id == "next-step") step_by(1);
    if (id == "export" && round_.replayable) export_.open({ReplayExport::What::Round, round_.id});
}

std::optional<Point> HistoryRoundScene::find_button(std::string_view id) const {
    if (export_.is_open()) return export_.find_button(id);
    return buttons_.center_of(id);
}

std::string HistoryRoundScene::observe(std::string_view what) const {
    if (what == "step")
        return steps_.empty() ? "none" : std::to_string(step_ + 1) + "/" + std::to_string(steps_.size());
    if (what == "step-words") return steps_.empty() ? "none" : steps_[step_].words;
    if (what == "export") return export_.observe();
    if (what == "replayable") return round_.replayable ? "yes" : "no";
    return "?";
}

void HistoryRoundScene::draw_table(Painter& p) const {
    draw_panel(p, kTableBox);
    if (steps_.empty()) return;
    const StoryTable& t = steps_[step_].table;
    const Painter::BoxText label{
        .size = 18, .color = palette::kGold, .align = Align::Center, .face = FontFace::SansBold, .max_lines = 1};
    p.text_in("Dealer", {kTableBox.x + 20, kTableBox.y + 14, kTableBox.w - 40, 28}, label);
    draw_cards(p, t.dealer, t.hole_down, {kTableBox.x + 30, kTableBox.y + 48, kTableBox.w - 60, 130});
    const float n = static_cast<float>(std::max<std::size_t>(t.hands.size(), 1));
    const float slot_w = (kTableBox.w - 40) / n;
    for (std::size_t h = 0; h < t.hands.size(); ++h) {
        const Rect slot{kTableBox.x + 20 + slot_w * static_cast<float>(h), kTableBox.y + 250, slot_w, 190};
        const std::string name = t.hands.size() > 1 ? "Hand " + std::to_string(h + 1) : "You";
        p.text_in(name, {slot.x + 6, slot.y, slot.w - 12, 28}, label);
        draw_cards(p, t.hands[h], false, {slot.x + 8, slot.y + 34, slot.w - 16, 140});
    }
    const StoryStep& s = steps_[step_];
    p.text_in(s.words, {kTableBox.x + 24, kTableBox.y + 468, kTableBox.w - 48, 56},
              {.size = 22,
               .color = s.input ? palette::kGold : palette::kWhite,
               .align = Align::Center,
               .face = FontFace::SansBold,
               .max_lines = 2,
               .middle = true});
}

void HistoryRoundScene::draw_steps(Painter& p) const {
    draw_panel(p, kStepsBox);
    const std::string title = "Step " + std::to_string(steps_.empty() ? 0 : step_ + 1) + " of " +
                              std::to_string(steps_.size()) + "   (gold: your choices)";
    p.text_in(title, {kStepsBox.x + 18, kStepsBox.y + 10, kStepsBox.w - 36, 28},
              {.size = 17, .color = palette::kGold, .face = FontFace::SansBold, .max_lines = 1});
    // A window of the steps around the one on show.
    const std::size_t shown = kStepsShown;
    const std::size_t first =
        step_ < shown / 2 ? 0 : std::min(step_ - shown / 2, steps_.size() - std::min(shown, steps_.size()));
    for (std::size_t i = first; i < steps_.size() && i < first + shown; ++i) {
        const Rect row{kStepsBox.x + 12, kStepsBox.y + 44 + kStepHeight * static_cast<float>(i - first),
                       kStepsBox.w - 24, kStepHeight - 3};
        if (i == step_) p.fill_rounded(row, 6, palette::kChosen);
        const Color c = i > step_ ? palette::kMuted : steps_[i].input ? palette::kGold : palette::kWhite;
        p.text_in(std::to_string(i + 1) + ". " + steps_[i].words, row.inset(4),
                  {.size = 16, .color = c, .max_lines = 1, .middle = true});
    }
}

void HistoryRoundScene::draw(Painter& p) {
    p.felt();
    draw_shade(p, 0.35f);
    const std::string title = "ROUND #" + std::to_string(round_.id) + "  -  session " + std::to_string(session_id_) +
                              "  -  bet " + money_text(round_.bet, round_.units) + ", " + round_.result;
    p.text_in(
        title, {40, 22, 1200, 48},
        {.size = 34, .color = palette::kGold, .align = Align::Center, .face = FontFace::SansBold, .max_lines = 1});
    draw_table(p);
    draw_steps(p);
    buttons_.draw(p);
    const std::string& note = !error_.empty() ? error_ : export_.message().empty() ? note_ : export_.message();
    if (!note.empty())
        p.text_in(note, {40, 648, 1200, 50},
                  {.size = 16,
                   .color = (!error_.empty() || export_.failed()) ? palette::kLose : palette::kFeltText,
                   .align = Align::Center,
                   .max_lines = 2,
                   .middle = true});
    export_.draw(p);
}

}  // namespace bjt::game
