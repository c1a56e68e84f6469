#include "engine/shoe.h"

#include <algorithm>
#include <utility>

namespace bjt {

Shoe::Shoe(int decks, std::uint64_t seed, CutCardPlacement placement, int penetration_percent)
    : rng_(seed), seed_(seed), placement_(placement), penetration_percent_(penetration_percent) {
    cards_.reserve(static_cast<std::size_t>(decks) * 52);
    for (int d = 0; d < decks; ++d)
        for (int s = 0; s < 4; ++s)
            for (int r = 1; r <= 13; ++r) cards_.emplace_back(r, static_cast<Suit>(s));
    size_ = cards_.size();
    shuffle();
}

Shoe Shoe::stacked(std::vector<Card> cards) {
    Shoe shoe;
    shoe.cards_ = std::move(cards);
    shoe.size_ = shoe.fixed_ = shoe.cards_.size();
    shoe.stacked_ = true;
    shoe.cut_position_ = shoe.cards_.size();
    return shoe;
}

void Shoe::shuffle() {
    if (stacked_) return;
    // Every card is back in the shoe; draw() picks each next card uniformly from the undealt ones.
    next_ = fixed_ = 0;
    round_start_ = 0;
    ++shuffles_;
    place_cut_card();
}

void Shoe::place_cut_card() {
    const std::size_t n = cards_.size();
    if (placement_ == CutCardPlacement::RandomBottomHalf) {
        cut_position_ = n / 2 + rng_.below(static_cast<std::uint32_t>(n - n / 2));
    } else {
        cut_position_ = n * static_cast<std::size_t>(penetration_percent_) / 100;
    }
}

bool Shoe::refill() {
    if (stacked_ || !reshuffle_discards()) {
        exhausted_ = true;
        return false;
    }
    return true;
}

bool Shoe::reshuffle_discards() {
    // Cards on the table this round stay out; the discard tray goes back in and is dealt from (draw() picks
    // uniformly among the undealt cards, so putting them back is the shuffle).
    if (round_start_ == 0) return false;
    std::vector<Card> on_table(cards_.begin() + static_cast<std::ptrdiff_t>(round_start_), cards_.end());
    std::vector<Card> discards(cards_.begin(), cards_.begin() + static_cast<std::ptrdiff_t>(round_start_));
    cards_ = std::move(on_table);
    next_ = fixed_ = cards_.size();
    round_start_ = 0;
    cards_.insert(cards_.end(), discards.begin(), discards.end());
    size_ = cards_.size();
    ++shuffles_;
    // The cut card is behind us now: the next round starts with a fresh shuffle.
    cut_position_ = 0;
    return true;
}

}  // namespace bjt
