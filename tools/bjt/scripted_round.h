#pragma once
// `bjt round`'s round: a Table over a stacked shoe, fed each seat's bet, actions, answers and prediction from the
// command line, printed as JSON when it ends. Every way the input runs short or is left over is an error (exit 2).
#include <optional>
#include <string>
#include <vector>

#include "engine/table.h"

namespace bjt::cli {

// What one seat was given, as text (an option's value, or this seat's part of a '|' list).
struct SeatScript {
    std::string bank_text, credits_text, bet_text, actions_text, answers_text, predict_text;
    bool have_predict = false;
    SideBetStakes side_bets;  // checked as given (names and amounts); the rules check the rest
};

struct RoundScript {
    std::string preset_name;
    // --seats: a table of seats.size() seats, the JSON's "seats" array and a seat named in every event and error.
    // Without it, one seat and the JSON as it always was.
    bool seated = false;
    std::vector<SeatScript> seats;
};

// Plays the round; returns the exit code (0: printed; 2: an error on stderr).
int play_scripted_round(const RoundScript& script, const Rules& rules, std::vector<Card> shoe);

}  // namespace bjt::cli
