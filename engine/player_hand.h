#pragma once
#include <array>
#include <cstddef>
#include <cstdint>

#include "engine/hand.h"
#include "engine/money.h"
#include "engine/outcome.h"

namespace bjt {

// One of the player's hands on the table, with its bet and how it ended.
struct PlayerHand {
    Hand cards;
    Cents bet = 0;
    Cents net = 0;  // settled result: + won, - lost
    Outcome outcome = Outcome::Pending;
    bool from_split = false;
    bool split_aces = false;  // made by splitting aces
    bool doubled = false;
    bool double_card_down = false;  // the double's card lies face down (double_face_down): no total is known yet
    bool acted = false;  // any action taken on it (first-action rules)
    bool done = false;  // no more player actions on it
    bool settled() const { return outcome != Outcome::Pending; }
    // A natural is two cards making 21 on an unsplit hand (RULINGS.md).
    bool natural() const { return !from_split && cards.two_card_21(); }
};

// A hand as it starts, to copy from: a PlayerHand built on the stack with byte stores and copied with wide stores
// stalls on store forwarding, a quarter of a simulated round's start.
inline constexpr PlayerHand kFreshPlayerHand{};

// Splits hands[i], a pair, into two hands of one card each: the new one sits right after it and later hands move up
// one place, so `count` grows by one (the caller has checked there is room). Both carry the original bet and are
// marked as split (and as split aces for a pair of aces); the first may act again. Neither has its second card yet.
template <std::size_t N>
void split_hand(std::array<PlayerHand, N>& hands, int& count, std::size_t i) {
    const Card moved = hands[i].cards[1];
    const bool aces = hands[i].cards[0].is_ace();
    for (auto j = static_cast<std::size_t>(count); j > i + 1; --j) hands[j] = hands[j - 1];
    ++count;
    PlayerHand& a = hands[i];
    PlayerHand& b = hands[i + 1];
    b = kFreshPlayerHand;
    b.bet = a.bet;
    b.cards.add(moved);
    b.from_split = a.from_split = true;
    b.split_aces = a.split_aces = aces;
    a.cards.keep_first();
    a.acted = false;
}

}  // namespace bjt
