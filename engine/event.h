#pragma once
// Everything that happens in a round, in order, for a front end to animate or a log to print.
// Emitting is optional: with no sink the engine skips it entirely (simulation speed).
#include <cstdint>
#include <functional>
#include <string_view>

#include "engine/card.h"
#include "engine/money.h"
#include "engine/outcome.h"
#include "engine/rules.h"

namespace bjt {

enum class EventType : std::uint8_t {
    Shuffle,  // the shoe was shuffled (value: cut-card position)
    BetPlaced,  // amount: base bet taken from the bank
    CardDealt,  // hand: player hand index, or kDealer; card; face_up
    HoleCardRevealed,  // card
    Announcement,  // announcement
    InsuranceTaken,  // amount: the side bet
    InsuranceSettled,  // amount: net for the side bet (+ won, - lost)
    EvenMoneyTaken,  // amount: the side bet (side-bet form) or 0 (standard form)
    EvenMoneySettled,  // amount: net for the side bet
    Split,  // hand: the hand split; value: index of the new hand; amount: its bet
    DoubledDown,  // hand; amount: the extra bet
    QuestionAsked,  // hand; value: the action waiting (Action as int)
    QuestionAnswered,  // hand; difficulty; value: 1 right, 0 wrong; amount: credits change
    QuestionWithdrawn,  // hand; value: the action taken back (Action as int); the hand waits for the player again
    CreditsChanged,  // value: credits now
    HandSettled,  // hand; outcome; amount: net for the hand (+ won, - lost, 0 push)
    Payout,  // hand; amount: chips going back to the bank (stake + winnings)
    PredictionSettled,  // hand: bet 0 who-won, 1 player value, 2 dealer value; outcome; amount: net
    BonusPaid,  // amount
    RoundOver,  // amount: net change of the bank over the round
    SideBetPlaced,  // hand: the SideBet (as int); amount: its stake, taken from the bank after BetPlaced
    SideBetSettled,  // hand: the SideBet; value: the SideBetOutcome (as int); amount: net (+ won, - lost)
    DoubleCardRevealed,  // hand; card: a double's face-down card turned up after the dealer's turn
};

enum class Announcement : std::uint8_t {
    CheckingForBlackjack,
    DealerHasBlackjack,
    DealerHasNoBlackjack,
    PlayerBlackjack,
    PlayerBust,
    DealerBust,
    PlayerCharlie,
    DealerCharlie,
    InsuranceOffered,
    EvenMoneyOffered,
    EarlySurrenderOffered,
    DealerNatural,  // three-bets report
    NobodyBusted,  // three-bets report
};

inline constexpr std::int8_t kDealer = -1;

struct Event {
    EventType type{};
    std::int8_t hand = kDealer;
    Card card{};
    bool face_up = true;
    Announcement announcement{};
    Outcome outcome = Outcome::Pending;
    Difficulty difficulty = Difficulty::Easy;
    Cents amount = 0;
    int value = 0;
};

using EventSink = std::function<void(const Event&)>;

std::string_view event_type_name(EventType t);
std::string_view announcement_text(Announcement a);

}  // namespace bjt
