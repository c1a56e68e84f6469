#pragma once
// Every way the dealer's hand can grow from one upcard, as a graph of card multisets.
//
// The chance of drawing a card depends only on which cards are already out, not on their order,
// so all orders that lead to the same dealer cards share one node. The graph depends only on the
// dealer rules and is built once per upcard; evaluate() then walks it for any shoe.
//
// Most edges (about five in six) end the dealer's hand. Nodes whose edges end the hand the same way
// (the same final total or bust for each card value) share an end pattern, so evaluate() adds each
// node's ten draw chances into its pattern's accumulator and turns the accumulators into outcomes
// once at the end; only the edges that lead to another node are followed one by one.
//
// One walk serves up to kLanes shoes at once, one shoe to a lane of each vector: the walk's loads,
// loop and branches are paid once for all of them, and its divisions are vector divisions. Each lane
// does the same IEEE operations in the same order as a walk for its shoe alone, so a shoe's outcomes
// are bit for bit the same whatever batch it is in.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/rules.h"
#include "engine/strategy/card_counts.h"
#include "engine/strategy/dealer_outcomes.h"

namespace bjt::strategy {

class DealerGraph {
public:
    DealerGraph(const Rules& rules, int upcard);

    static constexpr std::size_t kLanes = 4;

    // Final-hand probabilities when the dealer draws from `shoe` (the upcard already taken out
    // of it, and any cards the player holds).
    DealerOutcomes evaluate(const CardCounts& shoe) const;
    // The same for up to kLanes shoes in one walk: out[i] for shoes[i] (as many of each).
    void evaluate(std::span<const CardCounts> shoes, std::span<DealerOutcomes* const> out) const;

    int upcard() const { return upcard_; }
    std::size_t size() const { return nodes_.size(); }

private:
    using Draws = std::array<double, kValues>;  // one value per card value, as doubles for the arithmetic
    struct Node {
        Draws drawn{};  // cards drawn after the upcard
        double drawn_count = 0;
        std::uint32_t pattern = 0;  // index into end_patterns_
        std::uint32_t first_child = 0;  // this node's edges to other nodes: children_[first_child, +child_count)
        std::uint32_t child_count = 0;
    };
    struct Child {
        std::uint32_t value_index;  // card value - 1
        std::uint32_t node;
    };
    static constexpr std::int8_t kNotEnded = -1;
    // For each card value: the outcome index the hand ends in, or kNotEnded when it goes on.
    using EndPattern = std::array<std::int8_t, kValues>;

    // One double per shoe of a batch, as a vector of the processor's (GCC and clang vector extension). Stored
    // inside a struct: as a template argument (std::vector, std::array) the type would lose its alignment.
    using Lanes = double __attribute__((vector_size(kLanes * sizeof(double))));
    struct alignas(Lanes) LaneStore {
        Lanes v;
    };

    std::uint32_t pattern_of(const EndPattern& ends);

    int upcard_;
    std::vector<Node> nodes_;  // in order of drawn_count, so parents come before children
    std::vector<Child> children_;
    std::vector<EndPattern> end_patterns_;
    // Scratch for evaluate(), all zeros between calls: a DealerGraph is used by one thread.
    mutable std::vector<LaneStore> reach_;  // per node, per shoe: the chance of reaching it
    mutable std::vector<std::array<LaneStore, kValues>> ended_;  // per end pattern: draw chances summed over its nodes
};

}  // namespace bjt::strategy
