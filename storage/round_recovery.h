#pragma once
// What happens to a round the game did not finish (killed, crashed, power cut), run once when
// the game starts, before any profile is played:
//
//   Everything the journal settled stands: a hand already lost, a Charlie or insurance already
//   paid, a three-bets bet already decided. Every stake still on the table goes back to the bank,
//   as one Refund entry. The round is closed as "refunded"; it counts in no statistic except
//   interrupted_rounds, and its bank point is the bank after the refund.
//
// So a crash never costs the player a stake and never pays a win the table had not paid.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/money.h"

namespace bjt::storage {

class SaveDatabase;

struct RecoveredRound {
    std::int64_t round_id = 0;
    std::int64_t profile_id = 0;
    std::string profile_name;
    Cents refunded = 0;  // stakes given back
    Cents settled_net = 0;  // what the parts already settled had won (+) or lost (-)
    Cents bank_after = 0;
};

class RoundRecovery {
public:
    explicit RoundRecovery(SaveDatabase& db);
    // Closes every open round of every profile, each in its own transaction.
    std::vector<RecoveredRound> run();

private:
    SaveDatabase& db_;
};

}  // namespace bjt::storage
