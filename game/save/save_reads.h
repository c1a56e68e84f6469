#pragma once
// What the screens read of the save, each read whole: the leaderboards of a preset, a profile's career and skill,
// its sessions and rounds, a round's events. The values the save keeps (storage's records) come with them, so a
// screen includes this and never storage/.
#include <string>
#include <vector>

#include "storage/bank_history.h"
#include "storage/career_stats.h"
#include "storage/leaderboard.h"
#include "storage/local_time.h"
#include "storage/profile.h"
#include "storage/round_skill.h"

namespace bjt::game {

// A preset's boards: today's and all time's money, and the skill board.
struct Leaderboards {
    std::vector<storage::LeaderboardEntry> today;
    std::vector<storage::LeaderboardEntry> all_time;
    std::vector<storage::SkillBoardEntry> skill;
    std::string today_date;
};

// A profile's career: its totals, its trivia accuracy by category, the bank through its current run.
struct Career {
    storage::CareerTotals totals;
    std::vector<storage::CategoryAccuracy> accuracy;
    std::vector<storage::BankPoint> bank_history;
};

// A profile's skill score: by session (newest last, for the chart) and by preset.
struct SkillHistory {
    std::vector<storage::SessionSkill> sessions;
    std::vector<storage::PresetSkill> presets;
};

}  // namespace bjt::game
