#pragma once
// How many hands a split ends with when pairs may be resplit up to a number of hands: the
// expected number that end with a non-pair second card, and that end holding a pair they
// could not split because the limit was reached.
namespace bjt::strategy {

struct SplitHandCounts {
    double unpaired = 0.0;
    double paired = 0.0;
};

// `pairing` cards of the `total` left pair again (after both pair cards are out); each pair card
// drawn lowers the next chance. Every pair is split while fewer than `max_hands` hands exist.
SplitHandCounts split_hand_counts(double pairing, int total, int max_hands);

}  // namespace bjt::strategy
