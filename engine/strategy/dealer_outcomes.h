#pragma once
// How the dealer's hand ends, as probabilities: a final total (17-21 under the usual rules,
// lower when a card limit stops the dealer early), a bust, a dealer Charlie, or a natural.
#include <array>

namespace bjt::strategy {

struct DealerOutcomes {
    static constexpr int kBust = 22;
    static constexpr int kCharlie = 23;
    static constexpr int kNatural = 24;
    std::array<double, 25> p{};  // p[t] for a final total t <= 21; then bust, Charlie, natural

    // The player's result for standing on `total` (not a Charlie, not a natural), per unit bet.
    double stand_value(int total) const {
        double ev = p[kBust] - p[kCharlie] - p[kNatural];
        for (int t = 0; t <= 21; ++t)
            ev += t < total ? p[static_cast<std::size_t>(t)] : t > total ? -p[static_cast<std::size_t>(t)] : 0.0;
        return ev;
    }

    // Given that the dealer has no natural (after a peek).
    DealerOutcomes without_natural() const {
        DealerOutcomes c = *this;
        const double keep = 1.0 - p[kNatural];
        c.p[kNatural] = 0.0;
        if (keep > 0)
            for (double& x : c.p) x /= keep;
        return c;
    }
};

}  // namespace bjt::strategy
