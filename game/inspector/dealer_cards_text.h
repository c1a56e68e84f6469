#pragma once
// The dealer's cards as the rule inspector prints them. A card the table has not turned over (the hole
// card until it is revealed) prints as "??": the inspector is open during play, and showing the hole card
// would tell the player what the dealer holds. `show_hidden` (the --debug-show-hidden-cards launch option,
// a debugging switch, off by default) prints it anyway, marked as such.
#include <string>

namespace bjt {
class Table;
}

namespace bjt::game {

// "9H ?? (hole card face down)", "?? 7D (hole card face down)" (hole card first, as chartwell deals),
// "9H 7D" once revealed; with show_hidden: "9H [7D] (hole card face down; shown for debugging)".
std::string dealer_cards_text(const Table& table, bool show_hidden);

}  // namespace bjt::game
