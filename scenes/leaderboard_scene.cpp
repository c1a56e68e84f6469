#include "scenes/leaderboard_scene.h"

#include <algorithm>
#include <cstdio>

#include "game/app/display_control.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/ui/money_text.h"
#include "game/ui/panel.h"
#include "game/ui/skill_text.h"
#include "scenes/records_words.h"
#include "scenes/title_scene.h"

namespace bjt::game {

namespace {
constexpr float kRow = 36;

std::string two(int n) {
    char b[4];
    std::snprintf(b, sizeof b, "%02d", n);
    return b;
}
// One line fitted into its box (shrunk to fit, never wrapped).
void line(Painter& p, std::string_view s, const Rect& box, float size, Color c, Align align = Align::Left,
          FontFace face = FontFace::Sans) {
    p.text_in(s, box, {.size = size, .color = c, .align = align, .face = face, .max_lines = 1, .middle = true});
}

// How a row's words look: the player's own row in white and bold on its gold band.
struct RowLook {
    Color text, rank, muted;
    FontFace face;
};

RowLook row_look(bool mine) {
    if (mine) return {palette::kWhite, palette::kWhite, palette::kWhite, FontFace::SansBold};
    return {palette::kFeltText, palette::kGold, palette::kMuted, FontFace::Sans};
}

// A row's rank, then its name in what the figures at its right leave (a name may be 32 characters).
void rank_and_name(Painter& p, int rank, const std::string& name, const Rect& box, float y, float name_right,
                   const RowLook& look) {
    line(p, std::to_string(rank) + ".", {box.x + 10, y, 44, 28}, 18, look.rank, Align::Right, FontFace::SansBold);
    p.text_in(name, {box.x + 66, y + 2, name_right - box.x - 66, 24},
              {.size = 18, .color = look.text, .face = look.face, .min_size = 10, .max_lines = 1, .middle = true});
}

// A row's band: the player's own glows gold, every other row is shaded.
void row_band(Painter& p, const Rect& box, float y, std::size_t i, bool mine, float glow) {
    if (mine)
        p.fill_rounded({box.x + 12, y - 3, box.w - 24, kRow - 2}, 8,
                       Color{150, 112, 30}.with_alpha(0.4f + 0.6f * glow));
    else if (i % 2 == 1)
        p.fill({box.x + 16, y - 3, box.w - 32, kRow - 2}, Color{255, 255, 255, 12});
}

// The Skill board's rows: each one's band, rank and name (the name `name_dy` below the row's top, up to
// `name_right`), then `figures(entry, y, look)` draws the row's figures as the board's layout places them.
template <typename Figures>
void skill_rows(Painter& p, const std::vector<storage::SkillBoardEntry>& rows, const std::string& me, const Rect& box,
                float top, float name_dy, float name_right, Figures figures) {
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const storage::SkillBoardEntry& e = rows[i];
        const float y = top + kRow * static_cast<float>(i);
        const bool mine = e.name == me;
        row_band(p, box, y, i, mine, 1.0f);
        const RowLook look = row_look(mine);
        rank_and_name(p, e.rank, e.name, box, y + name_dy, name_right, look);
        figures(e, y, look);
    }
}

}  // namespace

LeaderboardScene::LeaderboardScene(GameContext& ctx, std::string preset, std::string label, Units units,
                                   std::optional<storage::CashOutResult> cashed_out)
    : ctx_(ctx),
      preset_(std::move(preset)),
      label_(std::move(label)),
      units_(units),
      cashed_out_(std::move(cashed_out)) {
    if (auto boards = ctx_.saves.leaderboards(preset_)) {
        today_ = std::move(boards->today);
        all_time_ = std::move(boards->all_time);
        skill_ = std::move(boards->skill);
        today_date_ = std::move(boards->today_date);
    } else {
        error_ = boards.error();
    }
    side_by_side_ = ctx_.display.window_pixels().first >= kSideBySidePixels;
    add_buttons();
    buttons_.focus("continue");
}

void LeaderboardScene::update(float dt) {
    time_ += dt;
    if (const bool wide = ctx_.display.window_pixels().first >= kSideBySidePixels; wide != side_by_side_) {
        side_by_side_ = wide;
        add_buttons();
    }
}

std::string LeaderboardScene::observe(std::string_view what) const {
    if (what == "boards") return side_by_side_ ? "side-by-side" : skill_shown_ ? "skill" : "money";
    return "?";
}

std::string LeaderboardScene::summary_words() const {
    std::string words = label_ + ".";
    if (cashed_out_) {
        const storage::CashOutResult& r = *cashed_out_;
        words += " " + r.entry.name + " cashed out " + money_text(r.entry.bank, units_) + ": place " +
                 std::to_string(r.rank_today) + " today, place " + std::to_string(r.rank_all_time) + " of all time.";
    }
    if (!error_.empty()) return words + " " + error_;
    return words + " " + board_words("Today", today_, units_) + " " + board_words("All time", all_time_, units_) + " " +
           skill_board_words(skill_);
}

