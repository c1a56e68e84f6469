#pragma once
// Every way the dealer's hand can grow from one upcard, as a graph of card multisets.
//
// The chance of drawing a card depends only on which cards are already out, not on their order,
// so all orders that lead to the same dealer cards share one node. The graph depends only on the
// dealer rules and is built once per upcard; evaluate() then walks it for any shoe in a few
// thousand multiply-adds, against tens of thousands for a walk over every drawing order.
#include <array>
#include <cstdint>
#include <vector>

#include "engine/rules.h"
#include "engine/strategy/card_counts.h"
#include "engine/strategy/dealer_outcomes.h"

namespace bjt::strategy {

class DealerGraph {
public:
    DealerGraph(const Rules& rules, int upcard);

    // Final-hand probabilities when the dealer draws from `shoe` (the upcard already taken out
    // of it, and any cards the player holds).
    DealerOutcomes evaluate(const CardCounts& shoe) const;

    int upcard() const { return upcard_; }
    std::size_t size() const { return nodes_.size(); }

private:
    struct Node {
        std::array<std::uint8_t, kValues> drawn{};  // cards drawn after the upcard
        std::uint8_t drawn_count = 0;
        // Where each next card value leads: a node index (>= 0) or -(1 + outcome index).
        std::array<std::int32_t, kValues> next{};
    };
    int upcard_;
    std::vector<Node> nodes_;  // in order of drawn_count, so parents come before children
    mutable std::vector<double> reach_;  // scratch for evaluate(); a DealerGraph is used by one thread
};

}  // namespace bjt::strategy
