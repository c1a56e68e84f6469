#pragma once
// Who sits where at the table: the current profile (the one who set the table up) at one seat, and at the others
// computer players or more people, each with a profile of their own (the Players screen's choice; Play on the
// title seats the current profile alone). Seat 0 is first base, on the dealer's left, which the players see at the
// right-hand end of the arc; it plays first.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/strategy/computer_player.h"

namespace bjt::game {

struct ComputerSeat {
    std::string name;
    strategy::BettingStyle style = strategy::BettingStyle::TableMinimum;
    int skill_percent = 70;  // trivia answers right, three-bets values counted right (50, 70 or 90)
};

// One seat: a computer player, or a person. A person other than the current profile is a guest: a profile of the
// save, which plays from its own bank and is journalled, scored and asked questions on its own.
struct PlannedSeat {
    std::optional<ComputerSeat> computer;
    std::int64_t guest_profile = 0;  // a guest's profile id; 0 at the current profile's seat and a computer's
    std::string person_name;  // a person's name as shown (the current profile's is set as it sits down)
    // The gamepad a person claimed (its InputEvent::pad), which then acts for them alone; -1: they share the
    // keyboard, the mouse and every gamepad no one claimed.
    int pad = -1;

    bool is_guest() const { return !computer && guest_profile != 0; }
};

struct SeatPlan {
    int person_seat = 0;  // the current profile's seat
    std::vector<PlannedSeat> seats{PlannedSeat{}};

    int seat_count() const { return static_cast<int>(seats.size()); }
    // The computer player at `seat`, or null at a person's.
    const ComputerSeat* computer_at(int seat) const {
        if (seat < 0 || seat >= seat_count()) return nullptr;
        const auto& c = seats[static_cast<std::size_t>(seat)].computer;
        return c ? &*c : nullptr;
    }
    ComputerSeat* computer_at(int seat) {
        return const_cast<ComputerSeat*>(static_cast<const SeatPlan&>(*this).computer_at(seat));
    }
    // A guest at `seat` (a person, not the current profile), or null.
    const PlannedSeat* guest_at(int seat) const {
        if (seat < 0 || seat >= seat_count()) return nullptr;
        const PlannedSeat& s = seats[static_cast<std::size_t>(seat)];
        return s.is_guest() ? &s : nullptr;
    }
    bool person_at(int seat) const { return seat >= 0 && seat < seat_count() && computer_at(seat) == nullptr; }
    bool has_guests() const {
        for (int s = 0; s < seat_count(); ++s)
            if (guest_at(s)) return true;
        return false;
    }
    // The seat whose person claimed gamepad `pad`, or -1.
    int seat_of_pad(int pad) const {
        for (int s = 0; s < seat_count(); ++s)
            if (pad >= 0 && person_at(s) && seats[static_cast<std::size_t>(s)].pad == pad) return s;
        return -1;
    }
    bool has_computers() const {
        for (int s = 0; s < seat_count(); ++s)
            if (computer_at(s)) return true;
        return false;
    }
    // Down to `count` seats, the last ones first, the current profile's kept (it moves to the last seat left).
    void cut_to(int count) {
        while (seat_count() > count && seat_count() > 1) {
            const int last = seat_count() - 1;
            const int gone = last == person_seat ? last - 1 : last;
            seats.erase(seats.begin() + gone);
            if (gone < person_seat) --person_seat;
        }
    }
};

// The names computer players take, in seat order (a table of seven needs six).
inline constexpr const char* kComputerNames[] = {"Mia", "Omar", "Lena", "Kofi", "Yuki", "Ravi"};

}  // namespace bjt::game
