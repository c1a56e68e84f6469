#pragma once
// The three-bets game: after all cards are out the player bets on who won and on both values.
#include <cstdint>

namespace bjt {

enum class Winner : std::uint8_t { Player, Dealer, Push };

struct Prediction {
    Winner winner = Winner::Player;  // Push is not a bet; who-won pushes when the hands tie
    int player_value = 0;
    int dealer_value = 0;
};

// Who won, three-bets style: a player bust loses even if the dealer busts; a dealer bust with
// the player standing loses; otherwise the higher total wins; equal totals push.
inline Winner three_bets_winner(int player_total, int dealer_total) {
    if (player_total > 21) return Winner::Dealer;
    if (dealer_total > 21) return Winner::Player;
    if (player_total > dealer_total) return Winner::Player;
    if (dealer_total > player_total) return Winner::Dealer;
    return Winner::Push;
}

}  // namespace bjt
