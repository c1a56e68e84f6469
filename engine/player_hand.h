#pragma once
#include <cstdint>

#include "engine/hand.h"
#include "engine/money.h"
#include "engine/outcome.h"

namespace bjt {

// One of the player's hands on the table, with its bet and how it ended.
struct PlayerHand {
    Hand cards;
    Cents bet = 0;
    Cents net = 0;  // settled result: + won, - lost
    Outcome outcome = Outcome::Pending;
    bool from_split = false;
    bool split_aces = false;  // made by splitting aces
    bool doubled = false;
    bool acted = false;  // any action taken on it (first-action rules)
    bool done = false;  // no more player actions on it
    bool settled() const { return outcome != Outcome::Pending; }
    // A natural is two cards making 21 on an unsplit hand (RULINGS.md).
    bool natural() const { return !from_split && cards.two_card_21(); }
};

}  // namespace bjt
