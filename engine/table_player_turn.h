#pragma once
// Table's player turn as it moves on: the next hand that waits for the player, the next seat, then the dealer.
// Inline in a header of its own because both halves of a round enter it (table.cpp after the deal, table_turn.cpp
// after every action), and a simulated round passes through it on every decision: a call would cost as much as
// the work. Only table.cpp and table_turn.cpp include it.
#include "engine/table.h"

namespace bjt {

[[gnu::always_inline]] inline void Table::enter_hand() {
    // Each seat in order plays all its hands, split hands included, before the next seat.
    for (; turn_ < seat_count_; ++turn_, active_ = 0) {
        Seat& s = seat();
        while (active_ < s.hand_count) {
            PlayerHand& h = cur();
            if (!h.done) {
                // Asked only of split aces (a lambda, not a value worked out for every hand entered).
                const auto can_resplit_aces = [&] {
                    return rules_.resplit_aces && h.cards.count() == 2 && h.cards[0].is_ace() && h.cards[1].is_ace() &&
                           s.hand_count < rules_.max_hands && s.bank >= h.bet;
                };
                if (h.cards.total() == 21 && !h.cards.bust())
                    h.done = true;  // a hand that reaches 21 stands by itself
                else if (h.split_aces && !rules_.hit_split_aces && !can_resplit_aces())
                    h.done = true;  // split aces take one card each
                else if (rules_.player_max_cards > 0 && h.cards.count() >= rules_.player_max_cards)
                    h.done = true;
                else
                    return;  // waits for the player
            }
            ++active_;
        }
    }
    turn_ = 0;
    active_ = 0;
    dealer_turn();
}

[[gnu::always_inline]] inline void Table::start_player_turn() {
    state_ = RoundState::PlayerTurn;
    turn_ = 0;
    active_ = 0;
    enter_hand();
}

[[gnu::always_inline]] inline void Table::finish_hand() {
    cur().done = true;
    ++active_;
    enter_hand();
}

}  // namespace bjt
