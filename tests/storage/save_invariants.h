#pragma once
// What every save must hold after recovery, checked by the crash and the disk-fault tests.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "storage/money_journal.h"
#include "storage/save_database.h"

namespace bjt::storage::test {

// Every profile's bank is the sum of its journal, entry by entry, the bank copy agrees, no round stays
// open and every closed round's net is what its entries moved (Catch2 checks). Returns the ids by name.
std::map<std::string, std::int64_t> check_save(SaveDatabase& db);

// A journal entry as money moves, for comparing two runs.
struct Move {
    std::string kind;
    Cents amount, stake_change, bank_after;
    friend bool operator==(const Move&, const Move&) = default;
};
std::vector<Move> moves(const std::vector<JournalEntry>& entries);

}  // namespace bjt::storage::test
