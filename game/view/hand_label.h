#pragma once
// The label beside a hand on the felt: "SOFT 17", "HARD 13" (name_hard_totals), "19"; once settled a natural's
// "BLACKJACK", and the dealer's "BUST" or "5 CARD CHARLIE"; a split hand's Charlie waiting for the dealer says so,
// and a hand whose double card lies face down reads "DOUBLED". Counts only the cards that have arrived face up.
#include <string>
#include <vector>

#include "engine/rules.h"
#include "game/view/card_sprite.h"

namespace bjt::game {

class ShownTable;

struct HandLabel {
    enum class Tone { Plain, Bad, Good };  // a bust; a blackjack or Charlie
    std::string text;
    Tone tone = Tone::Plain;
};

// `unsplit`: a two-card 21 is a natural (the dealer's hand, or a player hand with no split this round).
HandLabel hand_label(const Rules& rules, const std::vector<const CardSprite*>& cards, bool dealer, bool unsplit,
                     bool settled);

// A table that hides totals (three-bets: the player predicts the values) hides them even once the round is settled
// (RULINGS.md: "No total is shown after the bets either"), and the badges that amount to one (BUST, BLACKJACK): the
// dealer's report says who busted or had a natural.
inline bool totals_shown(const Rules& rules) { return rules.show_totals; }

// The labels as drawn: empty while the table hides totals.
HandLabel dealer_label(const Rules& rules, const ShownTable& shown);
HandLabel player_label(const Rules& rules, const ShownTable& shown, int hand);

}  // namespace bjt::game
