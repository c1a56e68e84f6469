// HTML entity decoding against tables written from the HTML 4 entity sets (HTMLlat1, HTMLsymbol,
// HTMLspecial) and XHTML's &apos;, plus numeric references and text that is not a reference.
#include <catch2/catch.hpp>

#include <array>
#include <string>
#include <string_view>

#include "engine/trivia/html_entities.h"
#include "engine/trivia/utf8.h"

using bjt::trivia::HtmlEntities;

namespace {

std::string utf8_of(char32_t cp) {
    std::string s;
    bjt::trivia::utf8::append(s, cp);
    return s;
}

struct Named {
    const char* name;
    char32_t code_point;
};

}  // namespace

TEST_CASE("HTMLlat1: the 96 names from &nbsp, to &yuml, are U+00A0..U+00FF in order", "[trivia][entities]") {
    static constexpr std::array<const char*, 96> names = {
        "nbsp",   "iexcl",  "cent",   "pound",  "curren", "yen",    "brvbar", "sect",   "uml",    "copy",   "ordf",
        "laquo",  "not",    "shy",    "reg",    "macr",   "deg",    "plusmn", "sup2",   "sup3",   "acute",  "micro",
        "para",   "middot", "cedil",  "sup1",   "ordm",   "raquo",  "frac14", "frac12", "frac34", "iquest", "Agrave",
        "Aacute", "Acirc",  "Atilde", "Auml",   "Aring",  "AElig",  "Ccedil", "Egrave", "Eacute", "Ecirc",  "Euml",
        "Igrave", "Iacute", "Icirc",  "Iuml",   "ETH",    "Ntilde", "Ograve", "Oacute", "Ocirc",  "Otilde", "Ouml",
        "times",  "Oslash", "Ugrave", "Uacute", "Ucirc",  "Uuml",   "Yacute", "THORN",  "szlig",  "agrave", "aacute",
        "acirc",  "atilde", "auml",   "aring",  "aelig",  "ccedil", "egrave", "eacute", "ecirc",  "euml",   "igrave",
        "iacute", "icirc",  "iuml",   "eth",    "ntilde", "ograve", "oacute", "ocirc",  "otilde", "ouml",   "divide",
        "oslash", "ugrave", "uacute", "ucirc",  "uuml",   "yacute", "thorn",  "yuml"};
    for (std::size_t k = 0; k < names.size(); ++k) {
        const char32_t expected = 0xA0 + static_cast<char32_t>(k);
        INFO("&" << names[k] << ";");
        CHECK(HtmlEntities::named(names[k]) == expected);
        CHECK(HtmlEntities::decode(std::string("&") + names[k] + ";") == utf8_of(expected));
    }
}

TEST_CASE("HTMLsymbol: the Greek letters are in code point order", "[trivia][entities]") {
    static constexpr std::array<const char*, 24> capitals = {
        "Alpha", "Beta", "Gamma",   "Delta", "Epsilon", "Zeta",  "Eta", "Theta",   "Iota", "Kappa", "Lambda", "Mu",
        "Nu",    "Xi",   "Omicron", "Pi",    "Rho",     "Sigma", "Tau", "Upsilon", "Phi",  "Chi",   "Psi",    "Omega"};
    static constexpr std::array<const char*, 25> smalls = {
        "alpha", "beta",   "gamma",   "delta", "epsilon", "zeta",    "eta",  "theta", "iota",
        "kappa", "lambda", "mu",      "nu",    "xi",      "omicron", "pi",   "rho",   "sigmaf",
        "sigma", "tau",    "upsilon", "phi",   "chi",     "psi",     "omega"};
    for (std::size_t k = 0; k < capitals.size(); ++k) {
        // U+03A2 is unassigned (there is no capital final sigma), so Sigma and after move up one.
        const char32_t expected = 0x391 + static_cast<char32_t>(k) + (k >= 17 ? 1 : 0);
        INFO(capitals[k]);
        CHECK(HtmlEntities::named(capitals[k]) == expected);
    }
    for (std::size_t k = 0; k < smalls.size(); ++k) {
        INFO(smalls[k]);
        CHECK(HtmlEntities::named(smalls[k]) == 0x3B1 + static_cast<char32_t>(k));
    }
}

