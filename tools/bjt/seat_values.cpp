#include "tools/bjt/seat_values.h"

namespace bjt::cli {

std::optional<std::vector<std::string>> values_per_seat(std::string_view option, const std::string& text, int seats,
                                                        std::string& error) {
    std::vector<std::string> parts;
    std::size_t from = 0;
    for (;;) {
        const std::size_t bar = text.find('|', from);
        parts.push_back(text.substr(from, bar == std::string::npos ? std::string::npos : bar - from));
        if (bar == std::string::npos) break;
        from = bar + 1;
    }
    if (parts.size() == 1) return std::vector<std::string>(static_cast<std::size_t>(seats), parts.front());
    if (parts.size() == static_cast<std::size_t>(seats)) return parts;
    error = std::string(option) + " '" + text + "' has " + std::to_string(parts.size()) + " values for " +
            std::to_string(seats) + " seats (give one value for every seat, or " + std::to_string(seats) +
            " separated by '|', seat 1 first)";
    return std::nullopt;
}

}  // namespace bjt::cli
