#pragma once
// Who sits where at the table: the player (the profile playing) at one seat, computer players at the others (the
// Players screen's choice; Play on the title seats the player alone). Seat 0 is first base, on the dealer's left,
// which the players see at the right-hand end of the arc; it plays first.
#include <string>
#include <vector>

#include "engine/strategy/computer_player.h"

namespace bjt::game {

struct ComputerSeat {
    std::string name;
    strategy::BettingStyle style = strategy::BettingStyle::TableMinimum;
    int skill_percent = 70;  // trivia answers right, three-bets values counted right (50, 70 or 90)
};

struct SeatPlan {
    int person_seat = 0;
    // Every seat but the player's, in seat order: the table has computers.size() + 1 seats.
    std::vector<ComputerSeat> computers;

    int seat_count() const { return static_cast<int>(computers.size()) + 1; }
    // The computer player at `seat`, or null at the player's.
    const ComputerSeat* computer_at(int seat) const {
        if (seat == person_seat || seat < 0 || seat >= seat_count()) return nullptr;
        return &computers[static_cast<std::size_t>(seat < person_seat ? seat : seat - 1)];
    }
    ComputerSeat* computer_at(int seat) {
        return const_cast<ComputerSeat*>(static_cast<const SeatPlan&>(*this).computer_at(seat));
    }
};

// The names computer players take, in seat order (a table of seven needs six).
inline constexpr const char* kComputerNames[] = {"Mia", "Omar", "Lena", "Kofi", "Yuki", "Ravi"};

}  // namespace bjt::game
