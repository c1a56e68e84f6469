#include "game/save/history_rows.h"

#include <cstdio>

#include "engine/replay/rules_text.h"
#include "storage/hand_history.h"
#include "storage/local_time.h"
#include "storage/save_database.h"

namespace bjt::game {

std::string date_and_time(const storage::Clock& clock, storage::UnixSeconds at) {
    const storage::LocalTime t = storage::LocalTime::at(clock, at);
    char hm[8];
    std::snprintf(hm, sizeof hm, "%02d:%02d", t.hour % 24, t.minute % 60);
    return t.date_text() + " " + hm;
}

namespace {

// The outcomes of a round's hands in the order they were settled ("win, lose"), from its history lines.
// The outcomes and the bet of the profile's own seat (`seat`, at a table of several).
std::string outcomes(const std::vector<replay::HistoryEvent>& events, int seat) {
    std::string text;
    for (const replay::HistoryEvent& e : events)
        if (e.kind == "hand_settled" && e.seat == seat) text += (text.empty() ? "" : ", ") + e.detail;
    return text;
}

Cents first_bet(const std::vector<replay::HistoryEvent>& events, int seat) {
    for (const replay::HistoryEvent& e : events)
        if (e.kind == "bet_placed" && e.seat == seat) return e.amount;
    return 0;
}

}  // namespace

Rules round_rules(storage::SaveDatabase& db, const std::string& fingerprint) {
    const auto text = storage::HandHistory(db).rules_text(fingerprint);
    std::string error;
    const auto rules = text ? replay::parse_rules_text(*text, error) : std::nullopt;
    return rules.value_or(Rules{});
}

std::vector<SessionRow> session_rows(storage::SaveDatabase& db, std::int64_t profile_id, int limit) {
    storage::HandHistory history(db);
    std::vector<SessionRow> rows;
    for (const storage::SessionInfo& s : history.recent_sessions(profile_id, limit)) {
        SessionRow row{s.id, date_and_time(db.clock(), s.started_at), "", s.rounds, s.net, Units::Dollars};
        const auto rounds = history.session_rounds(s.id);
        if (!rounds.empty() && rounds.front().rules) {
            const Rules rules = round_rules(db, *rounds.front().rules);
            row.preset = rules.name;
            row.units = rules.units;
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<RoundRow> round_rows(storage::SaveDatabase& db, std::int64_t session_id) {
    storage::HandHistory history(db);
    std::vector<RoundRow> rows;
    Units units = Units::Dollars;
    std::string units_of;  // the fingerprint `units` was read for: most sessions keep one rule set
    for (const storage::HistoryRound& r : history.session_rounds(session_id)) {
        if (r.rules && *r.rules != units_of) {
            units = round_rules(db, *r.rules).units;
            units_of = *r.rules;
        }
        const auto events = history.round_events(r.id);
        RoundRow row{r.id,
                     first_bet(events, r.seat),
                     outcomes(events, r.seat),
                     r.net.value_or(0),
                     units,
                     storage::HandHistory::has_inputs(events),
                     r.seat};
        if (r.status == storage::RoundStatus::Refunded) row.result = "interrupted";
        if (row.result.empty()) row.result = "-";
        rows.push_back(std::move(row));
    }
    return rows;
}

}  // namespace bjt::game
