#pragma once
// Plays a session the way the game will: a provably fair shoe per shuffle (announced to the recorder, its
// server seed revealed when the next shoe starts and at the end), random legal choices (a hit sometimes taken back
// before its question, side bets now and then), and every request made through the SessionRecorder so the hand history
// has the inputs. Shared by the storage and bjt tests.
#include <cstdint>

#include "engine/rules.h"
#include "storage/save_database.h"

namespace bjt::test {

struct FairSessionResult {
    std::int64_t profile_id = 0;
    std::int64_t session_id = 0;
    Cents bank = 0;
    int credits = 0;
    int shoes = 0;
    int rounds = 0;  // rounds played (fewer than asked when the bank ran out)
};

// Creates profile `name` with the rules' starting bank and plays `rounds` rounds (fewer if the bank runs out).
FairSessionResult play_fair_session(storage::SaveDatabase& db, const Rules& rules, const std::string& name, int rounds,
                                    std::uint64_t seed);
// Another session of an existing profile, from its saved bank and credits.
FairSessionResult play_fair_session(storage::SaveDatabase& db, const Rules& rules, std::int64_t profile_id, int rounds,
                                    std::uint64_t seed);

}  // namespace bjt::test
