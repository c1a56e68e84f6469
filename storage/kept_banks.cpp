#include "storage/kept_banks.h"

#include "storage/bank_copy.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"
#include "storage/save_database.h"
#include "storage/sql/sql_statement.h"
#include "storage/sql/sql_transaction.h"
#include "storage/storage_error.h"

namespace bjt::storage {

KeptBanks::KeptBanks(SaveDatabase& db) : db_(db) {}

std::optional<KeptBank> KeptBanks::find(std::int64_t profile_id, std::string_view preset) {
    SqlStatement s =
        db_.connection().prepare("SELECT preset, bank, credits FROM kept_banks WHERE profile_id = ?1 AND preset = ?2");
    s.bind(1, profile_id).bind(2, preset);
    if (!s.step()) return std::nullopt;
    return KeptBank{s.column_text(0), s.column_int(1), static_cast<int>(s.column_int(2))};
}

std::vector<KeptBank> KeptBanks::list(std::int64_t profile_id) {
    std::vector<KeptBank> out;
    SqlStatement s =
        db_.connection().prepare("SELECT preset, bank, credits FROM kept_banks WHERE profile_id = ?1 ORDER BY preset");
    s.bind(1, profile_id);
    while (s.step()) out.push_back({s.column_text(0), s.column_int(1), static_cast<int>(s.column_int(2))});
    return out;
}

void KeptBanks::switch_to(std::int64_t profile_id, std::string_view preset, Cents starting_bank, int starting_credits) {
    if (starting_bank < 0) throw StorageError("a bank cannot be negative");
    SqlConnection& db = db_.connection();
    SqlTransaction tx(db);
    const std::optional<Profile> p = ProfileStore(db_).load(profile_id);
    if (!p) throw StorageError("no such profile");
    if (p->preset == preset) return;
    if (MoneyJournal::open_round_id(db, db_.clock(), profile_id, false))
        throw StorageError("a round is open: the preset changes between rounds");
    // The bank in play is kept for the preset being left (a bank of 0 too: its run is over, and the title
    // says so; the next sitting there starts a new run).
    db.prepare("INSERT INTO kept_banks(profile_id, preset, bank, credits) VALUES(?1, ?2, ?3, ?4)")
        .bind(1, profile_id)
        .bind(2, p->preset)
        .bind(3, p->bank)
        .bind(4, p->credits)
        .run();
    MoneyJournal::append(db, db_.clock(), profile_id, std::nullopt, JournalKind::BankKept, -p->bank, 0, 0, p->preset);
    const std::optional<KeptBank> kept = find(profile_id, preset);
    int credits = starting_credits;
    if (kept) {
        db.prepare("DELETE FROM kept_banks WHERE profile_id = ?1 AND preset = ?2")
            .bind(1, profile_id)
            .bind(2, preset)
            .run();
        MoneyJournal::append(db, db_.clock(), profile_id, std::nullopt, JournalKind::BankResumed, kept->bank, 0,
                             kept->bank, preset);
        credits = kept->credits;
    } else {
        MoneyJournal::append(db, db_.clock(), profile_id, std::nullopt, JournalKind::NewRun, starting_bank, 0,
                             starting_bank, preset);
    }
    db.prepare("UPDATE profiles SET preset = ?2, credits = ?3 WHERE id = ?1")
        .bind(1, profile_id)
        .bind(2, preset)
        .bind(3, credits)
        .run();
    BankCopy::update(db, profile_id);
    tx.commit();
}

}  // namespace bjt::storage