void LeaderboardScene::add_buttons() {
    const std::string focused = buttons_.focused();
    buttons_.clear();
    if (side_by_side_) {  // every board on show: nothing to turn
        buttons_.add({"continue", "Continue", "Enter", "A", {540, 630, 200, 64}, true, Color{30, 110, 60, 255}, 22});
        buttons_.focus("continue");
        return;
    }
    buttons_.add({"continue", "Continue", "Enter", "A", {430, 630, 200, 64}, true, Color{30, 110, 60, 255}, 22});
    buttons_.focus("continue");
    buttons_.focus(focused);
    // One button turns between the boards: its id and label name the board it shows.
    if (skill_shown_)
        buttons_.add({"money-board", "Money board", "", "", {650, 630, 200, 64}, true, std::nullopt, 20});
    else
        buttons_.add({"skill-board", "Skill board", "", "", {650, 630, 200, 64}, true, Color{40, 80, 120, 255}, 20});
}

bool LeaderboardScene::handle(const InputEvent& e) {
    auto id = buttons_.handle(e);
    if (!id && e.is(InputAction::Back)) id = "continue";
    if (!id) return true;
    if (*id == "skill-board" || *id == "money-board") {
        skill_shown_ = *id == "skill-board";
        add_buttons();
        buttons_.focus(skill_shown_ ? "money-board" : "skill-board");
        return true;
    }
    // Back to the title: the next run starts from there at the starting bank.
    ctx_.scenes.clear_and_push(std::make_unique<TitleScene>(ctx_));
    return true;
}

void LeaderboardScene::draw_board(Painter& p, const Rect& box, const std::string& heading,
                                  const std::vector<storage::LeaderboardEntry>& rows, int own_rank, bool times,
                                  bool two_lines) const {
    draw_panel(p, box);
    line(p, heading, {box.x + 24, box.y + 12, box.w - 48, 32}, 22, palette::kGold, Align::Left, FontFace::SansBold);
    const float top = box.y + 60;
    if (rows.empty())
        line(p, "No one has cashed out yet", {box.x + 24, top + 8, box.w - 48, 28}, 17, palette::kMuted, Align::Center);
    const std::int64_t own = cashed_out_ ? cashed_out_->entry.id : -1;
    bool own_shown = false;
    // Columns from the right: the time (or date), then the bank; the name takes what the bank leaves. On two lines
    // the time goes under the name, and the bank takes the right edge.
    const float bank_right = box.x + box.w - (two_lines ? 24 : 130);
    const auto entry_row = [&](int rank, const std::string& name, Cents bank, const std::string& when, float y,
                               bool mine) {
        const RowLook look = row_look(mine);
        const std::string amount = money_text(bank, units_);
        const float bank_w = p.text_width(amount, 18, FontFace::SansBold);
        line(p, amount, {bank_right - bank_w - 4, y, bank_w + 4, 28}, 18, look.text, Align::Right, FontFace::SansBold);
        if (two_lines) {
            rank_and_name(p, rank, name, box, y - 6, bank_right - bank_w - 12, look);
            if (!when.empty()) line(p, when, {box.x + 66, y + 17, 120, 14}, 12, look.muted);
            return;
        }
        rank_and_name(p, rank, name, box, y, bank_right - bank_w - 12, look);
        if (!when.empty()) line(p, when, {box.x + box.w - 124, y + 1, 100, 26}, 15, look.muted, Align::Right);
    };
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const storage::LeaderboardEntry& e = rows[i];
        const float y = top + kRow * static_cast<float>(i);
        const bool mine = e.id == own;
        own_shown = own_shown || mine;
        // The new entry glows in, then stays gold.
        row_band(p, box, y, i, mine, std::min(1.0f, time_ / 0.6f));
        const storage::LocalTime t = ctx_.saves.local_time_of(e.at);
        entry_row(e.rank, e.name, e.bank, times ? two(t.hour) + ":" + two(t.minute) : t.date_text(), y, mine);
    }
    if (cashed_out_ && !own_shown && own_rank > 0) {
        // Beyond the top 10: the player still sees where the run landed.
        const float y = top + kRow * static_cast<float>(rows.size()) + 6;
        p.fill_rounded({box.x + 12, y - 3, box.w - 24, kRow - 2}, 8, palette::kGold.with_alpha(0.5f));
        entry_row(own_rank, cashed_out_->entry.name, cashed_out_->entry.bank, "", y, true);
    }
}

