#pragma once
// Blackjack's jargon in plain words, one line a term: what a tooltip shows where "soft 17", "peek", "Charlie",
// "even money", "21+3" or a payout such as "6:5" appear (the table guide's lines, the rules printed on the felt, the
// side-bet spots), so a first-time player is never left with a word they do not know.
#include <string>
#include <string_view>
#include <vector>

namespace bjt::game {

// The plain meaning of each piece of jargon in `text`, in the order they first appear, each once: "Soft 17: ...".
// The first payout ("3:2", "6 to 5", "25 to 1") is explained with its own numbers. Empty when there is none.
std::vector<std::string> jargon_in(std::string_view text);

// jargon_in(text) as one tip, the meanings separated by line breaks; "" when there is none.
std::string jargon_tip(std::string_view text);

}  // namespace bjt::game
