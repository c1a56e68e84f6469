#pragma once
// When the dealer draws. Shared by the round state machine and the strategy calculator.
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

}  // namespace bjt
