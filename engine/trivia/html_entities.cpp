#include "engine/trivia/html_entities.h"

#include <libxml/HTMLparser.h>

#include <array>
#include <cstdint>

#include "engine/trivia/utf8.h"

namespace bjt::trivia {

namespace {

// The longest HTML 4 name is "thetasym" (8); anything much longer cannot be a reference.
constexpr std::size_t kLongestName = 16;
// Enough digits for any value up to U+10FFFF with leading zeros to spare; longer is out of range.
constexpr std::size_t kLongestNumber = 16;

bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_hex_digit(char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

// The HTML standard's replacements for numeric references to 0x80..0x9F: what Windows-1252 puts
// there, since pages that write &#150; mean an en dash. Zero: no replacement (the code point stays).
constexpr std::array<char32_t, 32> kWindows1252 = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,  // 80-87
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,      0x017D, 0,  // 88-8F
    0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,  // 90-97
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178,  // 98-9F
};

}  // namespace

std::optional<char32_t> HtmlEntities::named(std::string_view name) {
    if (name.empty() || name.size() > kLongestName) return std::nullopt;
    std::array<char, kLongestName + 1> buffer{};
    for (std::size_t k = 0; k < name.size(); ++k) {
        if (!is_alpha(name[k]) && !is_digit(name[k])) return std::nullopt;
        buffer[k] = name[k];
    }
    // htmlEntityLookup is public API in libxml2 2.9 (Debian 12) through 2.13; should a later release mark
    // it deprecated, that warning must not fail a -Werror build while the function still works.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    const htmlEntityDesc* entity = htmlEntityLookup(reinterpret_cast<const xmlChar*>(buffer.data()));
#pragma GCC diagnostic pop
    if (entity == nullptr) return std::nullopt;
    return static_cast<char32_t>(entity->value);
}

std::optional<char32_t> HtmlEntities::numeric(std::string_view digits, bool hex) {
    if (digits.empty() || digits.size() > kLongestNumber) return std::nullopt;
    std::uint64_t value = 0;
    for (char c : digits) {
        if (hex ? !is_hex_digit(c) : !is_digit(c)) return std::nullopt;
        const unsigned d = is_digit(c) ? unsigned(c - '0') : unsigned((c | 0x20) - 'a' + 10);
        value = value * (hex ? 16u : 10u) + d;
    }
    if (value == 0 || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return 0xFFFD;
    if (value >= 0x80 && value <= 0x9F) {  // a C1 control as Windows-1252 meant it (a byte: the index is small)
        const auto index = static_cast<std::size_t>(value - 0x80);
        if (kWindows1252[index] != 0) return kWindows1252[index];
    }
    return static_cast<char32_t>(value);
}

std::optional<HtmlEntities::Match> HtmlEntities::match_at(std::string_view text, std::size_t at) {
    // Look no further than the longest possible reference, so text full of '&' stays linear.
    const std::string_view window = text.substr(at + 1, kLongestNumber + 3);
    const std::size_t found = window.find(';');
    if (found == std::string_view::npos) return std::nullopt;
    const std::size_t semicolon = at + 1 + found;
    const std::string_view body = text.substr(at + 1, semicolon - at - 1);
    std::optional<char32_t> cp;
    if (body.size() >= 2 && body[0] == '#' && (body[1] == 'x' || body[1] == 'X'))
        cp = numeric(body.substr(2), true);
    else if (!body.empty() && body[0] == '#')
        cp = numeric(body.substr(1), false);
    else
        cp = named(body);
    if (!cp) return std::nullopt;
    return Match{semicolon - at + 1, *cp};
}

std::string HtmlEntities::decode(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t amp = text.find('&', i);
        if (amp == std::string_view::npos) break;
        out.append(text.substr(i, amp - i));
        if (auto m = match_at(text, amp)) {
            utf8::append(out, m->code_point);
            i = amp + m->length;
        } else {
            out.push_back('&');
            i = amp + 1;
        }
    }
    if (i < text.size()) out.append(text.substr(i));
    return out;
}

std::optional<HtmlEntities::Found> HtmlEntities::find_first(std::string_view text) {
    for (std::size_t amp = text.find('&'); amp != std::string_view::npos; amp = text.find('&', amp + 1))
        if (auto m = match_at(text, amp)) return Found{amp, text.substr(amp, m->length)};
    return std::nullopt;
}

}  // namespace bjt::trivia
