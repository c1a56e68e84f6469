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
        if (next_ < fixed_) return cards_[next_++];  // chosen already: a stacked shoe, or drawn ahead
        // The run-dry path is out of line (refill()) so that this one, inlined into every deal, stays short.
        if (next_ == size_) [[unlikely]] {
            if (!refill()) return Card{};
        }
        return draw_one();
    }

    // The next `n` cards where their order is chosen already (a stacked shoe, or drawn ahead): the cards n draw()
    // calls would return, taken with one check (a simulated round's deal). Null, and nothing taken, where it is not.
    const Card* take_chosen(std::size_t n) {
        if (fixed_ - next_ < n) return nullptr;
        const Card* const cards = cards_.data() + next_;
        next_ += n;
        return cards;
    }

    // Chooses now, in order, the cards the next draws up to position `end` (at most size()) will return: the
    // same cards and the same Rng draws that draw() would make, taken in one tight loop. The caller promises that
    // every one of them is dealt before the next shuffle (a simulation dealing to the cut card); otherwise the
    // shoe after that shuffle differs from one that drew one card at a time.
    void draw_ahead(std::size_t end) {
        if (stacked_ || fixed_ >= end) return;
        // The Rng and the position in locals: a Card is one byte, and a store through it may alias anything, so
        // members would be reloaded after every swap.
        Rng rng = rng_;
        std::size_t i = fixed_;
        Card* const cards = cards_.data();
        for (const std::size_t stop = end < size_ ? end : size_; i < stop; ++i)
            std::swap(cards[i + rng.below(static_cast<std::uint32_t>(size_ - i))], cards[i]);
        rng_ = rng;
        fixed_ = i;
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
    // Fisher-Yates one step at a time: the card leaving the shoe is drawn uniformly from those not yet dealt. The
    // same permutation law as shuffling the whole shoe up front, but a round costs only the cards it uses (a single
    // deck shuffled every round deals ~6 of 52).
    Card draw_one() {
        const std::size_t pick = next_ + rng_.below(static_cast<std::uint32_t>(size_ - next_));
        // The swap of cards_[next_] and cards_[pick], written so the card dealt is not read back from memory.
        const Card c = cards_[pick];
        cards_[pick] = cards_[next_];
        cards_[next_++] = c;
        fixed_ = next_;
        return c;
    }
    bool refill();  // draw() found the shoe empty: reshuffles the discards, or sets exhausted_ and returns false
    bool reshuffle_discards();
    void place_cut_card();

    std::vector<Card> cards_;
    // cards_.size(), kept beside it: draw() reads it for every card, and the vector's size is two loads and a
    // subtraction. Set wherever cards_ is filled (the constructors, reshuffle_discards()).
    std::size_t size_ = 0;
    std::size_t next_ = 0;
    // Positions [0, fixed_) hold their card (dealt, drawn ahead, or every position of a stacked shoe); from fixed_
    // on, the order is not chosen yet. fixed_ >= next_.
    std::size_t fixed_ = 0;
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
