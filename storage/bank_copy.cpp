#include "storage/bank_copy.h"

#include "storage/sql/sql_connection.h"
#include "storage/sql/sql_statement.h"
#include "storage/sql/sql_transaction.h"

namespace bjt::storage {
namespace {

constexpr std::string_view kCopySelect = R"sql(
SELECT p.name, p.bank, p.credits,
       COALESCE((SELECT r.on_table FROM main.rounds r WHERE r.profile_id = p.id AND r.status = 'open'), 0),
       p.preset,
       COALESCE((SELECT max(j.id) FROM main.journal j WHERE j.profile_id = p.id), 0)
FROM main.profiles p)sql";

constexpr std::string_view kKeptSelect = R"sql(
SELECT p.name, k.preset, k.bank, k.credits FROM main.kept_banks k JOIN main.profiles p ON p.id = k.profile_id)sql";

// A kept bank the copy holds for a restored profile: the journal gives it back with the bank ('restored')
// and keeps it aside again ('bank_kept', naming the preset), so the journal sums to both banks.
void restore_kept(SqlConnection& db, std::int64_t id, const std::string& name, UnixSeconds now) {
    SqlStatement s = db.prepare("SELECT preset, bank, credits FROM bank.kept WHERE name = ?1");
    s.bind(1, name);
    while (s.step()) {
        const std::string preset = s.column_text(0);
        const Cents kept = s.column_int(1);
        db.prepare("INSERT INTO main.kept_banks(profile_id, preset, bank, credits) VALUES(?1, ?2, ?3, ?4)")
            .bind(1, id)
            .bind(2, preset)
            .bind(3, kept)
            .bind(4, s.column_int(2))
            .run();
        const char* entry =
            "INSERT INTO main.journal(profile_id, at, kind, amount, bank_after, preset)"
            " SELECT ?1, ?2, ?3, ?4, bank + ?5, ?6 FROM main.profiles WHERE id = ?1";
        db.prepare(entry)
            .bind(1, id)
            .bind(2, now)
            .bind(3, "restored")
            .bind(4, kept)
            .bind(5, kept)
            .bind(6, preset)
            .run();
        db.prepare(entry).bind(1, id).bind(2, now).bind(3, "bank_kept").bind(4, -kept).bind(5, 0).bind(6, preset).run();
    }
}

}  // namespace

void BankCopy::update(SqlConnection& db, std::int64_t profile_id) {
    db.prepare("INSERT OR REPLACE INTO bank.banks(name, bank, credits, on_table, preset, journal_id)" +
               std::string(kCopySelect) + " WHERE p.id = ?1")
        .bind(1, profile_id)
        .run();
    db.prepare("DELETE FROM bank.kept WHERE name = (SELECT name FROM main.profiles WHERE id = ?1)")
        .bind(1, profile_id)
        .run();
    db.prepare("INSERT INTO bank.kept(name, preset, bank, credits)" + std::string(kKeptSelect) + " WHERE p.id = ?1")
        .bind(1, profile_id)
        .run();
}

void BankCopy::remove(SqlConnection& db, std::string_view name) {
    db.prepare("DELETE FROM bank.banks WHERE name = ?1").bind(1, name).run();
    db.prepare("DELETE FROM bank.kept WHERE name = ?1").bind(1, name).run();
}

void BankCopy::rebuild(SqlConnection& db) {
    SqlTransaction tx(db);
    db.exec("DELETE FROM bank.banks");
    db.exec("INSERT INTO bank.banks(name, bank, credits, on_table, preset, journal_id)" + std::string(kCopySelect));
    db.exec("DELETE FROM bank.kept");
    db.exec("INSERT INTO bank.kept(name, preset, bank, credits)" + std::string(kKeptSelect));
    tx.commit();
}

std::vector<CopiedBank> BankCopy::read(SqlConnection& db) {
    std::vector<CopiedBank> out;
    SqlStatement s =
        db.prepare("SELECT name, bank, credits, on_table, preset, journal_id FROM bank.banks ORDER BY name");
    while (s.step()) {
        CopiedBank c;
        c.name = s.column_text(0);
        c.bank = s.column_int(1);
        c.credits = static_cast<int>(s.column_int(2));
        c.on_table = s.column_int(3);
        c.preset = s.column_text(4);
        c.journal_id = s.column_int(5);
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<std::string> BankCopy::restore_missing(SqlConnection& db, UnixSeconds now) {
    std::vector<std::string> restored;
    SqlTransaction tx(db);
    for (const CopiedBank& c : read(db)) {
        SqlStatement exists = db.prepare("SELECT 1 FROM main.profiles WHERE name = ?1");
        exists.bind(1, c.name);
        if (exists.step()) continue;
        const Cents bank = c.bank + c.on_table;  // a round cut off with the save: its stakes come back
        db.prepare(
              "INSERT INTO main.profiles(name, bank, credits, preset, created_at, last_played_at)"
              " VALUES(?1, ?2, ?3, ?4, ?5, ?5)")
            .bind(1, c.name)
            .bind(2, bank)
            .bind(3, c.credits)
            .bind(4, c.preset)
            .bind(5, now)
            .run();
        const std::int64_t id = db.last_insert_id();
        db.prepare(
              "INSERT INTO main.journal(profile_id, at, kind, amount, bank_after) VALUES(?1, ?2, 'restored', ?3, ?3)")
            .bind(1, id)
            .bind(2, now)
            .bind(3, bank)
            .run();
        restore_kept(db, id, c.name, now);
        update(db, id);
        restored.push_back(c.name);
    }
    tx.commit();
    return restored;
}

}  // namespace bjt::storage
