#include "game/inspector/dealer_cards_text.h"

#include "engine/player_hand.h"
#include "engine/table.h"

namespace bjt::game {

std::string dealer_cards_text(const Table& table, bool show_hidden) {
    const Hand& dealer = table.dealer();
    // The hole card is the first or second card dealt, as the rules say (chartwell: the first).
    const int hole = table.rules().hole_card == HoleCard::First ? 0 : 1;
    const bool hidden = !table.hole_card_revealed() && dealer.count() > hole;
    std::string s;
    for (int i = 0; i < dealer.count(); ++i) {
        if (i) s += " ";
        if (!hidden || i != hole)
            s += to_string(dealer[i]);
        else
            s += show_hidden ? "[" + to_string(dealer[i]) + "]" : std::string("??");
    }
    if (hidden) s += show_hidden ? " (hole card face down; shown for debugging)" : " (hole card face down)";
    return s;
}

std::string hand_cards_text(const PlayerHand& hand, bool show_hidden) {
    const int down = hand.double_card_down ? hand.cards.count() - 1 : -1;  // the double's card, the last one
    std::string s;
    for (int i = 0; i < hand.cards.count(); ++i) {
        if (i) s += " ";
        if (i != down)
            s += to_string(hand.cards[i]);
        else
            s += show_hidden ? "[" + to_string(hand.cards[i]) + "]" : std::string("??");
    }
    if (down >= 0) s += show_hidden ? " (double card face down; shown for debugging)" : " (double card face down)";
    return s;
}

}  // namespace bjt::game
