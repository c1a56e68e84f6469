#pragma once
// When the dealer draws. Shared by the round state machine and the strategy calculator.
#include <array>
#include <cstdint>

#include "engine/hand.h"
#include "engine/rules.h"

namespace bjt {

// A dealer hand of `cards` cards is a Charlie under these rules.
inline bool dealer_is_charlie(const Rules& r, int cards, bool bust) {
    return r.dealer_charlie && r.charlie_cards > 0 && cards >= r.charlie_cards && !bust;
}

// Whether the dealer must take another card with this hand.
inline bool dealer_must_hit(const Rules& r, int total, bool soft, int cards) {
    if (total > 21) return false;
    if (r.dealer_max_cards > 0 && cards >= r.dealer_max_cards) return false;
    if (dealer_is_charlie(r, cards, false)) return false;  // a Charlie already wins; no more cards
    if (total < r.dealer_stands.total) return true;
    // At exactly N: "stands on HARD N" still hits a soft N.
    return total == r.dealer_stands.total && soft && !r.dealer_stands.on_soft;
}

inline bool dealer_must_hit(const Rules& r, const Hand& h) {
    return dealer_must_hit(r, h.total(), h.soft(), h.count());
}

// dealer_must_hit() as two bit masks by total, worked out once per rules: where the answer depends on the total
// and softness alone (no dealer card limit, no dealer Charlie), a dealer then draws by one shift and test per card.
class DealerDraws {
public:
    DealerDraws() = default;
    explicit DealerDraws(const Rules& r)
        : by_total_(r.dealer_max_cards <= 0 && !dealer_is_charlie(r, kMaxHandCards, false)) {
        for (int soft = 0; soft <= 1; ++soft)
            for (int total = 0; total < 64; ++total)
                if (dealer_must_hit(r, total, soft == 1, 2))
                    mask_[static_cast<std::size_t>(soft)] |= std::uint64_t{1} << total;
    }
    // Whether the dealer draws to `h` under `r`, the rules this was made from.
    bool operator()(const Rules& r, const Hand& h) const {
        if (by_total_) return by_total(h);
        return dealer_must_hit(r, h);
    }
    // The same where the caller knows the rules have no dealer card limit and no dealer Charlie.
    bool by_total(const Hand& h) const { return (mask_[h.soft() ? 1 : 0] >> static_cast<unsigned>(h.total())) & 1u; }

private:
    bool by_total_ = false;
    std::array<std::uint64_t, 2> mask_{};
};

}  // namespace bjt
