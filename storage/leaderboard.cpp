#include "storage/leaderboard.h"

#include "storage/local_time.h"
#include "storage/money_journal.h"
#include "storage/save_database.h"
#include "storage/sql/sql_statement.h"
#include "storage/sql/sql_transaction.h"
#include "storage/storage_error.h"

namespace bjt::storage {

Leaderboard::Leaderboard(SaveDatabase& db) : db_(db) {}

std::string Leaderboard::today_date() const {
    const Clock& clock = db_.clock();
    return LocalTime::at(clock, clock.now()).date_text();
}

CashOutResult Leaderboard::cash_out(std::int64_t profile_id, std::string_view preset, Cents next_bank,
                                    int next_credits) {
    if (next_bank < 0) throw StorageError("a bank cannot be negative");
    SqlConnection& db = db_.connection();
    const Clock& clock = db_.clock();
    LeaderboardEntry e;
    {
        SqlTransaction tx(db);
        if (MoneyJournal::open_round_id(db, clock, profile_id, false))
            throw StorageError("a round is open: Cash Out comes between rounds");
        SqlStatement p = db.prepare("SELECT name, bank FROM profiles WHERE id = ?1");
        p.bind(1, profile_id);
        if (!p.step()) throw StorageError("no such profile");
        e.name = p.column_text(0);
        e.bank = p.column_int(1);
        e.preset = std::string(preset);
        e.at = clock.now();
        e.local_day = LocalTime::at(clock, e.at).date_text();
        db.prepare("INSERT INTO leaderboard(name, preset, bank, at, local_day) VALUES(?1, ?2, ?3, ?4, ?5)")
            .bind(1, e.name)
            .bind(2, e.preset)
            .bind(3, e.bank)
            .bind(4, e.at)
            .bind(5, e.local_day)
            .run();
        e.id = db.last_insert_id();
        db.prepare("UPDATE profiles SET credits = ?2 WHERE id = ?1").bind(1, profile_id).bind(2, next_credits).run();
        MoneyJournal::append(db, clock, profile_id, std::nullopt, JournalKind::CashOut, next_bank - e.bank, 0,
                             next_bank);
        tx.commit();
    }
    CashOutResult r;
    r.rank_today = rank_of(e, &e.local_day);
    r.rank_all_time = rank_of(e, nullptr);
    e.rank = r.rank_all_time;
    r.entry = std::move(e);
    return r;
}

std::vector<LeaderboardEntry> Leaderboard::today(std::string_view preset, int limit) {
    const std::string day = today_date();
    return board(preset, &day, limit);
}

std::vector<LeaderboardEntry> Leaderboard::all_time(std::string_view preset, int limit) {
    return board(preset, nullptr, limit);
}

std::vector<LeaderboardEntry> Leaderboard::board(std::string_view preset, const std::string* day, int limit) {
    SqlStatement s = db_.connection().prepare(
        "SELECT id, name, preset, bank, at, local_day FROM leaderboard"
        " WHERE preset = ?1 AND (?2 IS NULL OR local_day = ?2) ORDER BY bank DESC, at, id LIMIT ?3");
    s.bind(1, preset);
    if (day)
        s.bind(2, *day);
    else
        s.bind_null(2);
    s.bind(3, limit);
    std::vector<LeaderboardEntry> out;
    while (s.step()) {
        LeaderboardEntry e;
        e.id = s.column_int(0);
        e.name = s.column_text(1);
        e.preset = s.column_text(2);
        e.bank = s.column_int(3);
        e.at = s.column_int(4);
        e.local_day = s.column_text(5);
        e.rank = static_cast<int>(out.size()) + 1;
        out.push_back(std::move(e));
    }
    return out;
}

int Leaderboard::rank_of(const LeaderboardEntry& e, const std::string* day) {
    SqlStatement s = db_.connection().prepare(
        "SELECT count(*) FROM leaderboard WHERE preset = ?1 AND (?2 IS NULL OR local_day = ?2) AND"
        " (bank > ?3 OR (bank = ?3 AND (at < ?4 OR (at = ?4 AND id < ?5))))");
    s.bind(1, e.preset);
    if (day)
        s.bind(2, *day);
    else
        s.bind_null(2);
    s.bind(3, e.bank).bind(4, e.at).bind(5, e.id);
    s.step();
    return static_cast<int>(s.column_int(0)) + 1;
}

}  // namespace bjt::storage
