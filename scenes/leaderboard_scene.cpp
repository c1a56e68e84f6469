#include "scenes/leaderboard_scene.h"

#include <algorithm>
#include <cstdio>

#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/ui/money_text.h"
#include "game/ui/panel.h"
#include "scenes/title_scene.h"
#include "storage/local_time.h"

namespace bjt::game {

namespace {
constexpr float kRow = 36;

std::string two(int n) {
    char b[4];
    std::snprintf(b, sizeof b, "%02d", n);
    return b;
}
// A row's name in what the bank leaves of the row (a name may be 32 characters).
void row_name(Painter& p, const std::string& name, const Rect& box, float y, const std::string& bank, Color c,
              FontFace face) {
    const float bank_w = p.text_width(bank, 18, FontFace::SansBold);
    p.text_in(name, {box.x + 66, y + 3, box.w - 196 - bank_w - 12, 24},
              {.size = 18, .color = c, .face = face, .min_size = 10, .max_lines = 1, .middle = true});
}

}  // namespace

LeaderboardScene::LeaderboardScene(GameContext& ctx, std::string preset, std::string label, Units units,
                                   std::optional<storage::CashOutResult> cashed_out)
    : ctx_(ctx),
      preset_(std::move(preset)),
      label_(std::move(label)),
      units_(units),
      cashed_out_(std::move(cashed_out)) {
    try {
        storage::Leaderboard board(ctx_.saves.database());
        today_ = board.today(preset_);
        all_time_ = board.all_time(preset_);
        today_date_ = board.today_date();
    } catch (const std::exception& e) {
        error_ = std::string("The leaderboard could not be read: ") + e.what();
    }
    buttons_.add({"continue", "Continue", "Enter", "A", {540, 630, 200, 64}, true, Color{30, 110, 60, 255}, 22});
    buttons_.focus("continue");
}

bool LeaderboardScene::handle(const InputEvent& e) {
    auto id = buttons_.handle(e);
    if (!id && e.is(InputAction::Back)) id = "continue";
    if (!id) return true;
    // Back to the title: the next run starts from there at the starting bank.
    ctx_.scenes.clear_and_push(std::make_unique<TitleScene>(ctx_));
    return true;
}

void LeaderboardScene::draw_board(Painter& p, const Rect& box, const std::string& heading,
                                  const std::vector<storage::LeaderboardEntry>& rows, int own_rank, bool times) const {
    draw_panel(p, box);
    p.text(heading, {box.x + 24, box.y + 16}, 22, palette::kGold, Align::Left, FontFace::SansBold);
    const float top = box.y + 60;
    if (rows.empty())
        p.text("No one has cashed out yet", {box.x + box.w / 2, top + 20}, 17, palette::kMuted, Align::Center);
    const std::int64_t own = cashed_out_ ? cashed_out_->entry.id : -1;
    bool own_shown = false;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const storage::LeaderboardEntry& e = rows[i];
        const float y = top + kRow * static_cast<float>(i);
        const bool mine = e.id == own;
        own_shown = own_shown || mine;
        if (mine) {
            // The new entry glows in, then stays gold.
            const float glow = std::min(1.0f, time_ / 0.6f);
            p.fill_rounded({box.x + 12, y - 3, box.w - 24, kRow - 2}, 8,
                           Color{150, 112, 30}.with_alpha(0.4f + 0.6f * glow));
        } else if (i % 2 == 1) {
            p.fill({box.x + 16, y - 3, box.w - 32, kRow - 2}, Color{255, 255, 255, 12});
        }
        const Color c = mine ? palette::kWhite : palette::kFeltText;
        const FontFace face = mine ? FontFace::SansBold : FontFace::Sans;
        p.text(std::to_string(e.rank) + ".", {box.x + 54, y + 4}, 18, mine ? palette::kWhite : palette::kGold,
               Align::Right, FontFace::SansBold);
        const std::string bank = money_text(e.bank, units_);
        row_name(p, e.name, box, y, bank, c, face);
        p.text(bank, {box.x + box.w - 130, y + 4}, 18, c, Align::Right, FontFace::SansBold);
        const storage::LocalTime t = storage::LocalTime::at(ctx_.saves.database().clock(), e.at);
        const std::string when = times ? two(t.hour) + ":" + two(t.minute) : t.date_text();
        p.text(when, {box.x + box.w - 24, y + 6}, 15, mine ? palette::kWhite : palette::kMuted, Align::Right);
    }
    if (cashed_out_ && !own_shown && own_rank > 0) {
        // Beyond the top 10: the player still sees where the run landed.
        const float y = top + kRow * static_cast<float>(rows.size()) + 6;
        p.fill_rounded({box.x + 12, y - 3, box.w - 24, kRow - 2}, 8, palette::kGold.with_alpha(0.5f));
        p.text(std::to_string(own_rank) + ".", {box.x + 54, y + 4}, 18, palette::kWhite, Align::Right,
               FontFace::SansBold);
        const std::string bank = money_text(cashed_out_->entry.bank, units_);
        row_name(p, cashed_out_->entry.name, box, y, bank, palette::kWhite, FontFace::SansBold);
        p.text(bank, {box.x + box.w - 130, y + 4}, 18, palette::kWhite, Align::Right, FontFace::SansBold);
    }
}

void LeaderboardScene::draw(Painter& p) {
    p.felt();
    draw_shade(p, 0.35f);
    p.text("LEADERBOARD", {640, 22}, 46, palette::kGold, Align::Center, FontFace::SansBold);
    p.text(label_, {640, 78}, 20, palette::kFeltText, Align::Center);
    if (cashed_out_) {
        const storage::CashOutResult& r = *cashed_out_;
        p.text_in(r.entry.name + " cashed out " + money_text(r.entry.bank, units_) + ":  #" +
                      std::to_string(r.rank_today) + " today,  #" + std::to_string(r.rank_all_time) + " of all time",
                  {60, 104, 1160, 30},
                  {.size = 20,
                   .color = palette::kWhite,
                   .align = Align::Center,
                   .face = FontFace::SansBold,
                   .min_size = 12,
                   .max_lines = 1});
    }
    const float h = 60 + kRow * 11 + 12;
    draw_board(p, {50, 146, 575, h}, "Today  " + today_date_, today_, cashed_out_ ? cashed_out_->rank_today : 0, true);
    draw_board(p, {655, 146, 575, h}, "All time", all_time_, cashed_out_ ? cashed_out_->rank_all_time : 0, false);
    if (!error_.empty()) p.wrapped_text(error_, {240, 560, 800, 60}, 16, palette::kLose, Align::Center);
    buttons_.draw(p);
}

}  // namespace bjt::game
