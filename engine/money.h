#pragma once
// Money is kept in integer cents everywhere; floating point never touches a balance.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bjt {

using Cents = std::int64_t;

// An exact payout ratio such as 3:2 (num = 3, den = 2).
struct Ratio {
    std::int32_t num = 1;
    std::int32_t den = 1;
    friend bool operator==(const Ratio&, const Ratio&) = default;
};

// Winnings for a stake at a ratio. A result that is not a whole cent rounds down,
// in the house's favour (RULINGS.md, "Shared to all presets").
constexpr Cents apply_ratio(Cents stake, Ratio r) { return stake * r.num / r.den; }

// Half a stake (insurance, even money side bet, surrender refund), rounded down.
constexpr Cents half_of(Cents stake) { return stake / 2; }

// "12", "12.5", "12.50", "1,000" -> cents. Rejects negatives, more than two decimals, junk.
std::optional<Cents> parse_amount(std::string_view text);
// Why parse_amount refuses `text`, when the reason is not plain from the text itself: "more than two
// decimals: amounts are counted in cents" for 10.555, "" otherwise.
std::string amount_problem(std::string_view text);

// "1,000.50" style for people; whole amounts print without decimals ("25").
std::string format_amount(Cents cents);
// "1000.50" style, with no thousands separator: for an amount inside a comma-separated list (a preset's
// chips), where "1,000" would read as two amounts.
std::string format_amount_ungrouped(Cents cents);

// "3:2" -> Ratio; both parts 1..1000.
std::optional<Ratio> parse_ratio(std::string_view text);
std::string format_ratio(Ratio r);

}  // namespace bjt
