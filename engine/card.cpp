#include "engine/card.h"

#include <array>

namespace bjt {

namespace {
constexpr std::string_view kRankChars = "A23456789TJQK";
constexpr std::string_view kSuitChars = "SHDC";

char upper(char c) { return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c; }
}  // namespace

std::optional<Card> parse_card(std::string_view text) {
    if (text.size() < 2 || text.size() > 3) return std::nullopt;
    int rank = 0;
    std::string_view rank_part = text.substr(0, text.size() - 1);
    if (rank_part == "10") {
        rank = 10;
    } else if (rank_part.size() == 1) {
        auto pos = kRankChars.find(upper(rank_part[0]));
        if (pos == std::string_view::npos) return std::nullopt;
        rank = static_cast<int>(pos) + 1;
    } else {
        return std::nullopt;
    }
    auto suit = kSuitChars.find(upper(text.back()));
    if (suit == std::string_view::npos) return std::nullopt;
    return Card(rank, static_cast<Suit>(suit));
}

std::string to_string(Card c) {
    if (!c.valid()) return "??";
    return {kRankChars[static_cast<size_t>(c.rank() - 1)], kSuitChars[static_cast<size_t>(c.suit())]};
}

std::string long_name(Card c) {
    static constexpr std::array<const char*, 13> ranks = {"Ace", "2", "3",  "4",    "5",     "6",   "7",
                                                          "8",   "9", "10", "Jack", "Queen", "King"};
    static constexpr std::array<const char*, 4> suits = {"Spades", "Hearts", "Diamonds", "Clubs"};
    if (!c.valid()) return "unknown card";
    return std::string(ranks[static_cast<size_t>(c.rank() - 1)]) + " of " + suits[static_cast<size_t>(c.suit())];
}

}  // namespace bjt
