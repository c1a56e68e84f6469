#pragma once
// The current profile's career, charted with the Painter: the bank over time (line), hand outcomes
// (columns), trivia accuracy by category (rows), and the career numbers (rounds, doubles, splits,
// insurance, the biggest win). A second page (the Skill button) charts the skill score (StatsSkillPage).
// Read once from the save when the scene opens.
#include <string>
#include <vector>

#include "engine/rules.h"
#include "game/save/save_reads.h"
#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"
#include "scenes/stats_skill_page.h"

namespace bjt::game {

class StatsScene final : public Scene, public Scriptable {
public:
    explicit StatsScene(GameContext& ctx);
    std::string_view name() const override { return "stats"; }
    std::string focus_words() const override { return buttons_.focus_words(); }
    // The page's figures: the career's numbers, bank and trivia, or the skill score (records_words.h).
    std::string summary_words() const override;
    bool handle(const InputEvent& e) override;
    void update(float) override {}
    void draw(Painter& p) override;
    std::optional<Point> find_button(std::string_view id) const override { return buttons_.center_of(id); }
    // `stats-page` (`career` or `skill`), `skill-summary` (StatsSkillPage::summary()).
    std::string observe(std::string_view what) const override;

    static constexpr int kCategoriesShown = 7;

private:
    void draw_numbers(Painter& p, const Rect& box) const;
    void draw_career(Painter& p) const;
    void add_buttons();

    GameContext& ctx_;
    ButtonPanel buttons_;
    std::string name_;
    Units units_ = Units::Dollars;
    Cents starting_bank_ = 0;
    storage::CareerTotals totals_;
    std::vector<storage::CategoryAccuracy> accuracy_;
    std::vector<storage::BankPoint> history_;
    std::string error_;
    StatsSkillPage skill_;
    bool skill_page_ = false;
};

}  // namespace bjt::game
