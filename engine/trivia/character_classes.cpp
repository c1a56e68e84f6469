#include "engine/trivia/character_classes.h"

#include <unicode/uchar.h>

#include "engine/trivia/utf8.h"

namespace bjt::trivia {

bool is_white_space(char32_t c) { return u_isUWhiteSpace(static_cast<UChar32>(c)) != 0; }

bool is_control_character(char32_t c) { return u_charType(static_cast<UChar32>(c)) == U_CONTROL_CHAR; }

bool is_invisible_mark(char32_t c) {
    // Soft hyphen, zero width space, direction marks and embeddings, word joiner and the invisible operators,
    // isolates, the BOM; the Arabic letter mark, the combining grapheme joiner, the Mongolian vowel
    // separator and the Hangul fillers, which show as nothing too. Not ICU's Default_Ignorable_Code_Point: that
    // set also holds the zero width joiner and non-joiner, which Persian, Indic scripts and emoji need.
    return c == 0x00AD || c == 0x034F || c == 0x061C || c == 0x115F || c == 0x1160 || c == 0x180E || c == 0x200B ||
           c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2060 && c <= 0x2064) ||
           (c >= 0x2066 && c <= 0x2069) || c == 0x3164 || c == 0xFEFF || c == 0xFFA0;
}

std::string clean_imported_text(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    bool pending_space = false;
    for (std::size_t i = 0; i < text.size();) {
        const char32_t c = utf8::next(text, i).value_or(0xFFFD);
        if (is_white_space(c)) {  // checked first: tab and line feed are controls too
            pending_space = !out.empty();
            continue;
        }
        if (is_control_character(c) || is_invisible_mark(c)) continue;
        if (pending_space) out.push_back(' ');
        pending_space = false;
        utf8::append(out, c);
    }
    return out;
}

}  // namespace bjt::trivia
