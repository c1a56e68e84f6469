#pragma once
// The Cash Out leaderboard (classic preset, and any preset with Rules::leaderboard). A cash-out
// ends the run: the bank is recorded under the player's name with the time, and the profile's
// bank starts again, in one transaction, so a crash can neither lose the entry nor record it twice.
//
// Boards are per preset (points and dollars do not compare). Order: bank, highest first; on equal
// banks the earlier entry first. "Today" is the player's local calendar day when the entry was
// made (kept with the entry, so a later change of time zone or daylight saving does not move it).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/money.h"
#include "storage/clock.h"

namespace bjt::storage {

class SaveDatabase;

struct LeaderboardEntry {
    std::int64_t id = 0;
    std::string name;
    std::string preset;
    Cents bank = 0;
    UnixSeconds at = 0;
    std::string local_day;  // "YYYY-MM-DD"
    int rank = 0;  // 1-based, in the board it was read from
};

struct CashOutResult {
    LeaderboardEntry entry;
    int rank_today = 0;  // where it stands in today's board (may be beyond the top 10)
    int rank_all_time = 0;
};

class Leaderboard {
public:
    static constexpr int kTopCount = 10;

    explicit Leaderboard(SaveDatabase& db);

    // Records the profile's saved bank and starts its next run at `next_bank` and `next_credits`.
    // Refused (StorageError) while the profile has a round open.
    CashOutResult cash_out(std::int64_t profile_id, std::string_view preset, Cents next_bank, int next_credits);

    std::vector<LeaderboardEntry> today(std::string_view preset, int limit = kTopCount);
    std::vector<LeaderboardEntry> all_time(std::string_view preset, int limit = kTopCount);
    // The local day "today" is, by the clock.
    std::string today_date() const;

private:
    std::vector<LeaderboardEntry> board(std::string_view preset, const std::string* day, int limit);
    int rank_of(const LeaderboardEntry& e, const std::string* day);

    SaveDatabase& db_;
};

}  // namespace bjt::storage
