#include "engine/trivia/text_fold.h"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

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

std::string question_key(std::string_view text) {
    constexpr std::uint32_t dropped = U_GC_P_MASK | U_GC_Z_MASK | U_GC_CC_MASK | U_GC_CF_MASK;
    return filtered(folded(text), [](icu::UnicodeString& out, UChar32 c) {
        if ((U_GET_GC_MASK(c) & dropped) != 0 || u_isUWhiteSpace(c)) return;
        out.append(c);
    });
}

}  // namespace bjt::trivia
