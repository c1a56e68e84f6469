#pragma once
// A hand of cards with its hard total and soft flag kept up to date as cards arrive.
#include <array>
#include <cstdint>

#include "engine/card.h"
#include "engine/money.h"

namespace bjt {

// Enough for any hand that can still draw: 21 aces, then the card that busts it.
inline constexpr int kMaxHandCards = 24;

class Hand {
public:
    void add(Card c) {
        if (count_ < kMaxHandCards) cards_[count_++] = c;
        hard_ = static_cast<std::uint8_t>(hard_ + c.value());
        has_ace_ = has_ace_ | c.is_ace();  // no branch on the card just dealt: it would mispredict
    }
    void clear() { count_ = 0, hard_ = 0, has_ace_ = false; }
    // Empties the hand and adds `first` and `second`: clear() and two add()s in fewer steps (a simulated deal).
    void set_two(Card first, Card second) {
        cards_[0] = first, cards_[1] = second;
        count_ = 2;
        hard_ = static_cast<std::uint8_t>(first.value() + second.value());
        const bool first_ace = first.is_ace(), second_ace = second.is_ace();
        has_ace_ = first_ace || second_ace;
    }
    // Keeps the first card only (splitting).
    void keep_first() {
        Card first = cards_[0];
        clear();
        add(first);
    }

    int count() const { return count_; }
    Card operator[](int i) const { return cards_[static_cast<std::size_t>(i)]; }
    const Card* begin() const { return cards_.data(); }
    const Card* end() const { return cards_.data() + count_; }

    int hard_total() const { return hard_; }
    // Soft: an ace can still count 11 without going over 21.
    // `&` rather than `&&`, and total() adding 0 or 10, keep these free of branches on the cards (read every card).
    bool soft() const { return has_ace_ & (hard_ + 10 <= 21); }
    // The best total: soft total when it is soft, else the hard total (over 21 for a bust).
    int total() const { return hard_ + (soft() ? 10 : 0); }
    bool bust() const { return hard_ > 21; }
    // Two cards making 21. Whether that is a natural also depends on the hand not being split.
    bool two_card_21() const { return count_ == 2 && total() == 21; }

private:
    std::array<Card, kMaxHandCards> cards_{};
    std::uint8_t count_ = 0;
    std::uint8_t hard_ = 0;
    bool has_ace_ = false;
};

}  // namespace bjt
