#include "scenes/history_scene.h"

#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/ui/money_text.h"
#include "game/ui/panel.h"
#include "scenes/history_round_scene.h"
#include "scenes/records_words.h"

namespace bjt::game {

namespace {
constexpr Rect kSessionsBox{40, 92, 580, 500};
constexpr Rect kRoundsBox{660, 92, 580, 500};
constexpr float kRowTop = 80, kRowHeight = 40;

Rect row_rect(const Rect& box, std::size_t i) {
    return {box.x + 12, box.y + kRowTop + kRowHeight * static_cast<float>(i), box.w - 24, kRowHeight - 4};
}

Color net_color(Cents net) { return net > 0 ? palette::kWin : net < 0 ? palette::kLose : palette::kPush; }

std::string signed_money(Cents c, Units units) { return (c > 0 ? "+" : "") + money_text(c, units); }

// One cell of a row: `from` and `width` as fractions of the row's width.
void cell(Painter& p, const Rect& row, float from, float width, const std::string& text, Color c,
          Align align = Align::Left) {
    p.text_in(text, {row.x + 10 + (row.w - 20) * from, row.y, (row.w - 20) * width - 6, row.h},
              {.size = 17, .color = c, .align = align, .max_lines = 1, .middle = true});
}
}  // namespace

HistoryScene::HistoryScene(GameContext& ctx) : ctx_(ctx), export_(ctx) {
    ctx_.saves.refresh();
    name_ = ctx_.saves.current().name;
    if (auto read = ctx_.saves.sessions(ctx_.saves.current().id, kSessionsShown))
        sessions_ = std::move(read.value());
    else
        error_ = read.error();
    if (!sessions_.empty()) choose_session(0);
    layout();
    buttons_.focus(sessions_.empty() ? "back" : "session-" + std::to_string(sessions_[0].id));
}

void HistoryScene::choose_session(std::size_t index) {
    chosen_ = index;
    page_ = 0;
    auto read = ctx_.saves.rounds(sessions_[index].id);
    rounds_ = read ? std::move(read.value()) : std::vector<RoundRow>{};
    if (!read) error_ = read.error();
}

void HistoryScene::layout() {
    buttons_.clear();
    for (std::size_t i = 0; i < sessions_.size(); ++i) {
        const bool chosen = i == chosen_;
        Button& row = buttons_.add({"session-" + std::to_string(sessions_[i].id), "", "", "", row_rect(kSessionsBox, i),
                                    true, chosen ? std::optional(palette::kChosen) : std::nullopt, 17});
        // The row's cells are drawn by the scene, so the focus says them (and which session's rounds are shown).
        row.spoken = session_row_words(sessions_[i]) + (chosen ? ", chosen" : "");
    }
    const std::size_t first = page_ * kRoundsPerPage;
    for (std::size_t i = first; i < rounds_.size() && i < first + kRoundsPerPage; ++i)
        buttons_
            .add({"round-" + std::to_string(rounds_[i].id), "", "", "", row_rect(kRoundsBox, i - first), true,
                  std::nullopt, 17})
            .spoken = round_row_words(rounds_[i]);
    if (rounds_.size() > kRoundsPerPage) {
        buttons_.add({"rounds-earlier",
                      "Earlier",
                      "",
                      "",
                      {kRoundsBox.x + 330, kRoundsBox.y + 10, 110, 34},
                      page_ > 0,
                      std::nullopt,
                      16});
        buttons_.add({"rounds-later",
                      "Later",
                      "",
                      "",
                      {kRoundsBox.x + 450, kRoundsBox.y + 10, 110, 34},
                      first + kRoundsPerPage < rounds_.size(),
                      std::nullopt,
                      16});
    }
    buttons_.add({"export", "Export replay...", "", "", {340, 640, 290, 56}, !sessions_.empty(), std::nullopt, 20});
    buttons_.add({"back", "Back", "Esc", "B", {650, 640, 290, 56}, true, std::nullopt, 20});
}

bool HistoryScene::handle(const InputEvent& e) {
    if (export_.handle(e)) return true;
    auto id = buttons_.handle(e);
    if (!id && e.is(InputAction::Back)) id = "back";
    if (id) press(*id);
    return true;
}

void HistoryScene::press(const std::string& id) {
    const std::string focused = buttons_.focused();
    if (id == "back") return ctx_.scenes.pop();
    if (id == "export" && !sessions_.empty()) return export_.open({ReplayExport::What::Session, sessions_[chosen_].id});
    if (id == "rounds-earlier" && page_ > 0) --page_;
    if (id == "rounds-later" && (page_ + 1) * kRoundsPerPage < rounds_.size()) ++page_;
    for (std::size_t i = 0; i < sessions_.size(); ++i)
        if (id == "session-" + std::to_string(sessions_[i].id)) choose_session(i);
    for (const RoundRow& r : rounds_)
        if (id == "round-" + std::to_string(r.id))
            return ctx_.scenes.push(std::make_unique<HistoryRoundScene>(ctx_, sessions_[chosen_].id, r));
    layout();
    buttons_.focus(focused);
}

std::string HistoryScene::summary_words() const {
    if (!error_.empty()) return error_;
    if (sessions_.empty()) return "No rounds recorded yet: play a round and it shows here.";
    const std::string listed = std::to_string(sessions_.size()) + (sessions_.size() == 1 ? " session" : " sessions");
    return listed + " listed, newest first. Rounds of session " + std::to_string(sessions_[chosen_].id) + ": " +
           std::to_string(rounds_.size()) + ". Enter on a round tells it step by step.";
}

std::optional<Point> HistoryScene::find_button(std::string_view id) const {
    if (export_.is_open()) return export_.find_button(id);
    return buttons_.center_of(id);
}

std::string HistoryScene::observe(std::string_view what) const {
    if (what == "sessions") return std::to_string(sessions_.size());
    if (what == "rounds") return std::to_string(rounds_.size());
    if (what == "session") return sessions_.empty() ? "none" : std::to_string(sessions_[chosen_].id);
    if (what == "export") return export_.observe();
    return "?";
}

void HistoryScene::draw_sessions(Painter& p) const {
    p.text_in("Recent sessions", {kSessionsBox.x + 22, kSessionsBox.y + 12, 300, 32},
              {.size = 20, .color = palette::kGold, .face = FontFace::SansBold, .max_lines = 1});
    const Rect head{kSessionsBox.x + 12, kSessionsBox.y + 46, kSessionsBox.w - 24, 28};
    cell(p, head, 0.00f, 0.34f, "Date", palette::kMuted);
    cell(p, head, 0.34f, 0.32f, "Preset", palette::kMuted);
    cell(p, head, 0.66f, 0.12f, "Rounds", palette::kMuted, Align::Right);
    cell(p, head, 0.78f, 0.22f, "Result", palette::kMuted, Align::Right);
    if (sessions_.empty())
        p.text_in("No rounds recorded yet: play a round and it shows here.", row_rect(kSessionsBox, 1),
                  {.size = 17, .color = palette::kMuted, .align = Align::Center, .middle = true});
    for (std::size_t i = 0; i < sessions_.size(); ++i) {
        const SessionRow& s = sessions_[i];
        const Rect row = row_rect(kSessionsBox, i);
        cell(p, row, 0.00f, 0.34f, s.date, palette::kWhite);
        cell(p, row, 0.34f, 0.32f, s.preset, palette::kFeltText);
        cell(p, row, 0.66f, 0.12f, std::to_string(s.rounds), palette::kWhite, Align::Right);
        cell(p, row, 0.78f, 0.22f, signed_money(s.net, s.units), net_color(s.net), Align::Right);
    }
}

void HistoryScene::draw_rounds(Painter& p) const {
    const std::string title =
        sessions_.empty() ? "Rounds" : "Rounds of session " + std::to_string(sessions_[chosen_].id);
    p.text_in(title, {kRoundsBox.x + 22, kRoundsBox.y + 12, 300, 32},
              {.size = 20, .color = palette::kGold, .face = FontFace::SansBold, .max_lines = 1});
    const Rect head{kRoundsBox.x + 12, kRoundsBox.y + 46, kRoundsBox.w - 24, 28};
    cell(p, head, 0.00f, 0.16f, "Round", palette::kMuted);
    cell(p, head, 0.16f, 0.22f, "Bet", palette::kMuted, Align::Right);
    cell(p, head, 0.40f, 0.36f, "Result", palette::kMuted);
    cell(p, head, 0.76f, 0.24f, "Net", palette::kMuted, Align::Right);
    const std::size_t first = page_ * kRoundsPerPage;
    for (std::size_t i = first; i < rounds_.size() && i < first + kRoundsPerPage; ++i) {
        const RoundRow& r = rounds_[i];
        const Rect row = row_rect(kRoundsBox, i - first);
        cell(p, row, 0.00f, 0.16f, "#" + std::to_string(r.id), palette::kWhite);
        cell(p, row, 0.16f, 0.22f, money_text(r.bet, r.units), palette::kWhite, Align::Right);
        cell(p, row, 0.40f, 0.36f, r.result, palette::kFeltText);
        cell(p, row, 0.76f, 0.24f, signed_money(r.net, r.units), net_color(r.net), Align::Right);
    }
}

void HistoryScene::draw(Painter& p) {
    p.felt();
    draw_shade(p, 0.35f);
    p.text_in(
        "HISTORY  -  " + name_, {140, 20, 1000, 52},
        {.size = 40, .color = palette::kGold, .align = Align::Center, .face = FontFace::SansBold, .max_lines = 1});
    draw_panel(p, kSessionsBox);
    draw_panel(p, kRoundsBox);
    buttons_.draw(p);  // the rows' frames before their cells, which are written over them
    draw_sessions(p);
    draw_rounds(p);
    const std::string& note = error_.empty() ? export_.message() : error_;
    const bool bad = !error_.empty() || export_.failed();
    if (!note.empty())
        p.text_in(note, {40, 598, 1200, 38},
                  {.size = 16,
                   .color = bad ? palette::kLose : palette::kFeltText,
                   .align = Align::Center,
                   .max_lines = 2,
                   .middle = true});
    export_.draw(p);
}

}  // namespace bjt::game
