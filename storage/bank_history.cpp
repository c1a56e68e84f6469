#include "storage/bank_history.h"

#include <string>

#include "storage/journal_kind.h"
#include "storage/save_database.h"
#include "storage/sql/sql_statement.h"

namespace bjt::storage {

BankHistory::BankHistory(SaveDatabase& db) : db_(db) {}

namespace {
// At most `max_points` of `all`, evenly spread; the first and the last kept.
std::vector<BankPoint> spread(std::vector<BankPoint> all, std::size_t max_points) {
    if (max_points < 2) max_points = 2;
    if (all.size() <= max_points) return all;
    std::vector<BankPoint> out;
    out.reserve(max_points);
    const std::size_t last = all.size() - 1;
    for (std::size_t i = 0; i < max_points; ++i) out.push_back(all[i * last / (max_points - 1)]);
    return out;
}

// Coming back to a preset starts its chart again too: the run before it was another preset's (other units).
bool starts_run(const std::string& kind) {
    return kind == journal_kind_name(JournalKind::NewProfile) || kind == journal_kind_name(JournalKind::NewRun) ||
           kind == journal_kind_name(JournalKind::CashOut) || kind == journal_kind_name(JournalKind::BankResumed);
}

std::vector<BankPoint> all_points(SaveDatabase& db, std::int64_t profile_id) {
    // The last entry of each closed round, and every entry outside a round. A round still open
    // shows nothing until it is settled: mid-round the bank is missing its stakes. A bank kept for a
    // preset being left is no point of the chart (the bank in play is 0 only for that instant).
    SqlStatement s = db.connection().prepare(R"sql(
        SELECT j.at, j.bank_after, j.kind FROM journal j
        WHERE j.profile_id = ?1 AND j.kind != 'bank_kept' AND (
          j.round_id IS NULL OR
          j.id IN (SELECT max(k.id) FROM journal k JOIN rounds r ON r.id = k.round_id
                   WHERE k.profile_id = ?1 AND r.status != 'open' GROUP BY k.round_id))
        ORDER BY j.id)sql");
    s.bind(1, profile_id);
    std::vector<BankPoint> all;
    while (s.step())
        all.push_back(
            {static_cast<std::int64_t>(all.size()), s.column_int(0), s.column_int(1), starts_run(s.column_text(2))});
    return all;
}
}  // namespace

std::vector<BankPoint> BankHistory::points(std::int64_t profile_id, std::size_t max_points) {
    return spread(all_points(db_, profile_id), max_points);
}

std::vector<BankPoint> BankHistory::current_run(std::int64_t profile_id, std::size_t max_points) {
    std::vector<BankPoint> all = all_points(db_, profile_id);
    std::size_t start = 0;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].run_start) start = i;
    std::vector<BankPoint> run(all.begin() + static_cast<std::ptrdiff_t>(start), all.end());
    for (std::size_t i = 0; i < run.size(); ++i) run[i].sequence = static_cast<std::int64_t>(i);
    return spread(std::move(run), max_points);
}

}  // namespace bjt::storage
