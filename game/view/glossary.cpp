#include "game/view/glossary.h"

#include <algorithm>
#include <cctype>
#include <regex>

namespace bjt::game {

namespace {

struct Term {
    std::string_view words;  // lower case, as it is found in a text
    std::string_view meaning;
};

constexpr Term kTerms[] = {
    {"soft 17", "Soft 17: a 17 that counts an ace as 11 (ace and 6). Some dealers stand on it, some hit it."},
    {"peek", "Peek: with an ace or a ten-card showing, the dealer checks the hidden card for a blackjack first."},
    {"charlie", "Charlie: a hand of that many cards that has not gone over 21 wins at once."},
    {"even money", "Even money: your blackjack against the dealer's ace paid 1 to 1 now, instead of risking a tie."},
    {"insurance", "Insurance: a side bet of half your bet that the dealer has a blackjack under an ace."},
    {"surrender", "Surrender: give up the hand and get half of your bet back."},
    {"21+3", "21+3: a side bet that your two cards and the dealer's up card make a poker hand."},
    {"perfect pairs", "Perfect Pairs: a side bet that your first two cards are a pair."},
    {"hole card", "Hole card: the dealer's face-down card."},
    {"push", "Push: a tie. Your bet comes back."},
    {"natural", "Natural: an ace and a 10, J, Q or K as the first two cards (a blackjack)."},
};

std::string lower(std::string_view text) {
    std::string s(text);
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

// The first payout in the text ("3:2", "6 to 5", "25 to 1", the last of "6/12/25 to 1"): what a winning bet of 10
// gets. One is enough to read the others by.
void add_payouts(const std::string& text, std::vector<std::pair<std::size_t, std::string>>& found) {
    static const std::regex ratio(R"((\d+)\s*(?::|to)\s*(\d+))");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), ratio); it != std::sregex_iterator(); ++it) {
        const std::string win = (*it)[1], stake = (*it)[2];
        if (stake == "0" || win.size() > 4 || stake.size() > 3) continue;
        const long paid = std::stol(win) * 10 / std::stol(stake);
        found.emplace_back(static_cast<std::size_t>(it->position()),
                           win + ":" + stake + ": a win pays " + win + " for every " + stake + " bet (" +
                               std::to_string(paid) + " on a bet of 10), and the bet comes back too.");
        return;
    }
}

}  // namespace

std::vector<std::string> jargon_in(std::string_view text) {
    const std::string s = lower(text);
    std::vector<std::pair<std::size_t, std::string>> found;
    for (const Term& t : kTerms)
        if (const std::size_t at = s.find(t.words); at != std::string::npos) found.emplace_back(at, t.meaning);
    add_payouts(s, found);
    std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::string> meanings;
    for (auto& [at, meaning] : found)
        if (std::find(meanings.begin(), meanings.end(), meaning) == meanings.end()) meanings.push_back(meaning);
    return meanings;
}

std::string jargon_tip(std::string_view text) {
    std::string tip;
    for (const std::string& m : jargon_in(text)) tip += (tip.empty() ? "" : "\n") + m;
    return tip;
}

}  // namespace bjt::game
