#pragma once
// One line of a round's history: a player's input or an engine event, in the order they happened. The save
// (storage/hand_history.h) and the replay file (docs/replays.md) both hold rounds as lists of these.
//
// Inputs (what the player chose; a replay feeds them to the Table):
//   bet       amount: the base bet; detail: the side bets staked with it, "perfect-pairs=500 21+3=200" (none: empty)
//   action    detail: the action's name (hit, stand, double, split, surrender, insurance, ...)
//   answer    value: 1 right, 0 wrong; detail: "DIFFICULTY [QUESTION-ID]" (easy, medium, hard)
//   predict   detail: "winner=player|dealer player=N dealer=N"
//   withdraw  no fields: the hit or double waiting for its question taken back (Table::withdraw_question)
// At a table of several seats each line names its seat (seat=K); a round's bets are one line per seat that plays,
// in seat order, taken together (apply_bets()).
// Events (what the engine did; a replay compares them): kind is event_type_name(), with hand, card, amount and
// value as in engine/event.h, and detail: "up"/"down" for a card, the outcome's name for a settlement, the
// difficulty for an answered question, the announcement's text.
#include <optional>
#include <string>
#include <string_view>

#include "engine/action.h"
#include "engine/event.h"
#include "engine/side_bets.h"
#include "engine/three_bets.h"

namespace bjt::replay {

struct HistoryEvent {
    std::string kind;
    int hand = kDealer;
    std::string card;  // "9C"; empty when the event has none
    Cents amount = 0;
    int value = 0;
    std::string detail;
    // The seat (0: first base) an input or event belongs to at a table of several; 0 at one seat and for the
    // dealer's own events. Written "seat=K", K from 1, and left out for seat 1.
    int seat = 0;
    friend bool operator==(const HistoryEvent&, const HistoryEvent&) = default;
};

bool is_input(std::string_view kind);
// Whether a line is a seat's (an input, or an event about a seat: its bet, cards, results) rather than the dealer's
// own (the dealer's cards and words, the hole card, the shuffle, the round's end), as Event's concerns_a_seat()
// tells them apart. A table of several names the seat of a seat's line (seat=K); the dealer's lines name none.
bool belongs_to_a_seat(const HistoryEvent& e);
HistoryEvent describe(const Event& e);

HistoryEvent bet_input(Cents amount, const SideBetStakes& side_bets = {});
// A bet line's detail back to its side bets ("" -> none); nullopt for an unknown side bet or a bad amount.
std::optional<SideBetStakes> parse_side_bet_stakes(std::string_view detail);
HistoryEvent action_input(Action action);
HistoryEvent answer_input(Difficulty difficulty, bool right, std::string_view question_id = {});
HistoryEvent predict_input(const Prediction& prediction);
HistoryEvent withdraw_input();

std::string_view difficulty_name(Difficulty d);
std::optional<Difficulty> parse_difficulty(std::string_view name);
// "winner=player player=N dealer=N" -> Prediction.
std::optional<Prediction> parse_prediction(std::string_view text);

// "KIND seat=S hand=H card=C amount=A value=V detail=TEXT", fields at their defaults left out; detail last (it may
// hold spaces). parse_event_line: nullopt with `error` for an unknown field or a bad number.
std::string format_event_line(const HistoryEvent& e);
std::optional<HistoryEvent> parse_event_line(std::string_view line, std::string& error);

}  // namespace bjt::replay
