#include "storage/round_recovery.h"

#include "storage/bank_copy.h"
#include "storage/career_stats.h"
#include "storage/journal_kind.h"
#include "storage/money_journal.h"
#include "storage/save_database.h"
#include "storage/sql/sql_statement.h"
#include "storage/sql/sql_transaction.h"

namespace bjt::storage {

RoundRecovery::RoundRecovery(SaveDatabase& db) : db_(db) {}

std::vector<RecoveredRound> RoundRecovery::run() {
    SqlConnection& db = db_.connection();
    std::vector<RecoveredRound> found;
    {
        SqlStatement s = db.prepare(
            "SELECT r.id, r.profile_id, p.name, r.on_table, r.bank_before FROM rounds r"
            " JOIN profiles p ON p.id = r.profile_id WHERE r.status = 'open' ORDER BY r.id");
        while (s.step()) {
            RecoveredRound r;
            r.round_id = s.column_int(0);
            r.profile_id = s.column_int(1);
            r.profile_name = s.column_text(2);
            r.refunded = s.column_int(3);
            r.bank_after = s.column_int(4);  // bank_before for now
            found.push_back(std::move(r));
        }
    }
    for (RecoveredRound& r : found) {
        SqlTransaction tx(db);
        Cents bank = 0;
        if (r.refunded > 0) {
            bank = MoneyJournal::append(db, db_.clock(), r.profile_id, r.round_id, JournalKind::Refund, r.refunded,
                                        -r.refunded, std::nullopt);
        } else {
            SqlStatement b = db.prepare("SELECT bank FROM profiles WHERE id = ?1");
            b.bind(1, r.profile_id);
            b.step();
            bank = b.column_int(0);
        }
        const Cents bank_before = r.bank_after;
        r.bank_after = bank;
        r.settled_net = bank - bank_before;
        db.prepare("UPDATE rounds SET status = 'refunded', closed_at = ?2, bank_after = ?3, net = ?4 WHERE id = ?1")
            .bind(1, r.round_id)
            .bind(2, db_.clock().now())
            .bind(3, bank)
            .bind(4, r.settled_net)
            .run();
        CareerStats::add_interrupted_round(db, r.profile_id);
        BankCopy::update(db, r.profile_id);
        tx.commit();
    }
    return found;
}

}  // namespace bjt::storage
