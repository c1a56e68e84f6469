#pragma once
// Test fixture: a Table over a stacked shoe ("8S 6D 8H TC ..."), with its events recorded and
// every request checked.
#include <string>
#include <vector>

#include "engine/presets/preset_loader.h"
#include "engine/table.h"

namespace bjt::test {

// A shipped preset by name (config/presets/NAME.yaml); fails the test if it does not load.
Rules preset_rules(const std::string& name);
std::vector<Card> cards(const std::string& text);

inline constexpr Cents kSitsOut = -1;

struct StackedRound {
    Table table;
    std::vector<Event> events;

    StackedRound(const Rules& rules, const std::string& shoe, Cents bank = -1);
    // Starts the round; REQUIREs that it is accepted.
    StackedRound& bet(Cents amount);
    StackedRound& bet(Cents amount, const SideBetStakes& side_bets);
    // A table of `n` seats (REQUIREs that the rules allow them), then a round with one bet per seat, seat 1 first
    // (kSitsOut: the seat sits the round out; three-bets takes no bet, so 0 there).
    StackedRound& seats(int n);
    StackedRound& bets(const std::vector<Cents>& amounts);
    StackedRound& act(Action a);
    StackedRound& answer(Difficulty d, bool right);
    Status try_act(Action a) { return table.act(a); }

    const PlayerHand& hand(int i = 0) const { return table.hand(i); }
    const PlayerHand& hand_of(int seat, int i = 0) const { return table.seat(seat).hand(i); }
    int turn() const { return table.seat_in_turn(); }
    Cents delta() const { return table.round_bank_delta(); }
    bool announced(Announcement a) const;
    // The dealer took a third card.
    bool dealer_drew() const { return table.dealer().count() > 2; }
    int count(EventType t) const;
    // Bank + bets on the table + the house's result is what the session started with.
    bool money_conserved(Cents session_start) const {
        return table.bank() + table.on_table() + table.house_result() == session_start;
    }
    // The same of one seat.
    bool seat_money_conserved(int seat, Cents session_start) const {
        const Seat& s = table.seat(seat);
        return s.bank + s.on_table + s.house == session_start;
    }
};

}  // namespace bjt::test
