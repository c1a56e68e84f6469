#pragma once
// A profile's bank over time for the stats chart: one point at the end of every round and at
// every other change of the bank (new profile, new run, cash-out, refund, restore).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/money.h"
#include "storage/clock.h"

namespace bjt::storage {

class SaveDatabase;

struct BankPoint {
    std::int64_t sequence = 0;  // 0, 1, 2... over the whole history (an even x axis)
    UnixSeconds at = 0;
    Cents bank = 0;
    bool run_start = false;  // a new profile, a new run or a cash-out: the bank starts again here
};

class BankHistory {
public:
    explicit BankHistory(SaveDatabase& db);
    // At most `max_points` points, evenly spread over the history; the first and the last are always kept.
    std::vector<BankPoint> points(std::int64_t profile_id, std::size_t max_points = 200);
    // The same for the current run only (from the last new profile, new run or cash-out on), so a chart
    // never joins banks of different presets and units.
    std::vector<BankPoint> current_run(std::int64_t profile_id, std::size_t max_points = 200);

private:
    SaveDatabase& db_;
};

}  // namespace bjt::storage
