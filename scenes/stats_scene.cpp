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

namespace bjt::game {

namespace {
constexpr Rect kBankBox{40, 92, 780, 268};
constexpr Rect kNumbersBox{840, 92, 400, 268};
constexpr Rect kOutcomeBox{40, 376, 590, 258};
constexpr Rect kTriviaBox{650, 376, 590, 258};

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
    try {
        storage::CareerStats career(ctx_.saves.database());
        totals_ = career.totals(p.id);
        accuracy_ = career.trivia_accuracy(p.id);
        history_ = storage::BankHistory(ctx_.saves.database()).current_run(p.id, 200);
    } catch (const std::exception& e) {
        error_ = std::string("The statistics could not be read: ") + e.what();
    }
    buttons_.add({"back", "Back", "Esc", "B", {540, 650, 200, 56}, true, std::nullopt, 20});
    buttons_.add({"history", "History", "", "", {760, 650, 200, 56}, true, std::nullopt, 20});
    buttons_.focus("back");
}

bool StatsScene::handle(const InputEvent& e) {
    auto id = buttons_.handle(e);
    if (!id && e.is(InputAction::Back)) id = "back";
    if (id == "history") {
        ctx_.scenes.push(std::make_unique<HistoryScene>(ctx_));
    } else if (id) {
        ctx_.scenes.pop();
    }
    return true;
}

void StatsScene::draw_numbers(Painter& p, const Rect& box) const {
    draw_panel(p, box);
    p.text("Career", {box.x + 22, box.y + 14}, 20, palette::kGold, Align::Left, FontFace::SansBold);
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
        p.text(label, {box.x + 22, y}, 16, palette::kFeltText);
        p.text(value, {box.x + box.w - 22, y}, 16, palette::kWhite, Align::Right, FontFace::SansBold);
        y += 23.5f;
    }
}

void StatsScene::draw(Painter& p) {
    p.felt();
    draw_shade(p, 0.35f);
    p.text("STATS  -  " + name_, {640, 24}, 40, palette::kGold, Align::Center, FontFace::SansBold);

    draw_panel(p, kBankBox);
    p.text("Bank over this run", {kBankBox.x + 22, kBankBox.y + 14}, 20, palette::kGold, Align::Left,
           FontFace::SansBold);
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
    p.text("Hand outcomes", {kOutcomeBox.x + 22, kOutcomeBox.y + 14}, 20, palette::kGold, Align::Left,
           FontFace::SansBold);
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
    p.text("Trivia: right answers by category", {kTriviaBox.x + 22, kTriviaBox.y + 14}, 20, palette::kGold, Align::Left,
           FontFace::SansBold);
    if (accuracy_.empty()) {
        p.text("No questions answered yet", kTriviaBox.center(), 17, palette::kMuted, Align::Center);
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
            p.text("and " + std::to_string(accuracy_.size() - kCategoriesShown) + " more categories",
                   {kTriviaBox.x + kTriviaBox.w - 22, kTriviaBox.y + 18}, 13, palette::kMuted, Align::Right);
    }
    if (!error_.empty()) p.wrapped_text(error_, {240, 600, 800, 40}, 16, palette::kLose, Align::Center);
    buttons_.draw(p);
}

}  // namespace bjt::game
