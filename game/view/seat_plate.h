#pragma once
// Another seat at a table of several as the player sees it: a small plate on the felt with the seat's number and
// name, its cards (small), what it staked and how its round went. The player's own seat is the ShownTable's hands,
// full size; the plates trail the engine the same way, on the same timeline (table_choreography_seats.cpp).
#include <string>
#include <vector>

#include "engine/money.h"
#include "game/view/sprite_id.h"

namespace bjt::game {

struct SeatPlate {
    int seat = 0;  // 0: first base
    std::string name;
    std::vector<std::vector<SpriteId>> hands;  // its cards, by hand
    Cents staked = 0;  // this round's stakes as they landed
    Cents net = 0;  // this round's result so far (settled hands, side bets, insurance)
    bool settled = false;  // a result has come in
    std::string words;  // its last words from the dealer: "Blackjack", "Bust"

    // The sweep: its result and words go (its cards go with the table's).
    void clear_words() {
        staked = net = 0;
        settled = false;
        words.clear();
    }
    // A new session: nothing of the last round stays.
    void clear_round() {
        hands.clear();
        clear_words();
    }
};

}  // namespace bjt::game
