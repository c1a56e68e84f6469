#pragma once
// The words the table shows, in the trivia document's terms where it has them ("SOFT 19", "5 CARD CHARLIE",
// "Push: bet returned"). The engine's announcement_text() is the event log's wording: it knows neither the rules
// (three-bets reports a natural, not a Blackjack) nor who is meant ("Bust" over the dealer's cards reads as the
// dealer's), so the view words the dealer's announcements here.
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/event.h"
#include "engine/outcome.h"
#include "engine/rules.h"

namespace bjt::game {

// "SOFT 19" for a soft hand still in play, and "HARD 13" for a hard one where the rules name hard totals
// (name_hard_totals: the trivia document's "HARD 7, HARD 20"); the total alone ("19") once the hand is finished,
// at 21 or over, or hard where they do not.
std::string hand_total_label(int total, bool soft, bool finished, bool name_hard);
// "5 CARD CHARLIE".
std::string charlie_label(int cards);
// Why a hand compared with the dealer's won, lost or pushed: "Dealer's 18 beats your 17", "Your 20 beats the
// dealer's 17", "Your 18 ties the dealer's 18"; `hand` names a split's hand ("Hand 2's 17"), or is 0 for the only
// one. Empty for any other outcome.
std::string comparison_reason(Outcome o, int player_total, int dealer_total, int hand);
// The banner on a settled hand or bet: the outcome in capitals, words apart ("EVEN MONEY"); a Charlie with its
// card count.
std::string outcome_label(Outcome o, int cards);
// The dealer's words for an announcement at this table ("You bust", "Dealer: 5 CARD CHARLIE").
std::string announcement_words(Announcement a, const Rules& rules);
// Whether an announcement says why the round ended as it did: kept in the settled headline until the next round.
bool tells_the_result(Announcement a);
// The round's result: the reasons (the dealer's words that settled it, each once), then the money. A round that
// neither won nor lost says whether every hand pushed ("Push: bet returned") or wins and losses cancelled.
std::string round_result_text(const std::vector<std::string>& reasons, const std::string& money, bool all_pushed);
// Another seat's choice at a table of several, as its plate and the narrator say it ("Stands", "No insurance");
// empty for a hit, a double or a split, which show as their cards and stakes.
std::string seat_choice_words(Action a);
// The rules printed on the felt's arc ("BLACKJACK PAYS 3 TO 2", "DEALER STANDS ON SOFT 17", ...).
std::vector<std::string> felt_lines(const Rules& rules);

}  // namespace bjt::game