TEST_CASE("HTMLspecial, the rest of HTMLsymbol and &apos, decode", "[trivia][entities]") {
    static constexpr std::array<Named, 62> table = {{
        {"quot", 0x22},     {"amp", 0x26},      {"lt", 0x3C},        {"gt", 0x3E},       {"apos", 0x27},
        {"OElig", 0x152},   {"oelig", 0x153},   {"Scaron", 0x160},   {"scaron", 0x161},  {"Yuml", 0x178},
        {"circ", 0x2C6},    {"tilde", 0x2DC},   {"ensp", 0x2002},    {"emsp", 0x2003},   {"thinsp", 0x2009},
        {"zwnj", 0x200C},   {"zwj", 0x200D},    {"lrm", 0x200E},     {"rlm", 0x200F},    {"ndash", 0x2013},
        {"mdash", 0x2014},  {"lsquo", 0x2018},  {"rsquo", 0x2019},   {"sbquo", 0x201A},  {"ldquo", 0x201C},
        {"rdquo", 0x201D},  {"bdquo", 0x201E},  {"dagger", 0x2020},  {"Dagger", 0x2021}, {"permil", 0x2030},
        {"lsaquo", 0x2039}, {"rsaquo", 0x203A}, {"euro", 0x20AC},    {"fnof", 0x192},    {"thetasym", 0x3D1},
        {"upsih", 0x3D2},   {"piv", 0x3D6},     {"bull", 0x2022},    {"hellip", 0x2026}, {"prime", 0x2032},
        {"Prime", 0x2033},  {"oline", 0x203E},  {"frasl", 0x2044},   {"weierp", 0x2118}, {"image", 0x2111},
        {"real", 0x211C},   {"trade", 0x2122},  {"alefsym", 0x2135}, {"larr", 0x2190},   {"rarr", 0x2192},
        {"hArr", 0x21D4},   {"forall", 0x2200}, {"infin", 0x221E},   {"ne", 0x2260},     {"le", 0x2264},
        {"sdot", 0x22C5},   {"lceil", 0x2308},  {"lang", 0x2329},    {"rang", 0x232A},   {"loz", 0x25CA},
        {"spades", 0x2660}, {"diams", 0x2666},
    }};
    for (const auto& e : table) {
        INFO("&" << e.name << ";");
        CHECK(HtmlEntities::named(e.name) == e.code_point);
        CHECK(HtmlEntities::decode(std::string("x&") + e.name + ";y") == "x" + utf8_of(e.code_point) + "y");
    }
}

TEST_CASE("numeric references, decimal and hex", "[trivia][entities]") {
    struct Case {
        std::string_view in, out;
    };
    static const Case cases[] = {
        {"Harper&#039;s Ferry", "Harper's Ferry"},
        {"Harper&#39;s", "Harper's"},
        {"&#x27;&#X27;", "''"},
        {"&#233;t&#xE9;", "\xC3\xA9t\xC3\xA9"},
        {"&#x1F600;", "\xF0\x9F\x98\x80"},
        {"&#128512;", "\xF0\x9F\x98\x80"},
        {"1&#150;2",
         "1\xE2\x80\x93"
         "2"},  // Windows-1252 en dash, as the HTML standard reads it
        {"&#128;", "\xE2\x82\xAC"},  // euro sign
        {"&#x81;", "\xC2\x81"},  // no Windows-1252 character there: the code point stays
        {"&#0;", "\xEF\xBF\xBD"},  // U+0000 becomes U+FFFD
        {"&#xD800;", "\xEF\xBF\xBD"},  // a surrogate too
        {"&#x110000;", "\xEF\xBF\xBD"},  // past Unicode too
        {"&#99999999999999999;", "&#99999999999999999;"},  // too many digits to be a reference
    };
    for (const auto& c : cases) {
        INFO(c.in);
        CHECK(HtmlEntities::decode(c.in) == c.out);
    }
}

TEST_CASE("text that is not a known reference stays as written", "[trivia][entities]") {
    for (std::string_view s : {"AT&T", "&bogus;", "&AMP;", "&Quot;", "&amp", "& amp;", "&#;", "&#x;", "&#12a;",
                               "&#xG1;", "&;", "a & b; c", "&&", "trailing &", "&thetasymx;"}) {
        INFO(s);
        CHECK(HtmlEntities::decode(s) == s);
        CHECK_FALSE(HtmlEntities::find_first(s).has_value());
    }
}

TEST_CASE("decoding is one pass: a double-encoded entity decodes once", "[trivia][entities]") {
    CHECK(HtmlEntities::decode("&amp;quot;") == "&quot;");
    CHECK(HtmlEntities::decode("&amp;amp;") == "&amp;");
    CHECK(HtmlEntities::decode("&amp;#039;") == "&#039;");
    CHECK(HtmlEntities::decode("&quot;Reigen&quot;  &amp; co") == "\"Reigen\"  & co");
    CHECK(HtmlEntities::decode("&lt;1%") == "<1%");
}

TEST_CASE("find_first points at the first reference", "[trivia][entities]") {
    auto found = HtmlEntities::find_first("AT&T &amp; &quot;x&quot;");
    REQUIRE(found);
    CHECK(found->position == 5);
    CHECK(found->reference == "&amp;");
    CHECK_FALSE(HtmlEntities::find_first("no references here").has_value());
}
