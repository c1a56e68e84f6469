#pragma once
#include <cstdint>
#include <string_view>

namespace bjt {

// How a player hand (or a three-bets bet) ended.
enum class Outcome : std::uint8_t {
    Pending,
    Blackjack,  // a natural, paid at the blackjack ratio (or 1:1 where the preset says so)
    Win,
    Charlie,  // won 1:1 by reaching the Charlie card count (at once; a split hand's at settlement, unless it pushes)
    Push,
    Lose,
    Bust,
    Surrender,
    EvenMoney,  // standard even money: a natural paid 1:1 at once
    Natural,  // three-bets: a natural rewarded before the bets; the player sits out
    Right,  // three-bets bet won
    Wrong,  // three-bets bet lost
};

std::string_view outcome_name(Outcome o);

}  // namespace bjt
