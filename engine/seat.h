#pragma once
// One place at the table: a player's money, their hands in the round and the bets of their offers. A Table holds
// up to kMaxSeats of them; the dealer deals to them in rotation and they play in seat order (first base first).
#include <array>
#include <cstdint>

#include "engine/money.h"
#include "engine/outcome.h"
#include "engine/player_hand.h"
#include "engine/side_bets.h"
#include "engine/three_bets.h"

namespace bjt {

inline constexpr int kMaxHands = 8;
// The most seats any table has (a preset allows at most this many: its max_seats).
inline constexpr int kMaxSeats = 7;

// How a three-bets round's bets went, for the dealer's report.
struct PredictionResult {
    Prediction prediction;
    Winner actual_winner = Winner::Push;
    std::array<Outcome, 3> outcomes{Outcome::Pending, Outcome::Pending, Outcome::Pending};
    bool bonus = false;
};

// A seat's stake for the round Table::begin_round() opens.
struct SeatBet {
    Cents bet = 0;  // the base bet (three-bets: none, ignored)
    SideBetStakes side_bets{};
    bool plays = true;  // false: the seat sits this round out (no cards, no bets)
};

// The money of a seat always adds up: bank + on_table + house = what it started the session with.
struct Seat {
    Cents bank = 0;
    Cents on_table = 0;  // this seat's stakes on the table now
    Cents house = 0;  // what the house has won from this seat over the session
    int credits = 0;
    Cents round_start_bank = 0;
    int round_start_credits = 0;
    bool in_round = false;  // dealt into the round in play (or the last one)

    std::array<PlayerHand, kMaxHands> hands{};
    int hand_count = 0;
    Cents base_bet = 0;
    Cents insurance_bet = 0, insurance_net = 0;
    Cents even_money_bet = 0, even_money_net = 0;
    PredictionResult prediction{};
    std::array<SideBetResult, kSideBetCount> side_bets{};
    bool side_bets_placed = false;  // this round or the last: side_bets has something to clear
    bool early_declined = false;  // declining early surrender rules out surrender later

    const PlayerHand& hand(int i) const { return hands[static_cast<std::size_t>(i)]; }
    const SideBetResult& side_bet(SideBet b) const { return side_bets[static_cast<std::size_t>(b)]; }
    Cents round_bank_delta() const { return bank - round_start_bank; }
    int round_credits_delta() const { return credits - round_start_credits; }
    // In the round with a hand not yet settled (a natural waiting for the hole card included).
    bool has_open_hand() const {
        if (!in_round) return false;
        for (int i = 0; i < hand_count; ++i)
            if (!hand(i).settled()) return true;
        return false;
    }
};

}  // namespace bjt
