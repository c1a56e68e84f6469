#pragma once
// The hand history as the History screen lists it: the profile's recent sessions (date, preset, rounds,
// result) and a session's rounds (bet, result, net), read from storage::HandHistory. Throws what the save
// throws (storage::StorageError, SqlError); the screen says so.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/money.h"
#include "engine/rules.h"
#include "storage/clock.h"

namespace bjt::storage {
class SaveDatabase;
}

namespace bjt::game {

struct SessionRow {
    std::int64_t id = 0;
    std::string date;  // "2026-11-24 18:05", the player's local time
    std::string preset;  // the rules' name ("Trivia Blackjack") of its first round
    int rounds = 0;
    Cents net = 0;  // the bank's change over the session
    Units units = Units::Dollars;
};

struct RoundRow {
    std::int64_t id = 0;
    Cents bet = 0;  // the stakes placed on the deal: the base bet (three-bets: nothing)
    std::string result;  // the hands' outcomes, "win", "lose, push"; "interrupted" for a round the crash rule settled
    Cents net = 0;
    Units units = Units::Dollars;
    // False for a round recorded before the game kept the player's inputs (storage::HandHistory::has_inputs()):
    // shown step by step, never replayed or exported.
    bool replayable = true;
    int seat = 0;  // the profile's seat, at a table of several
};

// "2026-11-24 18:05": an instant in the player's local time, as the History screen and the Fairness panel show it.
std::string date_and_time(const storage::Clock& clock, storage::UnixSeconds at);

std::vector<SessionRow> session_rows(storage::SaveDatabase& db, std::int64_t profile_id, int limit);
std::vector<RoundRow> round_rows(storage::SaveDatabase& db, std::int64_t session_id);
// The rules a round was played under (parsed from the save's rule text); the engine defaults when unreadable.
Rules round_rules(storage::SaveDatabase& db, const std::string& fingerprint);

}  // namespace bjt::game
