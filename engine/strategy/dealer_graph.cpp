#include "engine/strategy/dealer_graph.h"

#include <unordered_map>

#include "engine/dealer_policy.h"

namespace bjt::strategy {

DealerGraph::DealerGraph(const Rules& rules, int upcard) : upcard_(upcard) {
    std::unordered_map<std::uint64_t, std::int32_t> index;
    nodes_.push_back(Node{});
    index.emplace(0, 0);
    // Breadth first: a node's children have one more card, so they land after it.
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        for (int v = 1; v <= kValues; ++v) {
            Node child = nodes_[i];
            child.drawn[static_cast<std::size_t>(v - 1)]++;
            child.drawn_count++;
            int hard = upcard;
            bool ace = upcard == 1;
            for (int w = 1; w <= kValues; ++w) {
                hard += w * child.drawn[static_cast<std::size_t>(w - 1)];
                if (w == 1 && child.drawn[0] > 0) ace = true;
            }
            const int cards = child.drawn_count + 1;
            const bool soft = ace && hard + 10 <= 21;
            const int total = soft ? hard + 10 : hard;
            std::int32_t target;
            if (cards == 2 && total == 21)
                target = -(1 + DealerOutcomes::kNatural);
            else if (total > 21)
                target = -(1 + DealerOutcomes::kBust);
            else if (!dealer_must_hit(rules, total, soft, cards))
                target = -(1 + (dealer_is_charlie(rules, cards, false) ? DealerOutcomes::kCharlie : total));
            else {
                const std::uint64_t key = pack_key(child.drawn);
                auto [it, added] = index.emplace(key, static_cast<std::int32_t>(nodes_.size()));
                if (added) {
                    child.next.fill(0);
                    nodes_.push_back(child);
                }
                target = it->second;
            }
            nodes_[i].next[static_cast<std::size_t>(v - 1)] = target;
        }
    }
    reach_.resize(nodes_.size());
}

DealerOutcomes DealerGraph::evaluate(const CardCounts& shoe) const {
    DealerOutcomes out;
    std::fill(reach_.begin(), reach_.end(), 0.0);
    reach_[0] = 1.0;
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        const double r = reach_[i];
        if (r == 0.0) continue;
        const Node& node = nodes_[i];
        const int left = shoe.total - node.drawn_count;
        if (left <= 0) continue;
        const double scale = r / left;
        for (int k = 0; k < kValues; ++k) {
            const int avail = shoe.n[static_cast<std::size_t>(k)] - node.drawn[static_cast<std::size_t>(k)];
            if (avail <= 0) continue;
            const double p = scale * avail;
            const std::int32_t t = node.next[static_cast<std::size_t>(k)];
            if (t >= 0)
                reach_[static_cast<std::size_t>(t)] += p;
            else
                out.p[static_cast<std::size_t>(-t - 1)] += p;
        }
    }
    return out;
}

}  // namespace bjt::strategy
