#pragma once
// The two checks a player makes on a revealed shoe (`bjt verify`, `bjt replay`):
//   1. the commitment shown before the shoe is SHA-256 of the revealed server seed;
//   2. the cards seen are exactly the cards that shoe deals, from `first_position` on (0 = the shoe's first).
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/fairness/fair_shoe.h"
#include "engine/fairness/hex.h"
#include "engine/rules.h"

namespace bjt::fairness {

enum class ShoeCheckFailure { None, Commitment, Cards, TooManyCards };

struct ShoeCheck {
    ShoeCheckFailure failure = ShoeCheckFailure::None;
    std::string reason;  // one line: which check failed and how ("" when both pass)
    std::size_t position = 0;  // Cards: the 0-based shoe position of the first card that differs
    bool ok() const { return failure == ShoeCheckFailure::None; }
};

// `commitment_hex` in either case.
ShoeCheck check_commitment(std::string_view commitment_hex, const ServerSeed& server_seed);
ShoeCheck check_cards(const Rules& rules, const ShoeSeeds& seeds, const std::vector<Card>& cards,
                      std::size_t first_position = 0);
// Both, commitment first.
ShoeCheck check_shoe(const Rules& rules, std::string_view commitment_hex, const ShoeSeeds& seeds,
                     const std::vector<Card>& cards, std::size_t first_position = 0);

}  // namespace bjt::fairness
