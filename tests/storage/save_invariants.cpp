#include "tests/storage/save_invariants.h"

#include <catch2/catch.hpp>

#include "storage/bank_copy.h"
#include "storage/profile_store.h"

namespace bjt::storage::test {

// The invariants any save must hold after recovery; returns the profiles' ids by name.
std::map<std::string, std::int64_t> check_save(SaveDatabase& db) {
    std::map<std::string, std::int64_t> ids;
    MoneyJournal journal(db);
    std::map<std::string, CopiedBank> copies;
    for (CopiedBank& c : BankCopy::read(db.connection())) copies[c.name] = c;
    for (const Profile& p : ProfileStore(db).list()) {
        ids[p.name] = p.id;
        INFO("profile " << p.name);
        const auto entries = journal.entries(p.id);
        Cents bank = 0;
        std::map<std::int64_t, Cents> moved_by_round, staked_by_round, bank_before_round;
        for (const JournalEntry& e : entries) {
            REQUIRE(e.kind.has_value());
            bank += e.amount;
            REQUIRE(e.bank_after == bank);
            CHECK(e.bank_after >= 0);
            if (e.round_id) {
                bank_before_round.emplace(*e.round_id, e.bank_after - e.amount);  // kept for the first entry
                moved_by_round[*e.round_id] += e.amount;
                staked_by_round[*e.round_id] += e.stake_change;
            }
        }
        CHECK(p.bank == bank);
        REQUIRE(copies.count(p.name) == 1);
        CHECK(copies[p.name].bank == p.bank);
        CHECK(copies[p.name].credits == p.credits);
        CHECK(copies[p.name].on_table == 0);
        for (const RoundRecord& r : journal.rounds(p.id)) {
            CHECK(r.status != RoundStatus::Open);
            CHECK(r.on_table == 0);
            CHECK(staked_by_round[r.id] == 0);  // every stake settled or refunded
            REQUIRE(r.net);
            CHECK(*r.net == moved_by_round[r.id]);
            CHECK(*r.bank_after - r.bank_before == *r.net);
            if (bank_before_round.count(r.id)) CHECK(r.bank_before == bank_before_round[r.id]);
        }
    }
    return ids;
}

std::vector<Move> moves(const std::vector<JournalEntry>& entries) {
    std::vector<Move> out;
    for (const JournalEntry& e : entries) out.push_back({e.kind_name, e.amount, e.stake_change, e.bank_after});
    return out;
}

}  // namespace bjt::storage::test
