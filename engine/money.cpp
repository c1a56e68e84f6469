#include "engine/money.h"

#include <charconv>

namespace bjt {

std::optional<Cents> parse_amount(std::string_view text) {
    Cents whole = 0;
    Cents frac = 0;
    int frac_digits = -1;  // -1: no decimal point seen
    bool any_digit = false;
    for (char c : text) {
        if (c == ',' && frac_digits < 0) continue;  // thousands separators
        if (c == '.') {
            if (frac_digits >= 0) return std::nullopt;
            frac_digits = 0;
            continue;
        }
        if (c < '0' || c > '9') return std::nullopt;
        any_digit = true;
        if (frac_digits >= 0) {
            if (++frac_digits > 2) return std::nullopt;
            frac = frac * 10 + (c - '0');
        } else {
            whole = whole * 10 + (c - '0');
            if (whole > 1'000'000'000'000) return std::nullopt;  // a trillion units is plenty
        }
    }
    if (!any_digit) return std::nullopt;
    if (frac_digits == 1) frac *= 10;
    return whole * 100 + frac;
}

std::string amount_problem(std::string_view text) {
    const auto point = text.find('.');
    if (point == std::string_view::npos) return "";
    const std::string_view decimals = text.substr(point + 1);
    if (decimals.size() <= 2 || decimals.find_first_not_of("0123456789") != std::string_view::npos) return "";
    return "more than two decimals: amounts are counted in cents";
}

namespace {

std::string format_amount(Cents cents, bool grouped) {
    std::string sign = cents < 0 ? "-" : "";
    Cents v = cents < 0 ? -cents : cents;
    const std::string digits = std::to_string(v / 100);
    std::string whole;
    whole.reserve(digits.size() + digits.size() / 3);
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (grouped && i > 0 && (digits.size() - i) % 3 == 0) whole.push_back(',');
        whole.push_back(digits[i]);
    }
    Cents frac = v % 100;
    if (frac == 0) return sign + whole;
    return sign + whole + "." + (frac < 10 ? "0" : "") + std::to_string(frac);
}

}  // namespace

std::string format_amount(Cents cents) { return format_amount(cents, true); }

std::string format_amount_ungrouped(Cents cents) { return format_amount(cents, false); }

std::optional<Ratio> parse_ratio(std::string_view text) {
    auto colon = text.find(':');
    if (colon == std::string_view::npos) return std::nullopt;
    Ratio r;
    auto a = text.substr(0, colon);
    auto b = text.substr(colon + 1);
    auto ra = std::from_chars(a.data(), a.data() + a.size(), r.num);
    auto rb = std::from_chars(b.data(), b.data() + b.size(), r.den);
    if (ra.ec != std::errc{} || ra.ptr != a.data() + a.size()) return std::nullopt;
    if (rb.ec != std::errc{} || rb.ptr != b.data() + b.size()) return std::nullopt;
    if (r.num < 1 || r.den < 1 || r.num > 1000 || r.den > 1000) return std::nullopt;
    return r;
}

std::string format_ratio(Ratio r) { return std::to_string(r.num) + ":" + std::to_string(r.den); }

}  // namespace bjt
