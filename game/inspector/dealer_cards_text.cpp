#include "game/inspector/dealer_cards_text.h"

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

}  // namespace bjt::game
