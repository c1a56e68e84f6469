#pragma once
// A recorded round (its hand-history lines, engine/replay/history_event.h) told step by step for the History
// screen: one step per card dealt, per input of the player (bet, hit, answer with its difficulty and right or
// wrong, withdrawal, prediction) and per settlement, each with the cards on the table once it has happened.
// Lines that only move the bookkeeping (payouts, credits, the bet's own event) make no step of their own.
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/replay/history_event.h"
#include "engine/rules.h"

namespace bjt::game {

struct StoryTable {
    std::vector<Card> dealer;
    bool hole_down = false;  // the dealer's second card is still face down
    std::vector<std::vector<Card>> hands;  // the player's hands, split hands in the engine's order
};

struct StoryStep {
    std::string words;  // "Hit", "Answer (hard): right", "Hand 1 gets 9C", "Hand 1: win +$25"
    bool input = false;  // the player's choice, not the game's
    StoryTable table;  // after this step
};

// The words of an input line ("Bet $25", "You chose: hit", "Answer (hard): right"); empty for an engine event.
std::string input_words(const replay::HistoryEvent& e, Units units);

// The words of an engine event line ("The dealer gets 9C", "Hand 1: win +$25", "Credits: 11"), for the History
// screen's steps and the replay's event-by-event playback. `hands`: how many hands the player has now (one hand
// is "Your hand", more are "Hand N").
std::string event_words(const replay::HistoryEvent& e, Units units, int hands);

// `my_seat`: the profile's seat at a table of several; the other seats' lines are told by seat ("Seat 3 gets 9C"),
// and only the profile's cards are in the steps' tables.
std::vector<StoryStep> round_story(const std::vector<replay::HistoryEvent>& events, Units units, int my_seat = 0);

// Another seat's line at a table of several: "Seat 3 gets 9C", "Seat 3 chose: stand", "Seat 3: win +$5"; empty
// for a line that makes no step.
std::string other_seat_words(const replay::HistoryEvent& e, Units units);

}  // namespace bjt::game
