#pragma once
// The skill score kept per round (schema version 4): for each settled standard-mode round, the decisions the
// player made, how many were the best play, the EV they gave away against the best option and the money bet.
// The recorder scores each decision as the player makes it, on the table as they face it, with the scorer of
// `bjt replay --score` (engine/strategy/skill_score.h), and writes the round's row in its closing transaction.
// The stats screen, the table's skill line and the Skill board read it through the queries below.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/money.h"
#include "storage/clock.h"

namespace bjt::storage {

class SaveDatabase;
class SqlConnection;

// Decisions over some rounds. EV given away is kept in thousandths of a cent (sums stay exact).
struct SkillTotals {
    std::int64_t rounds = 0;
    std::int64_t decisions = 0;
    std::int64_t best_plays = 0;
    std::int64_t given_away_millicents = 0;
    Cents money_bet = 0;

    double given_away_cents() const { return static_cast<double>(given_away_millicents) / 1000.0; }
    double best_play_percent() const {
        return decisions == 0 ? 100.0 : 100.0 * static_cast<double>(best_plays) / static_cast<double>(decisions);
    }
    // EV given away in % of the money bet over the same rounds.
    double given_away_percent() const {
        return money_bet <= 0 ? 0.0 : 100.0 * given_away_cents() / static_cast<double>(money_bet);
    }
    SkillTotals& operator+=(const SkillTotals& o);
};

struct SessionSkill {
    std::int64_t session_id = 0;
    UnixSeconds started_at = 0;
    SkillTotals totals;
};

struct PresetSkill {
    std::string preset;
    SkillTotals totals;
};

struct SkillBoardEntry {
    std::string name;  // the profile's
    SkillTotals totals;
    int rank = 0;  // 1-based
};

class RoundSkill {
public:
    // The Skill board lists a player only after this many scored decisions at the preset: a few lucky guesses
    // should not top it.
    static constexpr int kBoardMinDecisions = 20;
    static constexpr int kBoardTopCount = 10;

    explicit RoundSkill(SaveDatabase& db) : db_(db) {}

    // The round's row, on a connection inside the round's closing transaction.
    static void write(SqlConnection& db, std::int64_t round_id, const SkillTotals& round);

    // rounds == 0 when the round has no skill row (not standard mode, or played before version 4).
    SkillTotals round(std::int64_t round_id);
    // The profile's sessions with a scored round, oldest first (the last `limit`).
    std::vector<SessionSkill> by_session(std::int64_t profile_id, int limit = 60);
    // The profile's totals per preset, the preset with most decisions first.
    std::vector<PresetSkill> by_preset(std::int64_t profile_id);
    // Every profile at `preset` with at least kBoardMinDecisions, least EV given away (in % of money bet) first.
    std::vector<SkillBoardEntry> board(const std::string& preset, int limit = kBoardTopCount);

private:
    SaveDatabase& db_;
};

}  // namespace bjt::storage
