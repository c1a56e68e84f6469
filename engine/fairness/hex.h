#pragma once
// Lowercase hexadecimal, the form seeds and commitments are shown and typed in.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace bjt::fairness {

std::string to_hex(std::span<const std::uint8_t> bytes);
// Accepts upper or lower case; nullopt for an odd length or any character that is not a hex digit.
std::optional<std::vector<std::uint8_t>> from_hex(std::string_view text);

}  // namespace bjt::fairness
