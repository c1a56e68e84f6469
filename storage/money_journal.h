#pragma once
// Every change of a profile's bank, each written in its own transaction at the moment it happens:
// the journal entry, the profile's bank, the round's money on the table and the bank copy change
// together or not at all.
//
//   place_bet     opens the round with its base bet (bank after staking)
//   add_stake     a stake during the round: double, split, insurance, even money
//   settle        part of the round decided: a hand, the insurance, a three-bets bet, the bonus
//   close_round   the round is over: nothing may be left on the table; the round's net, the
//                 credits and the career statistics are written in the same transaction
//
// Each call takes the bank the table shows afterwards and checks it against the journal: a
// disagreement is refused (StorageError) rather than saved, so the save never drifts from the game.
// A round still open when the game starts again is closed by RoundRecovery.
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/money.h"
#include "storage/journal_entry.h"

namespace bjt::storage {

class Clock;
class SaveDatabase;
class SqlConnection;
struct RoundSummary;

class MoneyJournal {
public:
    explicit MoneyJournal(SaveDatabase& db);

    // Returns the round's id. Refused when the profile already has a round open.
    std::int64_t place_bet(std::int64_t profile_id, Cents amount, Cents bank_after);
    // Opens a round when none is open (a three-bets round has no base bet).
    void add_stake(std::int64_t profile_id, JournalKind kind, Cents amount, Cents bank_after);
    // `stake` leaves the table; the bank changes by stake + net (net: + won, - lost).
    void settle(std::int64_t profile_id, JournalKind kind, Cents stake, Cents net, Cents bank_after);
    // `also` (may be empty) runs inside the closing transaction with the round's id: the hand history lands with
    // the round's settlement or not at all, at the cost of no extra commit.
    using InCloseTransaction = std::function<void(SqlConnection&, std::int64_t round_id)>;
    void close_round(std::int64_t profile_id, const RoundSummary& summary, Cents bank_after, int credits_after,
                     const InCloseTransaction& also = {});

    std::optional<RoundRecord> open_round(std::int64_t profile_id);
    std::vector<RoundRecord> rounds(std::int64_t profile_id);
    // Entries with an id above `after_id`, oldest first.
    std::vector<JournalEntry> entries(std::int64_t profile_id, std::int64_t after_id = 0);

    // The primitive, for callers already inside a transaction (ProfileStore, Leaderboard,
    // RoundRecovery): adds `amount` to the bank, checks the result against `expected_bank_after`
    // when given, writes the entry and the bank copy. Returns the bank after. `preset` (empty: none) names
    // the preset whose kept bank the entry moves money to or from (KeptBanks).
    static Cents append(SqlConnection& db, const Clock& clock, std::int64_t profile_id,
                        std::optional<std::int64_t> round_id, JournalKind kind, Cents amount, Cents stake_change,
                        std::optional<Cents> expected_bank_after, std::string_view preset = {});
    // The profile's open round, opened now when there is none and `open` is set.
    static std::optional<std::int64_t> open_round_id(SqlConnection& db, const Clock& clock, std::int64_t profile_id,
                                                     bool open);

private:
    SaveDatabase& db_;
};

}  // namespace bjt::storage
