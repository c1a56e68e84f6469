#pragma once
// The dealer's and the player's cards as the rule inspector prints them. A card the table has not turned over
// (the hole card until it is revealed, a double's face-down card until it is turned up) prints as "??": the
// inspector is open during play, and showing the card would tell what nobody at the table may know yet. `show_hidden`
// (the --debug-show-hidden-cards launch option, a debugging switch, off by default) prints it anyway, marked as such.
#include <string>

namespace bjt {
class Table;
struct PlayerHand;
}  // namespace bjt

namespace bjt::game {

// "9H ?? (hole card face down)", "?? 7D (hole card face down)" (hole card first, as chartwell deals),
// "9H 7D" once revealed; with show_hidden: "9H [7D] (hole card face down; shown for debugging)".
std::string dealer_cards_text(const Table& table, bool show_hidden);
// "6S 4H" and, while a double's card lies face down, "6S 4H ?? (double card face down)"; with show_hidden:
// "6S 4H [8S] (double card face down; shown for debugging)".
std::string hand_cards_text(const PlayerHand& hand, bool show_hidden);

}  // namespace bjt::game
