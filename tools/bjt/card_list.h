#pragma once
// Cards typed on a command line or in a file: "8S 6D 8H,TC" (spaces or commas between cards).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"

namespace bjt::cli {

// nullopt with `error` naming the first bad card and its 1-based place.
std::optional<std::vector<Card>> parse_card_list(std::string_view text, std::string& error);
std::string format_card_list(const std::vector<Card>& cards);

}  // namespace bjt::cli