void LeaderboardScene::draw_skill_board(Painter& p, const Rect& box) const {
    draw_panel(p, box);
    line(p, "Skill", {box.x + 24, box.y + 12, 120, 32}, 22, palette::kGold, Align::Left, FontFace::SansBold);
    line(p,
         "Least EV given away first (in % of the money bet), from the coach's exact analysis; a player is listed "
         "after " +
             std::to_string(storage::RoundSkill::kBoardMinDecisions) + " decisions",
         {box.x + 110, box.y + 16, box.w - 134, 26}, 14, palette::kMuted, Align::Right);
    const float top = box.y + 80;
    // Columns from the right: EV given away, best plays, decisions; the name takes the rest.
    const float away_x = box.x + box.w - 24 - 130, best_x = away_x - 12 - 120, count_x = best_x - 12 - 120;
    line(p, "Decisions", {count_x, top - 30, 120, 22}, 14, palette::kMuted, Align::Right);
    line(p, "Best plays", {best_x, top - 30, 120, 22}, 14, palette::kMuted, Align::Right);
    line(p, "EV given away", {away_x, top - 30, 130, 22}, 14, palette::kMuted, Align::Right);
    if (skill_.empty()) draw_skill_note(p, {box.x + 24, top + 8, box.w - 48, 28});
    skill_rows(
        p, skill_, ctx_.saves.current().name, box, top, 0, count_x - 12,
        [&](const storage::SkillBoardEntry& e, float y, const RowLook& look) {
            const Color c = look.text;
            line(p, std::to_string(e.totals.decisions), {count_x, y, 120, 28}, 17, c, Align::Right, look.face);
            line(p, percent_text(e.totals.best_play_percent()), {best_x, y, 120, 28}, 17, c, Align::Right, look.face);
            line(p, given_away_text(e.totals), {away_x, y, 130, 28}, 18, c, Align::Right, FontFace::SansBold);
        });
}

void LeaderboardScene::draw_skill_note(Painter& p, const Rect& box) const {
    p.text_in(
        "No one has made " + std::to_string(storage::RoundSkill::kBoardMinDecisions) + " decisions at this table yet",
        box, {.size = 17, .color = palette::kMuted, .align = Align::Center, .max_lines = 2, .middle = true});
}

void LeaderboardScene::draw_narrow_skill_board(Painter& p, const Rect& box) const {
    draw_panel(p, box);
    line(p, "Skill", {box.x + 24, box.y + 12, box.w - 48, 32}, 22, palette::kGold, Align::Left, FontFace::SansBold);
    p.text_in("Least EV given away (in % of the money bet) first; listed after " +
                  std::to_string(storage::RoundSkill::kBoardMinDecisions) + " decisions",
              {box.x + 24, box.y + 42, box.w - 48, 32},
              {.size = 13, .color = palette::kMuted, .max_lines = 2, .middle = true});
    const float top = box.y + 96;
    if (skill_.empty()) draw_skill_note(p, {box.x + 24, top, box.w - 48, 48});
    const float away_w = 90, away_x = box.x + box.w - 24 - away_w;
    // Two lines a row: the name and the EV given away, then the decisions and best plays under the name.
    skill_rows(p, skill_, ctx_.saves.current().name, box, top, -6, away_x - 12,
               [&](const storage::SkillBoardEntry& e, float y, const RowLook& look) {
                   line(p, given_away_text(e.totals), {away_x, y, away_w, 28}, 18, look.text, Align::Right,
                        FontFace::SansBold);
                   line(p,
                        std::to_string(e.totals.decisions) + " decisions, " +
                            percent_text(e.totals.best_play_percent()) + " best plays",
                        {box.x + 66, y + 17, away_x - box.x - 78, 14}, 12, look.muted);
               });
}

void LeaderboardScene::draw(Painter& p) {
    p.felt();
    draw_shade(p, 0.35f);
    line(p, "LEADERBOARD", {140, 18, 1000, 56}, 46, palette::kGold, Align::Center, FontFace::SansBold);
    line(p, label_, {140, 76, 1000, 26}, 20, palette::kFeltText, Align::Center);
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
    // A wide window: the money boards (today, all time) and the Skill board in three columns. Narrower: the money
    // boards side by side, or the Skill board in their place (the Skill board button).
    const float h = 60 + kRow * 11 + 12;
    const int rank_today = cashed_out_ ? cashed_out_->rank_today : 0;
    const int rank_all_time = cashed_out_ ? cashed_out_->rank_all_time : 0;
    if (side_by_side_) {
        draw_board(p, {50, 146, 380, h}, "Today  " + today_date_, today_, rank_today, true, true);
        draw_board(p, {450, 146, 380, h}, "All time", all_time_, rank_all_time, false, true);
        draw_narrow_skill_board(p, {850, 146, 380, h});
    } else if (skill_shown_) {
        draw_skill_board(p, {50, 146, 1180, h});
    } else {
        draw_board(p, {50, 146, 575, h}, "Today  " + today_date_, today_, rank_today, true, false);
        draw_board(p, {655, 146, 575, h}, "All time", all_time_, rank_all_time, false, false);
    }
    if (!error_.empty()) p.wrapped_text(error_, {240, 560, 800, 60}, 16, palette::kLose, Align::Center);
    buttons_.draw(p);
}

}  // namespace bjt::game
