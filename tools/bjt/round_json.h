#pragma once
// The JSON object `bjt round` prints for a finished (or stopped) round.
#include <string>
#include <vector>

#include "engine/event.h"
#include "engine/table.h"

namespace bjt::cli {

struct RoundRecord {
    std::string preset;
    Cents bet = 0;
    Cents bank_start = 0;
    int credits_start = 0;
};

std::string round_to_json(const Table& table, const std::vector<Event>& events, const RoundRecord& record);

}  // namespace bjt::cli
