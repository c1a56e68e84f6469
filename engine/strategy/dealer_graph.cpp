#include "engine/strategy/dealer_graph.h"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <unordered_map>

#include "engine/dealer_policy.h"

// The walk's arithmetic is four shoes wide; where the processor has AVX2 a copy of evaluate() built for it runs
// (chosen once at load time; the plain build does each vector as two SSE2 halves). It does the same IEEE additions and
// multiplications in the same order (AVX2 without FMA, and the build does not contract a*b+c), so its results are bit
// for bit those of the plain build. GCC only: clang 14 emits the clones of a member function but not the symbol that
// resolves to them, so a clang link fails.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__linux__) && \
    !defined(__SANITIZE_ADDRESS__)
#define BJT_WIDE_SIMD __attribute__((target_clones("avx2", "default")))
#else
#define BJT_WIDE_SIMD
#endif

namespace bjt::strategy {
namespace {

struct DealerHand {
    int total;
    bool soft;
    int cards;
};

DealerHand dealer_hand(int upcard, const std::array<std::uint8_t, kValues>& drawn) {
    int hard = upcard;
    int cards = 1;
    for (int w = 1; w <= kValues; ++w) {
        hard += w * drawn[static_cast<std::size_t>(w - 1)];
        cards += drawn[static_cast<std::size_t>(w - 1)];
    }
    const bool soft = (upcard == 1 || drawn[0] > 0) && hard + 10 <= 21;
    return {soft ? hard + 10 : hard, soft, cards};
}

// The outcome index a dealer hand ends in, or -1 when the dealer draws again.
int end_of(const Rules& rules, const DealerHand& h) {
    if (h.cards == 2 && h.total == 21) return DealerOutcomes::kNatural;
    if (h.total > 21) return DealerOutcomes::kBust;
    if (dealer_must_hit(rules, h.total, h.soft, h.cards)) return -1;
    return dealer_is_charlie(rules, h.cards, false) ? DealerOutcomes::kCharlie : h.total;
}

}  // namespace

std::uint32_t DealerGraph::pattern_of(const EndPattern& ends) {
    const auto it = std::find(end_patterns_.begin(), end_patterns_.end(), ends);
    if (it != end_patterns_.end()) return static_cast<std::uint32_t>(it - end_patterns_.begin());
    end_patterns_.push_back(ends);
    return static_cast<std::uint32_t>(end_patterns_.size() - 1);
}

DealerGraph::DealerGraph(const Rules& rules, int upcard) : upcard_(upcard) {
    std::vector<std::array<std::uint8_t, kValues>> drawn(1);
    std::unordered_map<std::uint64_t, std::uint32_t> index{{0, 0}};
    nodes_.emplace_back();
    // Breadth first: a node's children have one more card, so they land after it.
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        EndPattern ends;
        nodes_[i].first_child = static_cast<std::uint32_t>(children_.size());
        for (std::size_t k = 0; k < kValues; ++k) {
            std::array<std::uint8_t, kValues> next = drawn[i];
            next[k]++;
            const int end = end_of(rules, dealer_hand(upcard, next));
            ends[k] = static_cast<std::int8_t>(end);
            if (end >= 0) continue;
            const auto [it, added] = index.emplace(pack_key(next), static_cast<std::uint32_t>(nodes_.size()));
            if (added) {
                Node child;
                for (std::size_t w = 0; w < kValues; ++w) child.drawn[w] = next[w];
                child.drawn_count = nodes_[i].drawn_count + 1;
                nodes_.push_back(child);
                drawn.push_back(next);
            }
            children_.push_back({static_cast<std::uint32_t>(k), it->second});
        }
        nodes_[i].child_count = static_cast<std::uint32_t>(children_.size()) - nodes_[i].first_child;
        nodes_[i].pattern = pattern_of(ends);
    }
    reach_.resize(nodes_.size());
    ended_.resize(end_patterns_.size());
}

DealerOutcomes DealerGraph::evaluate(const CardCounts& shoe) const {
    DealerOutcomes out;
    DealerOutcomes* const to[] = {&out};
    evaluate(std::span(&shoe, 1), to);
    return out;
}

BJT_WIDE_SIMD void DealerGraph::evaluate(std::span<const CardCounts> shoes,
                                         std::span<DealerOutcomes* const> out) const {
    if (shoes.size() > kLanes || out.size() != shoes.size())
        throw std::invalid_argument("DealerGraph::evaluate: " + std::to_string(shoes.size()) + " shoes and " +
                                    std::to_string(out.size()) + " outcomes; it takes up to " + std::to_string(kLanes) +
                                    " shoes and one outcome for each");
    // Lanes past the last shoe hold an empty shoe: no cards left, so they add zeros.
    Lanes in_shoe[kValues] = {};
    Lanes total{};
    for (std::size_t s = 0; s < shoes.size(); ++s) {
        for (std::size_t k = 0; k < kValues; ++k) in_shoe[k][s] = shoes[s].n[k];
        total[s] = shoes[s].total;
    }
    const Lanes zero{};
    // reach_ and ended_ are all zeros between calls: each entry is put back to zero as it is read (a node's reach
    // once its parents, which come before it, have all added to it), so no pass clears them.
    reach_[0].v = zero + 1.0;
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        const Node& node = nodes_[i];
        const Lanes left = total - node.drawn_count;
        // A lane whose shoe has no card left for this node adds nothing. One that did not reach the node has
        // r == 0, so it adds zeros (or -0.0 where its shoe lacks the node's cards; x + -0.0 is x).
        const Lanes scale = left > 0 ? reach_[i].v / left : zero;
        reach_[i].v = zero;
        Lanes p[kValues];
        std::array<LaneStore, kValues>& ended = ended_[node.pattern];
        for (std::size_t k = 0; k < kValues; ++k) {
            p[k] = scale * (in_shoe[k] - node.drawn[k]);
            ended[k].v += p[k];
        }
        for (std::uint32_t c = node.first_child; c < node.first_child + node.child_count; ++c)
            reach_[children_[c].node].v += p[children_[c].value_index];
    }
    for (std::size_t s = 0; s < out.size(); ++s) *out[s] = DealerOutcomes{};
    for (std::size_t pattern = 0; pattern < end_patterns_.size(); ++pattern) {
        for (std::size_t k = 0; k < kValues; ++k) {
            const int end = end_patterns_[pattern][k];
            if (end != kNotEnded)
                for (std::size_t s = 0; s < out.size(); ++s)
                    out[s]->p[static_cast<std::size_t>(end)] += ended_[pattern][k].v[s];
            ended_[pattern][k].v = zero;
        }
    }
}

}  // namespace bjt::strategy
