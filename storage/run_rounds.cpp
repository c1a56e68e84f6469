#include "storage/run_rounds.h"

#include <string>

#include "storage/journal_kind.h"
#include "storage/save_database.h"
#include "storage/sql/sql_statement.h"

namespace bjt::storage {

RunRounds::RunRounds(SaveDatabase& db) : db_(db) {}

namespace {
bool is(const std::string& kind, JournalKind k) { return kind == journal_kind_name(k); }

// The entries that start the bank of the preset in play again: before them lies an earlier run.
bool starts_run(const std::string& kind) {
    return is(kind, JournalKind::NewProfile) || is(kind, JournalKind::NewRun) || is(kind, JournalKind::CashOut);
}
}  // namespace

int RunRounds::count(std::int64_t profile_id) {
    SqlStatement preset = db_.connection().prepare("SELECT preset FROM profiles WHERE id = ?1");
    preset.bind(1, profile_id);
    if (!preset.step()) return 0;
    const std::string playing = preset.column_text(0);
    // Back from the newest entry to the run's start. Between coming back to the preset ('bank_resumed') and
    // leaving it ('bank_kept' naming it) the journal holds other presets' runs, which are skipped.
    SqlStatement s = db_.connection().prepare(R"sql(
        SELECT j.kind, j.round_id, coalesce(j.preset, ''), r.status FROM journal j
        LEFT JOIN rounds r ON r.id = j.round_id
        WHERE j.profile_id = ?1 ORDER BY j.id DESC)sql");
    s.bind(1, profile_id);
    int rounds = 0;
    std::int64_t last_round = -1;
    bool at_preset = true;
    while (s.step()) {
        const std::string kind = s.column_text(0);
        if (!at_preset) {
            at_preset = is(kind, JournalKind::BankKept) && s.column_text(2) == playing;
            continue;
        }
        const std::int64_t round = s.column_is_null(1) ? -1 : s.column_int(1);
        if (round >= 0 && round != last_round && s.column_text(3) == "settled") ++rounds;
        if (round >= 0) last_round = round;
        if (starts_run(kind)) break;
        if (is(kind, JournalKind::BankResumed)) at_preset = false;
    }
    return rounds;
}

}  // namespace bjt::storage
