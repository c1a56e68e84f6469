#pragma once
// The stats screen's Skill page (StatsScene): the skill score over time, one point per session (EV given away in %
// of the money bet, and the share of best plays), and the totals of the profile, all presets and each preset.
// Read once from the save (storage/round_skill.h) when the stats screen opens.
#include <string>
#include <vector>

#include "game/render/geometry.h"
#include "game/save/save_reads.h"

namespace bjt::game {

class Painter;
class SaveGame;

class StatsSkillPage {
public:
    static constexpr int kSessionsCharted = 60;
    static constexpr int kPresetsListed = 8;

    // Reads the profile's skill; a failure leaves the page empty and says why in error().
    void load(SaveGame& saves, std::int64_t profile_id);
    void draw(Painter& p) const;
    const std::string& error() const { return error_; }
    // For scripts and tests: "N decisions, B% best plays, G% given away" over every preset, or "none".
    std::string summary() const;

private:
    void draw_totals(Painter& p, const Rect& box) const;

    std::vector<storage::SessionSkill> sessions_;
    std::vector<storage::PresetSkill> presets_;
    storage::SkillTotals total_;
    std::string error_;
};

}  // namespace bjt::game
