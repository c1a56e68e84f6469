#pragma once
// How many rounds the run being played has had, across sittings: the game-over screen's "Rounds played". A run
// starts with a new profile, a new run (after a game over, or a preset's first sitting) or a cash-out, and goes on
// through every restart of the game. Leaving a preset for another keeps its run (kept_banks.h): the rounds played
// elsewhere meanwhile are not its own, and coming back goes on counting where it stopped.
#include <cstdint>

namespace bjt::storage {

class SaveDatabase;

class RunRounds {
public:
    explicit RunRounds(SaveDatabase& db);
    // The settled rounds of the profile's run at the preset it plays now (a refunded round was never played out).
    int count(std::int64_t profile_id);

private:
    SaveDatabase& db_;
};

}  // namespace bjt::storage
