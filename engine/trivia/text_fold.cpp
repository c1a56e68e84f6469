#include "engine/trivia/text_fold.h"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

#include <vector>

namespace bjt::trivia {

namespace {

// NFKC_Casefold of `text` (invalid UTF-8 bytes become U+FFFD on the way in).
icu::UnicodeString folded(std::string_view text) {
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2* nfkc_cf = icu::Normalizer2::getNFKCCasefoldInstance(status);
    const icu::UnicodeString source =
        icu::UnicodeString::fromUTF8(icu::StringPiece(text.data(), static_cast<int32_t>(text.size())));
    if (U_FAILURE(status) || nfkc_cf == nullptr) return source;  // ICU data missing: compare as written
    icu::UnicodeString result = nfkc_cf->normalize(source, status);
    return U_FAILURE(status) ? source : result;
}

template <typename Keep>
std::string filtered(const icu::UnicodeString& text, Keep keep) {
    icu::UnicodeString out;
    for (int32_t i = 0; i < text.length();) {
        const UChar32 c = text.char32At(i);
        i += U16_LENGTH(c);
        keep(out, c);
    }
    std::string utf8;
    out.toUTF8String(utf8);
    return utf8;
}

}  // namespace

std::string answer_key(std::string_view text) {
    bool pending_space = false;
    std::string key = filtered(folded(text), [&](icu::UnicodeString& out, UChar32 c) {
        if (u_isUWhiteSpace(c)) {
            pending_space = !out.isEmpty();
            return;
        }
        if (pending_space) out.append(static_cast<UChar>(' '));
        pending_space = false;
        out.append(c);
    });
    return key;
}

namespace {

bool is_apostrophe(UChar32 c) { return c == '\'' || c == 0x2019 || c == 0x02BC; }

bool separates_words(UChar32 c) {
    constexpr std::uint32_t separators = U_GC_P_MASK | U_GC_Z_MASK | U_GC_CC_MASK;
    return (U_GET_GC_MASK(c) & separators) != 0 || u_isUWhiteSpace(c);
}

}  // namespace

// Punctuation that carries meaning and so is kept: "C#" is not "C", "50%" is not "50", "R&B" is not "RB".
bool meaningful_mark(char32_t c) {
    switch (static_cast<std::uint32_t>(c)) {
        case '#':
        case '%':
        case '&':
        case '@':
        case '*':
        case '/':
        case '\\':
        case 0x2030 /* per mille */:
        case 0x00A7 /* section sign */: return true;
        default: return false;
    }
}

std::string question_key(std::string_view text) {
    const icu::UnicodeString f = folded(text);
    std::vector<UChar32> cps;
    for (int32_t i = 0; i < f.length(); i += U16_LENGTH(f.char32At(i))) cps.push_back(f.char32At(i));
    icu::UnicodeString out;
    bool pending_space = false;
    for (std::size_t i = 0; i < cps.size(); ++i) {
        const UChar32 c = cps[i];
        const UChar32 before = i > 0 ? cps[i - 1] : 0;
        const UChar32 after = i + 1 < cps.size() ? cps[i + 1] : 0;
        if ((U_GET_GC_MASK(c) & U_GC_CF_MASK) != 0) continue;  // invisible format marks
        // Inside a word an apostrophe goes ("what's" = "whats"); a decimal point stays ("2.5" is not "25");
        // a thousands comma goes ("1,000" = "1000").
        if (is_apostrophe(c) && u_isalpha(before) && u_isalpha(after)) continue;
        if (c == ',' && u_isdigit(before) && u_isdigit(after)) continue;
        const bool decimal_point = c == '.' && u_isdigit(before) && u_isdigit(after);
        if (!decimal_point && !meaningful_mark(static_cast<char32_t>(c)) && separates_words(c)) {
            pending_space = !out.isEmpty();
            continue;
        }
        if (pending_space) out.append(static_cast<UChar>(' '));
        pending_space = false;
        out.append(c);
    }
    std::string key;
    out.toUTF8String(key);
    // Text of punctuation alone ("???", "!!!") keeps its marks rather than folding to nothing.
    return key.empty() ? answer_key(text) : key;
}

}  // namespace bjt::trivia
