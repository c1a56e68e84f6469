#include "storage/money_journal.h"

#include "storage/bank_copy.h"
#include "storage/career_stats.h"
#include "storage/round_summary.h"
#include "storage/save_database.h"
#include "storage/sql/sql_statement.h"
#include "storage/sql/sql_transaction.h"
#include "storage/storage_error.h"

namespace bjt::storage {
namespace {

Cents profile_bank(SqlConnection& db, std::int64_t profile_id) {
    SqlStatement s = db.prepare("SELECT bank FROM profiles WHERE id = ?1");
    s.bind(1, profile_id);
    if (!s.step()) throw StorageError("no profile with id " + std::to_string(profile_id));
    return s.column_int(0);
}

RoundRecord read_round(const SqlStatement& s) {
    RoundRecord r;
    r.id = s.column_int(0);
    const std::string status = s.column_text(1);
    r.status = status == "open"      ? RoundStatus::Open
               : status == "settled" ? RoundStatus::Settled
                                     : RoundStatus::Refunded;
    r.opened_at = s.column_int(2);
    if (!s.column_is_null(3)) r.closed_at = s.column_int(3);
    r.bank_before = s.column_int(4);
    r.on_table = s.column_int(5);
    if (!s.column_is_null(6)) r.bank_after = s.column_int(6);
    if (!s.column_is_null(7)) r.net = s.column_int(7);
    return r;
}

constexpr const char* kRoundColumns =
    "SELECT id, status, opened_at, closed_at, bank_before, on_table, bank_after, net FROM rounds";

}  // namespace

MoneyJournal::MoneyJournal(SaveDatabase& db) : db_(db) {}

Cents MoneyJournal::append(SqlConnection& db, const Clock& clock, std::int64_t profile_id,
                           std::optional<std::int64_t> round_id, JournalKind kind, Cents amount, Cents stake_change,
                           std::optional<Cents> expected_bank_after, std::string_view preset) {
    const Cents before = profile_bank(db, profile_id);
    const Cents after = before + amount;
    if (expected_bank_after && *expected_bank_after != after)
        throw StorageError("the table's bank " + format_amount(*expected_bank_after) +
                           " does not match the saved bank " + format_amount(before) + " " +
                           (amount < 0 ? "- " : "+ ") + format_amount(amount < 0 ? -amount : amount) + " (" +
                           std::string(journal_kind_name(kind)) + ")");
    if (after < 0) throw StorageError("a bank cannot go below zero");
    const UnixSeconds now = clock.now();
    db.prepare("UPDATE profiles SET bank = ?2, last_played_at = ?3 WHERE id = ?1")
        .bind(1, profile_id)
        .bind(2, after)
        .bind(3, now)
        .run();
    if (round_id && stake_change != 0)
        db.prepare("UPDATE rounds SET on_table = on_table + ?2 WHERE id = ?1")
            .bind(1, *round_id)
            .bind(2, stake_change)
            .run();
    db.prepare(
          "INSERT INTO journal(profile_id, round_id, at, kind, amount, stake_change, bank_after, preset)"
          " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, NULLIF(?8, ''))")
        .bind(1, profile_id)
        .bind(2, round_id)
        .bind(3, now)
        .bind(4, journal_kind_name(kind))
        .bind(5, amount)
        .bind(6, stake_change)
        .bind(7, after)
        .bind(8, preset)
        .run();
    BankCopy::update(db, profile_id);
    return after;
}

std::optional<std::int64_t> MoneyJournal::open_round_id(SqlConnection& db, const Clock& clock, std::int64_t profile_id,
                                                        bool open) {
    SqlStatement s = db.prepare("SELECT id FROM rounds WHERE profile_id = ?1 AND status = 'open'");
    s.bind(1, profile_id);
    if (s.step()) return s.column_int(0);
    if (!open) return std::nullopt;
    db.prepare("INSERT INTO rounds(profile_id, status, opened_at, bank_before) VALUES(?1, 'open', ?2, ?3)")
        .bind(1, profile_id)
        .bind(2, clock.now())
        .bind(3, profile_bank(db, profile_id))
        .run();
    return db.last_insert_id();
}

std::int64_t MoneyJournal::place_bet(std::int64_t profile_id, Cents amount, Cents bank_after) {
    if (amount <= 0) throw StorageError("a bet must be above zero");
    SqlConnection& db = db_.connection();
    SqlTransaction tx(db);
    if (open_round_id(db, db_.clock(), profile_id, false))
        throw StorageError("a round is already open: it must be settled or recovered first");
    const std::int64_t round = *open_round_id(db, db_.clock(), profile_id, true);
    append(db, db_.clock(), profile_id, round, JournalKind::Bet, -amount, amount, bank_after);
    tx.commit();
    return round;
}

void MoneyJournal::add_stake(std::int64_t profile_id, JournalKind kind, Cents amount, Cents bank_after) {
    if (amount <= 0) throw StorageError("a stake must be above zero");
    SqlConnection& db = db_.connection();
    SqlTransaction tx(db);
    const std::int64_t round = *open_round_id(db, db_.clock(), profile_id, true);
    append(db, db_.clock(), profile_id, round, kind, -amount, amount, bank_after);
    tx.commit();
}

void MoneyJournal::settle(std::int64_t profile_id, JournalKind kind, Cents stake, Cents net, Cents bank_after) {
    if (stake < 0) throw StorageError("a settled stake cannot be negative");
    SqlConnection& db = db_.connection();
    SqlTransaction tx(db);
    const std::int64_t round = *open_round_id(db, db_.clock(), profile_id, true);
    SqlStatement on_table = db.prepare("SELECT on_table FROM rounds WHERE id = ?1");
    on_table.bind(1, round);
    on_table.step();
    if (on_table.column_int(0) < stake)
        throw StorageError("settling " + format_amount(stake) + " but only " + format_amount(on_table.column_int(0)) +
                           " is on the table");
    append(db, db_.clock(), profile_id, round, kind, stake + net, -stake, bank_after);
    tx.commit();
}

void MoneyJournal::close_round(std::int64_t profile_id, const RoundSummary& summary, Cents bank_after,
                               int credits_after, const InCloseTransaction& also) {
    SqlConnection& db = db_.connection();
    SqlTransaction tx(db);
    // A round with no money moved (the journal attached mid-round) still counts in the statistics.
    const std::int64_t round = *open_round_id(db, db_.clock(), profile_id, true);
    SqlStatement s = db.prepare(std::string(kRoundColumns) + " WHERE id = ?1");
    s.bind(1, round);
    s.step();
    const RoundRecord r = read_round(s);
    if (r.on_table != 0)
        throw StorageError(format_amount(r.on_table) +
                           " is still on the table: a round closes only when every stake "
                           "is settled");
    const Cents bank = profile_bank(db, profile_id);
    if (bank != bank_after)
        throw StorageError("the table's bank " + format_amount(bank_after) + " does not match the saved bank " +
                           format_amount(bank));
    db.prepare("UPDATE rounds SET status = 'settled', closed_at = ?2, bank_after = ?3, net = ?4 WHERE id = ?1")
        .bind(1, round)
        .bind(2, db_.clock().now())
        .bind(3, bank)
        .bind(4, bank - r.bank_before)
        .run();
    db.prepare("UPDATE profiles SET credits = ?2 WHERE id = ?1").bind(1, profile_id).bind(2, credits_after).run();
    CareerStats::add_round(db, profile_id, summary);
    BankCopy::update(db, profile_id);
    if (also) also(db, round);
    tx.commit();
}

std::optional<RoundRecord> MoneyJournal::open_round(std::int64_t profile_id) {
    SqlStatement s =
        db_.connection().prepare(std::string(kRoundColumns) + " WHERE profile_id = ?1 AND status = 'open'");
    s.bind(1, profile_id);
    if (!s.step()) return std::nullopt;
    return read_round(s);
}

std::vector<RoundRecord> MoneyJournal::rounds(std::int64_t profile_id) {
    std::vector<RoundRecord> out;
    SqlStatement s = db_.connection().prepare(std::string(kRoundColumns) + " WHERE profile_id = ?1 ORDER BY id");
    s.bind(1, profile_id);
    while (s.step()) out.push_back(read_round(s));
    return out;
}

std::vector<JournalEntry> MoneyJournal::entries(std::int64_t profile_id, std::int64_t after_id) {
    std::vector<JournalEntry> out;
    SqlStatement s = db_.connection().prepare(
        "SELECT id, round_id, at, kind, amount, stake_change, bank_after FROM journal"
        " WHERE profile_id = ?1 AND id > ?2 ORDER BY id");
    s.bind(1, profile_id).bind(2, after_id);
    while (s.step()) {
        JournalEntry e;
        e.id = s.column_int(0);
        if (!s.column_is_null(1)) e.round_id = s.column_int(1);
        e.at = s.column_int(2);
        e.kind_name = s.column_text(3);
        e.kind = parse_journal_kind(e.kind_name);
        e.amount = s.column_int(4);
        e.stake_change = s.column_int(5);
        e.bank_after = s.column_int(6);
        out.push_back(std::move(e));
    }
    return out;
}

}  // namespace bjt::storage
