#pragma once
// The simulator's shortcut: whole rounds of a standard game played with a PlayPolicy in one call, without a Table's
// state machine, refusals and events. It deals from its own Shoe exactly as a Table would and settles every round
// to the same cents: tests/strategy/test_fast_round_player.cpp plays millions of seeded rounds both ways, on every
// preset and on rule variants, and requires the same result for every round and the same shoe at the end.
//
// It follows Table (engine/table.cpp) step for step; a change to how a Table plays a round must be made here too
// (the differential test fails until it is). Rules it does not play (supports() says which) go through a Table.
#include <array>
#include <cstdint>

#include "engine/dealer_policy.h"
#include "engine/money.h"
#include "engine/player_hand.h"
#include "engine/rules.h"
#include "engine/shoe.h"
#include "engine/strategy/play_policy.h"
#include "engine/strategy/simulated_answers.h"
#include "engine/table.h"

namespace bjt::strategy {

// How a round changed the bank and the trivia credits.
struct RoundChange {
    Cents bank = 0;
    int credits = 0;
};

class FastRoundPlayer {
public:
    // Standard games without a player who draws past 21: everything else a Table plays, trivia included.
    // Side bets are not placed by this player (the simulator sends rounds with side bets through a Table).
    static bool supports(const Rules& rules);

    // `rules` and `policy` must outlive the player; `answers` answers the trivia questions when rules.trivia.
    FastRoundPlayer(const Rules& rules, const PlayPolicy& policy, Shoe shoe, SimulatedAnswers answers);

    // One round from `bank` and `credits` with a base bet of `bet`, which the caller has checked a Table accepts
    // (Table::check_bet) with that bank and credits. False where a Table would refuse to go on: a stacked shoe ran
    // out mid-round (a shuffled shoe never does), or none of the policy's options was allowed (its lists end with
    // Stand, which always is).
    bool play(Cents bank, int credits, Cents bet, RoundChange& change);

    const Shoe& shoe() const { return shoe_; }

private:
    bool deal(Hand& to) {
        const Card c = shoe_.draw();
        to.add(c);
        return c.valid();
    }
    void settle(PlayerHand& h, Cents net) {
        h.outcome = Outcome::Win;  // any settled outcome: only `settled()` and the money are read
        h.done = true;
        bank_ += h.bet + net;
        delta_ += net;
    }
    bool after_deal();
    bool offers_and_peek();
    bool peek(bool natural);
    bool player_turn();
    bool hand_waits(const PlayerHand& h) const;
    bool allowed(const PlayerHand& h, Action a) const;
    bool take(Action a);
    bool hit_or_double(Action a);
    bool split();
    bool dealer_turn();
    void settle_against_dealer();

    const Rules& rules_;
    const PlayPolicy& policy_;
    Shoe shoe_;
    SimulatedAnswers answers_;
    DealerDraws dealer_draws_;
    int up_index_;  // which dealer card is face up

    // The round in progress.
    Cents bank_ = 0, delta_ = 0;
    int credits_ = 0;
    Hand dealer_;
    std::array<PlayerHand, kMaxHands> hands_{};
    int hand_count_ = 0;
    int active_ = 0;
    int up_ = 1;  // the dealer's up card's value
    Cents insurance_bet_ = 0, even_money_bet_ = 0;
    bool early_declined_ = false;  // declining early surrender rules out surrender later
};

}  // namespace bjt::strategy
