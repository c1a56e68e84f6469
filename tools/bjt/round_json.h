#pragma once
// The JSON object `bjt round` prints for a finished (or stopped) round.
#include <string>
#include <vector>

#include "engine/event.h"
#include "engine/table.h"

namespace bjt::cli {

// What a seat brought to the round.
struct SeatRecord {
    Cents bet = 0;
    Cents bank_start = 0;
    int credits_start = 0;
};

struct RoundRecord {
    std::string preset;
    // A table of seats (bjt round --seats): each seat's fields in a "seats" array and each seat's events naming it.
    // Otherwise the one seat's fields at the top level, as the JSON always had them.
    bool seated = false;
    std::vector<SeatRecord> seats;
};

std::string round_to_json(const Table& table, const std::vector<Event>& events, const RoundRecord& record);

}  // namespace bjt::cli
