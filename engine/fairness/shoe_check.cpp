#include "engine/fairness/shoe_check.h"

#include <algorithm>
#include <cctype>

namespace bjt::fairness {
namespace {

std::string lowercase(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

}  // namespace

ShoeCheck check_commitment(std::string_view commitment_hex, const ServerSeed& server_seed) {
    const std::string actual = server_seed.commitment();
    if (lowercase(commitment_hex) == actual) return {};
    return {ShoeCheckFailure::Commitment,
            "commitment mismatch: SHA-256 of the server seed is " + actual + ", not " + std::string(commitment_hex), 0};
}

ShoeCheck check_cards(const Rules& rules, const ShoeSeeds& seeds, const std::vector<Card>& cards,
                      std::size_t first_position) {
    const std::size_t shoe_size = static_cast<std::size_t>(rules.decks) * 52;
    const std::size_t end = first_position + cards.size();
    if (end > shoe_size)
        return {ShoeCheckFailure::TooManyCards,
                "a shoe of " + std::to_string(rules.decks) + " deck(s) holds " + std::to_string(shoe_size) +
                    " cards, but the cards run to position " + std::to_string(end),
                shoe_size};
    const std::vector<Card> dealt = dealt_cards(rules, seeds, end);
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const std::size_t at = first_position + i;
        if (cards[i] == dealt[at]) continue;
        return {ShoeCheckFailure::Cards,
                "card " + std::to_string(at + 1) + " of shoe " + std::to_string(seeds.shoe_number) + " is " +
                    to_string(dealt[at]) + ", not " + to_string(cards[i]),
                at};
    }
    return {};
}

ShoeCheck check_shoe(const Rules& rules, std::string_view commitment_hex, const ShoeSeeds& seeds,
                     const std::vector<Card>& cards, std::size_t first_position) {
    ShoeCheck commitment = check_commitment(commitment_hex, seeds.server_seed);
    if (!commitment.ok()) return commitment;
    return check_cards(rules, seeds, cards, first_position);
}

}  // namespace bjt::fairness
