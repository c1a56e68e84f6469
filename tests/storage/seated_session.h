#pragma once
// Plays a table of several seats the way the game does: people at some seats (each a new profile with its own
// SessionRecorder, all joined in one storage::TableRecorders), computer players at the others, provably fair shoes
// numbered for the whole table, random bets (a seat now and then sitting a round out) and random legal choices.
// Shared by the storage and bjt tests.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/rules.h"
#include "storage/save_database.h"

namespace bjt::test {

struct SeatedPerson {
    std::string name;
    int seat = 0;  // 0: first base
};

struct SeatedPersonResult {
    std::int64_t profile_id = 0;
    std::int64_t session_id = 0;
    Cents bank = 0;  // the seat's bank when the session ended (before a round left open, if any)
    int credits = 0;
    Cents bank_before_open_round = 0;  // with `leave_last_round_open`: the bank before the round left open
};

struct SeatedSessionResult {
    std::vector<SeatedPersonResult> people;  // in the order given
    int rounds = 0;  // rounds played to the end
    int shoes = 0;
};

// `rounds` rounds at a table of `seats` seats (fewer when every person's bank runs out). With
// `leave_last_round_open`, one more round is bet and dealt, and left as a crash leaves it.
SeatedSessionResult play_seated_session(storage::SaveDatabase& db, const Rules& rules, int seats,
                                        const std::vector<SeatedPerson>& people, int rounds, std::uint64_t seed,
                                        bool leave_last_round_open = false);

}  // namespace bjt::test
