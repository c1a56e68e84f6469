#pragma once
// Which characters count as white space, control characters and invisible marks in question text.
#include <string>
#include <string_view>

namespace bjt::trivia {

// Unicode's White_Space property (space, tab, line breaks, no-break space, the en/em spaces, ...).
bool is_white_space(char32_t c);

// General category Cc: C0 and C1 controls, tab and line feed included.
bool is_control_character(char32_t c);

// Marks that change nothing a reader sees but break matching and length counts, and that HTML
// sources leave behind: soft hyphen (U+00AD), zero-width space (U+200B), the direction marks
// (U+200E, U+200F), the bidi embeddings and isolates (U+202A-U+202E, U+2066-U+2069), word joiner
// (U+2060) and the byte-order mark (U+FEFF). Zero-width joiners and variation selectors are not in
// this list: emoji and several scripts need them.
bool is_invisible_mark(char32_t c);

// Imported text made plain: invisible marks and control characters dropped (after decoding,
// "Jamaica&lrm;" is "Jamaica" + U+200E, and the mark goes), every run of white space made one
// ASCII space, and the ends trimmed. Invalid UTF-8 bytes become U+FFFD.
std::string clean_imported_text(std::string_view text);

}  // namespace bjt::trivia
