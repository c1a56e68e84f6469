#include "scenes/stats_skill_page.h"

#include <cstdio>

#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/save/save_game.h"
#include "game/ui/line_chart.h"
#include "game/ui/panel.h"
#include "game/ui/skill_text.h"
#include "scenes/stats_text.h"

namespace bjt::game {

namespace {
constexpr Rect kGivenAwayBox{40, 92, 780, 268};
constexpr Rect kBestBox{40, 376, 780, 258};
constexpr Rect kTotalsBox{840, 92, 400, 542};

using stats_text::heading;
using stats_text::line;

std::string fixed(double v, int decimals) {
    char b[32];
    std::snprintf(b, sizeof b, "%.*f%%", decimals, v);
    return b;
}

}  // namespace

void StatsSkillPage::load(SaveGame& saves, std::int64_t profile_id) {
    auto skill = saves.skill_history(profile_id, kSessionsCharted);
    if (!skill) {
        error_ = skill.error();
        return;
    }
    sessions_ = std::move(skill->sessions);
    presets_ = std::move(skill->presets);
    for (const storage::PresetSkill& p : presets_) total_ += p.totals;
}

std::string StatsSkillPage::summary() const {
    if (total_.rounds == 0) return "none";
    return std::to_string(total_.decisions) + (total_.decisions == 1 ? " decision, " : " decisions, ") +
           percent_text(total_.best_play_percent()) + " best plays, " + given_away_text(total_) + " given away";
}

void StatsSkillPage::draw(Painter& p) const {
    std::vector<double> given_away, best;
    for (const storage::SessionSkill& s : sessions_) {
        given_away.push_back(s.totals.given_away_percent());
        best.push_back(s.totals.best_play_percent());
    }
    draw_panel(p, kGivenAwayBox);
    heading(p, "EV given away per session, in % of the money bet (lower is better)", kGivenAwayBox);
    LineChart(std::move(given_away), [](double v) { return fixed(v, 2); })
        .draw(p, {kGivenAwayBox.x + 10, kGivenAwayBox.y + 48, kGivenAwayBox.w - 20, kGivenAwayBox.h - 58},
              Color{240, 150, 90, 255});
    draw_panel(p, kBestBox);
    heading(p, "Best plays per session, in % of your decisions", kBestBox);
    LineChart(std::move(best), [](double v) {
        return fixed(v, 0);
    }).draw(p, {kBestBox.x + 10, kBestBox.y + 48, kBestBox.w - 20, kBestBox.h - 58}, Color{110, 220, 140, 255});
    draw_totals(p, kTotalsBox);
}

void StatsSkillPage::draw_totals(Painter& p, const Rect& box) const {
    draw_panel(p, box);
    heading(p, "Skill totals", box);
    p.text_in(
        "Every decision of a standard round, insurance and even money too, against the best play of the "
        "coach's exact analysis for the cards you faced.",
        {box.x + 22, box.y + 44, box.w - 44, 58}, {.size = 14, .color = palette::kMuted, .min_size = 10});
    // Columns: the preset, then right-aligned decisions, best plays and EV given away.
    const float c1 = box.x + 22, c2 = box.x + 150, c3 = box.x + 236, c4 = box.x + 296, c5 = box.x + box.w - 22;
    float y = box.y + 110;
    const auto row = [&](const std::string& name, const storage::SkillTotals& t, Color c, FontFace face) {
        line(p, name, {c1, y, c2 - c1 - 8, 24}, 16, c, Align::Left, face);
        line(p, std::to_string(t.decisions), {c2, y, c3 - c2, 24}, 16, c, Align::Right, face);
        line(p, percent_text(t.best_play_percent()), {c3, y, c4 - c3, 24}, 16, c, Align::Right, face);
        line(p, given_away_text(t), {c4, y, c5 - c4, 24}, 16, c, Align::Right, face);
        y += 30;
    };
    line(p, "Preset", {c1, y, c2 - c1 - 8, 20}, 13, palette::kMuted);
    line(p, "Decisions", {c2, y, c3 - c2, 20}, 13, palette::kMuted, Align::Right);
    line(p, "Best", {c3, y, c4 - c3, 20}, 13, palette::kMuted, Align::Right);
    line(p, "Given away", {c4, y, c5 - c4, 20}, 13, palette::kMuted, Align::Right);
    y += 26;
    if (total_.rounds == 0) {
        line(p, "No scored rounds yet", {c1, y + 20, c5 - c1, 26}, 17, palette::kMuted, Align::Center);
        return;
    }
    row("All presets", total_, palette::kWhite, FontFace::SansBold);
    p.fill({c1, y - 4, c5 - c1, 1}, Color{255, 255, 255, 50});
    y += 4;
    for (std::size_t i = 0; i < presets_.size() && static_cast<int>(i) < kPresetsListed; ++i)
        row(presets_[i].preset, presets_[i].totals, palette::kFeltText, FontFace::Sans);
    line(p,
         "Over " + std::to_string(total_.rounds) + " rounds; " + std::to_string(total_.best_plays) + " of " +
             std::to_string(total_.decisions) + " plays were the best.",
         {c1, box.y + box.h - 40, c5 - c1, 24}, 14, palette::kMuted);
}

}  // namespace bjt::game
