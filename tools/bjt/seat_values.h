#pragma once
// `bjt round --seats N`: an option's value for each seat. One value is every seat's; N values separated by '|' are
// seat 1's first, and an empty one means nothing for that seat ("stand||hit").
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bjt::cli {

// `text` as `seats` values; nullopt with `error` set when it holds neither 1 nor `seats` of them.
std::optional<std::vector<std::string>> values_per_seat(std::string_view option, const std::string& text, int seats,
                                                        std::string& error);

}  // namespace bjt::cli
