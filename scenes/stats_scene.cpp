#include "scenes/stats_scene.h"

#include <cmath>
#include <cstdio>

#include "engine/presets/preset_loader.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/ui/bar_chart.h"
#include "game/ui/line_chart.h"
#include "game/ui/money_text.h"
#include "game/ui/panel.h"
#include "scenes/history_scene.h"
#include "scenes/records_words.h"
#include "scenes/stats_text.h"

namespace bjt::game {

namespace {
constexpr Rect kBankBox{40, 92, 780, 268};
constexpr Rect kNumbersBox{840, 92, 400, 268};
constexpr Rect kOutcomeBox{40, 376, 590, 258};
constexpr Rect kTriviaBox{650, 376, 590, 258};

using stats_text::heading;
using stats_text::line;

std::string percent(std::int64_t part, std::int64_t whole) {
    if (whole <= 0) return "-";
    char b[16];
    std::snprintf(b, sizeof b, "%.0f%%", 100.0 * static_cast<double>(part) / static_cast<double>(whole));
    return b;
}
}  // namespace

StatsScene::StatsScene(GameContext& ctx) : ctx_(ctx) {
    ctx_.saves.refresh();
    const storage::Profile& p = ctx_.saves.current();
    name_ = p.name;
    units_ = SaveGame::preset_units(p.preset);
    if (const auto path = find_preset(p.preset)) {
        const PresetLoad load = load_preset(*path);
        if (load.preset) starting_bank_ = load.preset->rules.starting_bank;
    }
    if (auto career = ctx_.saves.career(p.id)) {
        totals_ = career->totals;
        accuracy_ = std::move(career->accuracy);
        history_ = std::move(career->bank_history);
    } else {
        error_ = career.error();
    }
    skill_.load(ctx_.saves, p.id);
    add_buttons();
    buttons_.focus("back");
}

void StatsScene::add_buttons() {
    buttons_.clear();
    buttons_.add({"back", "Back", "Esc", "B", {320, 650, 200, 56}, true, std::nullopt, 20});
    // One button turns the page: its id and label name the page it goes to.
    if (skill_page_)
        buttons_.add({"career", "Career", "", "", {540, 650, 200, 56}, true, std::nullopt, 20});
    else
        buttons_.add({"skill", "Skill", "", "", {540, 650, 200, 56}, true, Color{40, 80, 120, 255}, 20});
    buttons_.add({"history", "History", "", "", {760, 650, 200, 56}, true, std::nullopt, 20});
}

bool StatsScene::handle(const InputEvent& e) {
    auto id = buttons_.handle(e);
    if (!id && e.is(InputAction::Back)) id = "back";
    if (!id) return true;
    if (*id == "skill" || *id == "career") {
        skill_page_ = *id == "skill";
        add_buttons();
        buttons_.focus(skill_page_ ? "career" : "skill");
        return true;
    }
    if (*id == "history") {
        ctx_.scenes.push(std::make_unique<HistoryScene>(ctx_));
        return true;
    }
    ctx_.scenes.pop();
    return true;
}

std::string StatsScene::observe(std::string_view what) const {
    if (what == "stats-page") return skill_page_ ? "skill" : "career";
    if (what == "skill-summary") return skill_.summary();
    return "?";
}

std::string StatsScene::summary_words() const {
    if (!error_.empty()) return error_;
    if (skill_page_) {
        if (!skill_.error().empty()) return skill_.error();
        const std::string skill = skill_.summary();
        return skill == "none" ? "Skill: no decisions scored yet." : "Skill over every preset: " + skill + ".";
    }
    // The bank line's last point is the bank now; a profile that never played has none.
    const std::optional<Cents> bank = history_.empty() ? std::nullopt : std::optional(history_.back().bank);
    return career_words(totals_, bank, accuracy_, units_);
}

void StatsScene::draw_numbers(Painter& p, const Rect& box) const {
    draw_panel(p, box);
    heading(p, "Career", box);
    const storage::CareerTotals& t = totals_;
    const std::pair<std::string, std::string> rows[] = {
        {"Rounds played", std::to_string(t.rounds)},
        {"Hands", std::to_string(t.hands) + "   (won " + percent(t.wins, t.hands) + ")"},
        {"Doubles", std::to_string(t.doubles)},
        {"Splits", std::to_string(t.splits)},
        {"Insurance taken / won", std::to_string(t.insurance_taken) + " / " + std::to_string(t.insurance_won)},
        {"Even money taken", std::to_string(t.even_money)},
        {"Biggest win", money_text(t.biggest_win, units_)},
        {"Predictions right", std::to_string(t.predictions_right) + " of " + std::to_string(t.predictions)},
        {"Interrupted rounds", std::to_string(t.interrupted_rounds)},
    };
    float y = box.y + 52;
    for (const auto& [label, value] : rows) {
        line(p, label, {box.x + 22, y, 220, 22}, 16, palette::kFeltText);
        line(p, value, {box.x + 246, y, box.w - 268, 22}, 16, palette::kWhite, Align::Right, FontFace::SansBold);
        y += 23.5f;
    }
}

void StatsScene::draw(Painter& p) {
    p.felt();
    draw_shade(p, 0.35f);
    line(p, (skill_page_ ? "SKILL  -  " : "STATS  -  ") + name_, {140, 22, 1000, 52}, 40, palette::kGold, Align::Center,
         FontFace::SansBold);
    if (skill_page_)
        skill_.draw(p);
    else
        draw_career(p);
    const std::string& error = skill_page_ && error_.empty() ? skill_.error() : error_;
    if (!error.empty())
        p.text_in(error, {240, 596, 800, 48}, {.size = 16, .color = palette::kLose, .align = Align::Center});
    buttons_.draw(p);
}

void StatsScene::draw_career(Painter& p) const {
    draw_panel(p, kBankBox);
    heading(p, "Bank over this run", kBankBox);
    std::vector<double> bank;
    bank.reserve(history_.size());
    for (const storage::BankPoint& b : history_) bank.push_back(static_cast<double>(b.bank));
    const Units units = units_;
    // The scale's labels in whole units ($1,012 rather than $1,012.37).
    LineChart chart(std::move(bank),
                    [units](double v) { return money_text(static_cast<Cents>(std::llround(v / 100.0)) * 100, units); });
    if (starting_bank_ > 0) chart.set_reference(static_cast<double>(starting_bank_), "start");
    chart.draw(p, {kBankBox.x + 10, kBankBox.y + 48, kBankBox.w - 20, kBankBox.h - 58}, Color{110, 200, 255, 255});

    draw_numbers(p, kNumbersBox);

    draw_panel(p, kOutcomeBox);
    heading(p, "Hand outcomes", kOutcomeBox);
    const storage::CareerTotals& t = totals_;
    auto bar = [](const char* label, std::int64_t n, Color c) {
        return BarChart::Bar{label, static_cast<double>(n), std::to_string(n), c};
    };
    BarChart outcomes({bar("Wins", t.wins, palette::kWin), bar("Losses", t.losses, palette::kLose),
                       bar("Pushes", t.pushes, palette::kPush), bar("Blackjacks", t.blackjacks, palette::kGold),
                       bar("Busts", t.busts, Color{190, 70, 60}), bar("Surrenders", t.surrenders, Color{150, 150, 190}),
                       bar("Charlies", t.charlies, Color{120, 200, 200})});
    outcomes.draw_columns(p, {kOutcomeBox.x + 14, kOutcomeBox.y + 50, kOutcomeBox.w - 28, kOutcomeBox.h - 60});

    draw_panel(p, kTriviaBox);
    heading(p, "Trivia: right answers by category", kTriviaBox);
    if (accuracy_.empty()) {
        line(p, "No questions answered yet", {kTriviaBox.x + 22, kTriviaBox.center().y - 14, kTriviaBox.w - 44, 28}, 17,
             palette::kMuted, Align::Center);
    } else {
        std::vector<BarChart::Bar> rows;
        for (std::size_t i = 0; i < accuracy_.size() && static_cast<int>(i) < kCategoriesShown; ++i) {
            const storage::CategoryAccuracy& a = accuracy_[i];
            char value[48];
            std::snprintf(value, sizeof value, "%.0f%%  %lld/%lld", a.percent(), static_cast<long long>(a.right),
                          static_cast<long long>(a.asked));
            const Color c = a.percent() >= 50 ? palette::kRight : palette::kWrong;
            rows.push_back({a.category, a.percent(), value, c});
        }
        BarChart(std::move(rows), 100)
            .draw_rows(p, {kTriviaBox.x + 14, kTriviaBox.y + 52, kTriviaBox.w - 28, kTriviaBox.h - 62}, 210);
        if (accuracy_.size() > static_cast<std::size_t>(kCategoriesShown))
            line(p, "and " + std::to_string(accuracy_.size() - kCategoriesShown) + " more",
                 {kTriviaBox.x + kTriviaBox.w - 142, kTriviaBox.y + 14, 120, 22}, 13, palette::kMuted, Align::Right);
    }
}

}  // namespace bjt::game
