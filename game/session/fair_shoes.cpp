#include "game/session/fair_shoes.h"

#include <array>

#include "engine/fairness/hex.h"

namespace bjt::game {

FairShoes::FairShoes(std::optional<fairness::ServerSeed> fixed_server_seed, std::string client_seed)
    : fixed_(fixed_server_seed), client_seed_(std::move(client_seed)) {}

std::string FairShoes::random_client_seed(std::uint64_t bits) {
    std::array<std::uint8_t, 8> bytes{};
    for (auto& b : bytes) b = static_cast<std::uint8_t>(bits >> 56), bits <<= 8;
    return fairness::to_hex(bytes);
}

std::string FairShoes::random_client_seed() {
    const auto random = fairness::ServerSeed::generate();  // 256 bits from getrandom; 64 are plenty here
    std::uint64_t bits = 0;
    for (std::size_t i = 0; i < 8; ++i) bits = (bits << 8) | random.bytes[i];
    return random_client_seed(bits);
}

Shoe FairShoes::next(const Rules& rules, const std::string& preset, std::string shoe_changes) {
    seed_ = fixed_ ? *fixed_ : fairness::ServerSeed::generate();
    const fairness::ShoeSeeds seeds{seed_, client_seed_, ++shoes_};
    current_ =
        FairShoeInfo{seeds.shoe_number, client_seed_, seed_.commitment(), {}, preset, std::move(shoe_changes), {}};
    // Not fairness::fair_shoe(): that one is already shuffled once more under every-round, which the table's
    // begin_round does itself.
    return Shoe(rules.decks, fairness::engine_seed(seeds), rules.cut_card, rules.penetration_percent);
}

void FairShoes::reveal(const std::vector<Card>& dealt) {
    if (!current_) return;
    revealed_ = std::move(current_);
    current_.reset();
    revealed_->server_seed = seed_.hex();
    revealed_->cards = dealt;
}

namespace {
// Single quotes for a POSIX shell: a client seed is any text the player typed.
std::string shell_quoted(const std::string& text) {
    std::string quoted = "'";
    for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}
}  // namespace

std::string verify_command(const FairShoeInfo& shoe, std::size_t max_cards) {
    std::string cards;
    for (std::size_t i = 0; i < shoe.cards.size() && i < max_cards; ++i)
        cards += (i ? " " : "") + to_string(shoe.cards[i]);
    std::string line = "bjt verify --commitment " + shoe.commitment + " --server-seed " + shoe.server_seed;
    line += " --client-seed " + shell_quoted(shoe.client_seed) + " --shoe-number " + std::to_string(shoe.number);
    line += " --preset " + shoe.preset + shoe.shoe_changes + " --cards \"" + cards + "\"";
    return line;
}

}  // namespace bjt::game
