#pragma once
// The shoe: N decks shuffled by the shoe's own seeded Rng, with a cut card; or a stacked list
// of cards in the order they leave the shoe (tests, replays, `bjt round --shoe`).
#include <cstdint>
#include <utility>
#include <vector>

#include "engine/card.h"
#include "engine/rng.h"

namespace bjt {

enum class CutCardPlacement : std::uint8_t { Fixed, RandomBottomHalf };

class Shoe {
public:
    // A shuffled shoe of `decks` decks. The cut card sits at `penetration_percent` of the shoe
    // (Fixed) or at a random place in its bottom half, drawn anew at every shuffle.
    Shoe(int decks, std::uint64_t seed, CutCardPlacement placement = CutCardPlacement::Fixed,
         int penetration_percent = 75);

    // A stacked shoe: cards leave in exactly this order and are never reshuffled.
    static Shoe stacked(std::vector<Card> cards);

    // Next card. A shuffled shoe that runs dry mid-round reshuffles its discards (RULINGS.md);
    // a stacked shoe that runs dry returns an invalid Card and sets exhausted().
    Card draw() {
        // The run-dry path is out of line (refill()) so that this one, inlined into every deal, stays short.
        if (next_ == size_) [[unlikely]] {
            if (!refill()) return Card{};
        }
        if (!stacked_) {
            // Fisher-Yates one step at a time: the card leaving the shoe is drawn uniformly from those not yet
            // dealt. The same permutation law as shuffling the whole shoe up front, but a round costs only the
            // cards it uses (a single deck shuffled every round deals ~6 of 52).
            const std::size_t pick = next_ + rng_.below(static_cast<std::uint32_t>(size_ - next_));
            // The swap of cards_[next_] and cards_[pick], written so the card dealt is not read back from memory.
            const Card c = cards_[pick];
            cards_[pick] = cards_[next_];
            cards_[next_++] = c;
            return c;
        }
        return cards_[next_++];
    }

    // Gathers every card back (call only between rounds) and places a new cut card. The order of the undealt
    // cards is drawn as they leave the shoe (see draw()).
    void shuffle();
    // The cards dealt so far go to the discard tray: called when a round is over.
    void end_round() { round_start_ = next_; }

    bool cut_card_reached() const { return !stacked_ && next_ >= cut_position_; }
    bool stacked() const { return stacked_; }
    bool exhausted() const { return exhausted_; }
    std::size_t size() const { return size_; }
    std::size_t remaining() const { return size_ - next_; }
    std::size_t dealt() const { return next_; }
    std::size_t cut_position() const { return cut_position_; }
    std::uint64_t seed() const { return seed_; }
    std::uint64_t shuffles() const { return shuffles_; }
    // The cards dealt so far this shoe, in order, are cards()[0, dealt()); the rest are not in a set order yet.
    const std::vector<Card>& cards() const { return cards_; }

private:
    Shoe() = default;
    bool refill();  // draw() found the shoe empty: reshuffles the discards, or sets exhausted_ and returns false
    bool reshuffle_discards();
    void place_cut_card();

    std::vector<Card> cards_;
    // cards_.size(), kept beside it: draw() reads it for every card, and the vector's size is two loads and a
    // subtraction. Set wherever cards_ is filled (the constructors, reshuffle_discards()).
    std::size_t size_ = 0;
    std::size_t next_ = 0;
    std::size_t round_start_ = 0;
    std::size_t cut_position_ = 0;
    Rng rng_;
    std::uint64_t seed_ = 0;
    std::uint64_t shuffles_ = 0;
    CutCardPlacement placement_ = CutCardPlacement::Fixed;
    int penetration_percent_ = 75;
    bool stacked_ = false;
    bool exhausted_ = false;
};

}  // namespace bjt
