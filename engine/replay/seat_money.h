#pragma once
// Every seat's money at a table of several, as the replay file and the save write it: "BANK:CREDITS|BANK:CREDITS|..."
// with seat 1 first (docs/replays.md).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/replay/replay.h"

namespace bjt::replay {

std::string format_seats_money(const std::vector<SeatMoney>& seats);
// nullopt, with `error` saying what is wrong, unless it lists 2 to kMaxSeats seats of whole numbers.
std::optional<std::vector<SeatMoney>> parse_seats_money(std::string_view text, std::string& error);

}  // namespace bjt::replay
