#include "engine/replay/seat_money.h"

#include <charconv>

#include "engine/seat.h"

namespace bjt::replay {
namespace {

template <typename Int>
bool read_number(std::string_view s, Int& out) {
    const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return !s.empty() && r.ec == std::errc{} && r.ptr == s.data() + s.size();
}

}  // namespace

std::string format_seats_money(const std::vector<SeatMoney>& seats) {
    std::string text;
    for (const SeatMoney& s : seats)
        text += (text.empty() ? "" : "|") + std::to_string(s.bank) + ":" + std::to_string(s.credits);
    return text;
}

std::optional<std::vector<SeatMoney>> parse_seats_money(std::string_view text, std::string& error) {
    std::vector<SeatMoney> seats;
    std::string_view rest = text;
    while (true) {
        const std::string_view item = rest.substr(0, rest.find('|'));
        const auto colon = item.find(':');
        SeatMoney money;
        if (colon == std::string_view::npos || !read_number(item.substr(0, colon), money.bank) ||
            !read_number(item.substr(colon + 1), money.credits)) {
            error = "expected BANK:CREDITS for each seat, found '" + std::string(item) + "'";
            return std::nullopt;
        }
        seats.push_back(money);
        if (item.size() == rest.size()) break;
        rest.remove_prefix(item.size() + 1);
    }
    if (seats.size() < 2 || seats.size() > static_cast<std::size_t>(kMaxSeats)) {
        error =
            "a table of several has 2 to " + std::to_string(kMaxSeats) + " seats, not " + std::to_string(seats.size());
        return std::nullopt;
    }
    return seats;
}

}  // namespace bjt::replay
