#pragma once
// HTML character references, as Open Trivia DB sends its text ("Harper&#039;s Ferry").
// Named references are the HTML 4 set plus XHTML's &apos; (253 names, case-sensitive), looked up
// in libxml2's table rather than a hand-copied one; numeric references follow the HTML standard
// (a C1 control from &#128;..&#159; means its Windows-1252 character, &#0;, a surrogate or a value
// past U+10FFFF means U+FFFD). A reference needs its closing ';'. Anything that is not a known
// reference, such as "AT&T", "&bogus;" or "&#;", is left exactly as written.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace bjt::trivia {

class HtmlEntities {
public:
    // One pass: "&amp;quot;" becomes "&quot;", never '"'.
    static std::string decode(std::string_view text);

    // The code point of a named reference without '&' and ';' ("eacute" -> U+00E9).
    static std::optional<char32_t> named(std::string_view name);

    // Where the first reference that decode() would replace starts, and its text ("&quot;").
    struct Found {
        std::size_t position = 0;
        std::string_view reference;
    };
    static std::optional<Found> find_first(std::string_view text);

private:
    struct Match {
        std::size_t length = 0;  // bytes from '&' to ';' inclusive
        char32_t code_point = 0;
    };
    // The reference starting at text[at] (which is '&'), if it is one.
    static std::optional<Match> match_at(std::string_view text, std::size_t at);
    static std::optional<char32_t> numeric(std::string_view digits, bool hex);
};

}  // namespace bjt::trivia
