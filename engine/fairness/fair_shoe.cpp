#include "engine/fairness/fair_shoe.h"

#include <stdexcept>

namespace bjt::fairness {

std::string shoe_message(std::string_view client_seed, std::uint64_t shoe_number) {
    return std::string(client_seed) + ':' + std::to_string(shoe_number);
}

Digest shoe_mac(const ShoeSeeds& seeds) {
    const std::string message = shoe_message(seeds.client_seed, seeds.shoe_number);
    return hmac_sha256(seeds.server_seed.bytes, bytes_of(message));
}

std::uint64_t engine_seed(const Digest& mac) {
    std::uint64_t seed = 0;
    for (std::size_t i = 0; i < 8; ++i) seed = (seed << 8) | mac[i];
    return seed;
}

std::uint64_t engine_seed(const ShoeSeeds& seeds) { return engine_seed(shoe_mac(seeds)); }

Shoe fair_shoe(const Rules& rules, const ShoeSeeds& seeds) {
    Shoe shoe(rules.decks, engine_seed(seeds), rules.cut_card, rules.penetration_percent);
    // Table::begin_round shuffles every shoe again under every-round shuffling; doing it here makes this the
    // shoe in the state the first card leaves it (a random cut card is drawn again, from the same Rng).
    if (rules.shuffle == ShuffleMode::EveryRound) shoe.shuffle();
    return shoe;
}

std::vector<Card> dealt_cards(const Rules& rules, const ShoeSeeds& seeds, std::size_t count) {
    Shoe shoe = fair_shoe(rules, seeds);
    if (count > shoe.size())
        throw std::invalid_argument("a shoe of " + std::to_string(shoe.size()) + " cards cannot deal " +
                                    std::to_string(count));
    std::vector<Card> cards;
    cards.reserve(count);
    for (std::size_t i = 0; i < count; ++i) cards.push_back(shoe.draw());
    return cards;
}

}  // namespace bjt::fairness
