#include "storage/round_skill.h"

#include <algorithm>
#include <cmath>

#include "storage/save_database.h"
#include "storage/sql/sql_connection.h"
#include "storage/sql/sql_statement.h"

namespace bjt::storage {
namespace {

// The sums every query reads, in this order (columns 0..4 of the SELECT).
constexpr const char* kSums =
    "COUNT(*), COALESCE(SUM(k.decisions), 0), COALESCE(SUM(k.best_plays), 0),"
    " COALESCE(SUM(k.given_away_millicents), 0), COALESCE(SUM(k.money_bet), 0)";

SkillTotals read_sums(const SqlStatement& s, int first) {
    return {s.column_int(first), s.column_int(first + 1), s.column_int(first + 2), s.column_int(first + 3),
            s.column_int(first + 4)};
}

}  // namespace

SkillTotals& SkillTotals::operator+=(const SkillTotals& o) {
    rounds += o.rounds;
    decisions += o.decisions;
    best_plays += o.best_plays;
    given_away_millicents += o.given_away_millicents;
    money_bet += o.money_bet;
    return *this;
}

void RoundSkill::write(SqlConnection& db, std::int64_t round_id, const SkillTotals& t) {
    // The preset is the one the profile plays now, which is the round's: the preset changes between rounds.
    db.prepare(
          "INSERT INTO round_skill(round_id, profile_id, preset, decisions, best_plays, given_away_millicents,"
          " money_bet) SELECT r.id, r.profile_id, p.preset, ?2, ?3, ?4, ?5 FROM rounds r"
          " JOIN profiles p ON p.id = r.profile_id WHERE r.id = ?1")
        .bind(1, round_id)
        .bind(2, t.decisions)
        .bind(3, t.best_plays)
        .bind(4, t.given_away_millicents)
        .bind(5, t.money_bet)
        .run();
}

SkillTotals RoundSkill::round(std::int64_t round_id) {
    SqlStatement s =
        db_.connection().prepare(std::string("SELECT ") + kSums + " FROM round_skill k WHERE k.round_id = ?1");
    s.bind(1, round_id);
    s.step();
    return read_sums(s, 0);
}

std::vector<SessionSkill> RoundSkill::by_session(std::int64_t profile_id, int limit) {
    SqlStatement s = db_.connection().prepare(
        std::string("SELECT * FROM (SELECT se.id, se.started_at, ") + kSums +
        " FROM round_skill k JOIN rounds r ON r.id = k.round_id JOIN sessions se ON se.id = r.session_id"
        " WHERE k.profile_id = ?1 GROUP BY se.id ORDER BY se.id DESC LIMIT ?2) ORDER BY 1");
    s.bind(1, profile_id).bind(2, limit);
    std::vector<SessionSkill> out;
    while (s.step()) out.push_back({s.column_int(0), s.column_int(1), read_sums(s, 2)});
    return out;
}

std::vector<PresetSkill> RoundSkill::by_preset(std::int64_t profile_id) {
    SqlStatement s = db_.connection().prepare(std::string("SELECT k.preset, ") + kSums +
                                              " FROM round_skill k WHERE k.profile_id = ?1 GROUP BY k.preset"
                                              " ORDER BY 3 DESC, k.preset");
    s.bind(1, profile_id);
    std::vector<PresetSkill> out;
    while (s.step()) out.push_back({s.column_text(0), read_sums(s, 1)});
    return out;
}

std::vector<SkillBoardEntry> RoundSkill::board(const std::string& preset, int limit) {
    SqlStatement s =
        db_.connection().prepare(std::string("SELECT p.name, ") + kSums +
                                 " FROM round_skill k JOIN profiles p ON p.id = k.profile_id WHERE k.preset = ?1"
                                 " GROUP BY k.profile_id HAVING SUM(k.decisions) >= ?2");
    s.bind(1, preset).bind(2, kBoardMinDecisions);
    std::vector<SkillBoardEntry> out;
    while (s.step()) out.push_back({s.column_text(0), read_sums(s, 1), 0});
    // Least given away in % of money bet first; on a tie, more decisions (a longer record) first, then by name.
    std::stable_sort(out.begin(), out.end(), [](const SkillBoardEntry& a, const SkillBoardEntry& b) {
        if (a.totals.given_away_percent() != b.totals.given_away_percent())
            return a.totals.given_away_percent() < b.totals.given_away_percent();
        if (a.totals.decisions != b.totals.decisions) return a.totals.decisions > b.totals.decisions;
        return a.name < b.name;
    });
    if (static_cast<int>(out.size()) > limit) out.resize(static_cast<std::size_t>(limit));
    for (std::size_t i = 0; i < out.size(); ++i) out[i].rank = static_cast<int>(i + 1);
    return out;
}

}  // namespace bjt::storage
