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
inline constexpr std::int8_t kNoSeat = -1;

struct Event {
    EventType type{};
    // The seat (0: first base) the event concerns: its bet, cards, offer, question, result; kNoSeat for the dealer's
    // own events (a dealer card, the hole card, the shuffle, the dealer's announcements, the round's end).
    std::int8_t seat = kNoSeat;
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
// Whether an event belongs to a seat (see Event::seat) rather than to the dealer alone. Inline, by bit masks: the
// Table asks it of every event it sends.
inline bool concerns_a_seat(const Event& e) {
    constexpr auto bit = [](auto v) { return 1u << static_cast<unsigned>(v); };
    constexpr unsigned kDealerEvents =
        bit(EventType::Shuffle) | bit(EventType::HoleCardRevealed) | bit(EventType::RoundOver);
    constexpr unsigned kDealerWords = bit(Announcement::CheckingForBlackjack) | bit(Announcement::DealerHasBlackjack) |
                                      bit(Announcement::DealerHasNoBlackjack) | bit(Announcement::DealerBust) |
                                      bit(Announcement::DealerCharlie);
    if (e.type == EventType::CardDealt) return e.hand != kDealer;
    if (e.type == EventType::Announcement) return (kDealerWords & bit(e.announcement)) == 0;
    return (kDealerEvents & bit(e.type)) == 0;
}
std::string_view announcement_text(Announcement a);
// The announcements that end one seat's hand (a natural, a bust, a Charlie), as opposed to offers and the dealer's.
inline bool ends_a_hand(Announcement a) {
    return a == Announcement::PlayerBlackjack || a == Announcement::PlayerBust || a == Announcement::PlayerCharlie;
}

}  // namespace bjt
