#include "tools/bjt/card_list.h"

#include "tools/bjt/cli.h"

namespace bjt::cli {

std::optional<std::vector<Card>> parse_card_list(std::string_view text, std::string& error) {
    std::vector<Card> cards;
    for (const auto& token : split_list(text, ' ')) {
        for (const auto& t : split_list(token, ',')) {
            const auto c = parse_card(t);
            if (!c) {
                error = "bad card '" + t + "' (card " + std::to_string(cards.size() + 1) +
                        "; ranks A 2-9 T J Q K or 10, suits S H D C)";
                return std::nullopt;
            }
            cards.push_back(*c);
        }
    }
    return cards;
}

std::string format_card_list(const std::vector<Card>& cards) {
    std::string out;
    for (const Card c : cards) {
        if (!out.empty()) out += ' ';
        out += to_string(c);
    }
    return out;
}

}  // namespace bjt::cli
