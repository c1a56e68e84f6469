#pragma once
// UTF-8 helpers for question text. Limits are counted in code points (what a reader sees as one
// character, near enough for the trivia panel), never in bytes.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace bjt::trivia::utf8 {

// Decodes the code point starting at text[i] and moves i past it. A malformed or overlong
// sequence, a surrogate or a value past U+10FFFF gives nullopt and moves i one byte on.
std::optional<char32_t> next(std::string_view text, std::size_t& i);

bool valid(std::string_view text);

// Code points in `text`; each malformed byte counts as one.
std::size_t count_code_points(std::string_view text);

// Appends `cp` as UTF-8 (a surrogate or a value past U+10FFFF appends U+FFFD instead).
void append(std::string& out, char32_t cp);

// "U+200E": how messages name a code point.
std::string code_point_name(char32_t cp);

}  // namespace bjt::trivia::utf8
