#pragma once
// The betting screen's chips: the bet and side bets being built, drawn on their spots and counted out of the bank
// while they fly there from the chip tray. They are not part of the engine's story, so they fly on their own,
// outside the TableChoreography's queue: a fast clicker is never kept waiting.
#include <memory>
#include <vector>

#include "engine/money.h"
#include "engine/side_bets.h"
#include "game/anim/animation.h"
#include "game/render/geometry.h"
#include "game/view/sprite_id.h"

namespace bjt::game {

class BankCounter;
class ShownTable;
class TableChoreography;

class BettingChips {
public:
    // `choreography` says how to move (reduced motion) and plays the sounds.
    BettingChips(ShownTable& shown, BankCounter& bank, const TableChoreography& choreography)
        : shown_(shown), bank_(bank), choreography_(choreography) {}

    void set_pending_bet(Cents amount);
    void set_pending_side_bet(SideBet b, Cents amount);
    // A chip flying from the chip tray to a spot.
    void fly_chip(Cents value, Point from, Point to);

    void update(float dt, bool instant);
    // A new session: the chips in the air land now.
    void finish();

private:
    void count_pending();

    struct Flight {
        std::unique_ptr<Animation> animation;
        SpriteId flight;
    };
    ShownTable& shown_;
    BankCounter& bank_;
    const TableChoreography& choreography_;
    std::vector<Flight> flights_;
};

}  // namespace bjt::game
