#pragma once
// A provably fair shoe. Its seed is derived, not chosen:
//
//   message     = UTF-8 bytes of the client seed, then ':' (0x3A), then the shoe number in decimal ASCII
//                 digits with no sign and no leading zeros (shoe 1 of client seed "alice" is "alice:1")
//   mac         = HMAC-SHA256(key = the 32 raw bytes of the server seed, message)
//   engine seed = the first 8 bytes of mac read as a big-endian unsigned 64-bit integer
//
// The engine seed goes to the engine's own shuffle unchanged: Shoe(decks, seed, cut-card placement,
// penetration) from the preset. So anyone with the revealed server seed, the client seed and the shoe number
// can rebuild the shoe (docs/fairness.md shows it with sha256sum and openssl).
//
// Shoe numbers start at 1. A new shoe (a new number) is used every time the table would shuffle: at the first
// round, after the cut card, and every round under `shuffle: every-round`.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/fairness/crypto.h"
#include "engine/fairness/server_seed.h"
#include "engine/rules.h"
#include "engine/shoe.h"

namespace bjt::fairness {

struct ShoeSeeds {
    ServerSeed server_seed;
    std::string client_seed;
    std::uint64_t shoe_number = 1;
};

std::string shoe_message(std::string_view client_seed, std::uint64_t shoe_number);
Digest shoe_mac(const ShoeSeeds& seeds);
std::uint64_t engine_seed(const Digest& mac);
std::uint64_t engine_seed(const ShoeSeeds& seeds);

// The shoe exactly as the table deals from it: built from the derived seed under the rules' decks and cut
// card, and, under `shuffle: every-round`, shuffled once more as Table::begin_round does to every shoe.
Shoe fair_shoe(const Rules& rules, const ShoeSeeds& seeds);
// The first `count` cards that shoe deals (count at most the shoe's size).
std::vector<Card> dealt_cards(const Rules& rules, const ShoeSeeds& seeds, std::size_t count);

}  // namespace bjt::fairness
