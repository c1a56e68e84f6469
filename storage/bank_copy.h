#pragma once
// The redundant copy of every profile's bank: a second, tiny SQLite file attached to the save as
// schema "bank". It is written in the same transaction as each change of money (a rollback
// journal makes a transaction over two attached files atomic, through SQLite's super-journal),
// so it never disagrees with the save. When the save is damaged, the banks come back from here, with the
// banks each profile keeps for its other presets (bank.kept, see kept_banks.h).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/money.h"
#include "storage/clock.h"

namespace bjt::storage {

class SqlConnection;

struct CopiedBank {
    std::string name;
    Cents bank = 0;
    int credits = 0;
    Cents on_table = 0;  // stakes of a round still open when the copy was written
    std::string preset;
    std::int64_t journal_id = 0;  // the save's last journal entry for the profile
};

class BankCopy {
public:
    // Inside the caller's transaction: the copy of one profile (its bank and its kept banks) follows the save.
    static void update(SqlConnection& db, std::int64_t profile_id);
    static void remove(SqlConnection& db, std::string_view name);
    // The whole copy from the save, in its own transaction.
    static void rebuild(SqlConnection& db);
    static std::vector<CopiedBank> read(SqlConnection& db);
    // Profiles in the copy that the save lacks come back with their bank plus any stakes that
    // were on the table (the refund rule of RoundRecovery), and their kept banks. Returns the names restored.
    static std::vector<std::string> restore_missing(SqlConnection& db, UnixSeconds now);
};

}  // namespace bjt::storage
