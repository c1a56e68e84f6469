#pragma once
// What a finished round did, in the terms the career statistics count. Built from the Table
// when the round is over.
#include <vector>

#include "engine/money.h"
#include "engine/outcome.h"

namespace bjt {
class Table;
}

namespace bjt::storage {

struct HandResult {
    Outcome outcome = Outcome::Pending;
    Cents net = 0;
    bool natural = false;
    bool doubled = false;
};

struct RoundSummary {
    std::vector<HandResult> hands;
    int splits = 0;
    bool insurance_taken = false;
    bool insurance_won = false;
    bool even_money = false;  // taken, in either form
    int predictions = 0;  // three-bets bets settled
    int predictions_right = 0;
    bool bonus = false;
    Cents net = 0;  // change of the bank over the round

    // Seat `seat`'s round (0: the only seat at a table of one); `table` must be in RoundState::RoundOver.
    static RoundSummary from_table(const Table& table, int seat = 0);
};

}  // namespace bjt::storage
