#pragma once
// The table told in words, in one place: a TableWatcher beside the table's stage, so every engine event the player
// could see is said as it happens (speech_priority.h: the story queued, the turn's prompt as a Prompt). It keeps
// its own count of the cards from the events, face-up ones only, so it can never say what the table hides: the
// hole card before HoleCardRevealed, classic's face-down double card before DoubleCardRevealed, and any total at a
// table that hides them (totals_shown(): three-bets).
#include <array>
#include <string>
#include <vector>

#include "engine/hand.h"
#include "engine/rules.h"
#include "engine/table.h"
#include "game/session/table_watcher.h"

namespace bjt::game {

class Speaker;
class InputBindings;

class TableNarrator final : public TableWatcher {
public:
    TableNarrator(Speaker& speaker, const InputBindings& bindings) : speaker_(speaker), bindings_(bindings) {}

    void rules_changed(const Rules& rules) override { rules_ = rules; }
    void seated(Cents bank, int credits) override;
    void seating_changed(const SeatPlan& plan) override {
        plan_ = plan;
        me_ = plan.person_seat;
    }
    void turned_to(int seat, const std::string& name, Cents bank, int credits) override;
    void computer_chose(int seat, Action action) override;
    void on_event(const Event& e, Cents bank_after, int credits_after) override;

    // Each frame, once the view has caught up (`view_idle`): the prompt when the table waits for a new choice
    // (whose turn, the actions open and their keys), and game over.
    void tick(const Table& table, bool view_idle);
    // The whole state for the "speak the state" key: your hands and totals, the dealer's up card, bank, bet,
    // credits, whose turn.
    std::string state_words(const Table& table) const;

private:
    struct ShownHand {
        Hand face_up;  // the cards said so far
        bool card_down = false;  // a double's card lies face down
    };
    void on_card(const Event& e);
    // Another seat's event at a table of several, named: its cards and its results (the rest is its own business).
    void on_other_seat(const Event& e);
    std::string seat_name(int seat) const;
    void read_hands(const Table& table);
    void on_settled(const Event& e);
    std::string hand_name(int hand) const;  // "You" or "Hand 2"
    std::string total_words(const Hand& h) const;  // ", 15" / ", soft 17"; empty where totals are hidden
    std::string money(Cents c) const;
    static std::string sentence(std::string words);
    std::string key_of(int input_action) const;
    std::string prompt(const Table& table) const;
    void say(std::string text);

    Speaker& speaker_;
    const InputBindings& bindings_;
    Rules rules_{};
    std::vector<ShownHand> hands_;
    Hand dealer_;  // face-up cards said
    bool hole_turned_ = false;
    std::string prompted_;  // the last prompt said, so each choice is prompted once
    bool game_over_said_ = false;
    SeatPlan plan_;  // who sits where: the player alone until told otherwise
    int me_ = 0;  // the person the game serves now: "you" (at a table of several people, each in turn)
    bool hands_from_table_ = false;  // turned to another person mid-round: their hands are read from the table
};

// "king of spades", "10 of hearts".
std::string spoken_card(Card c);

}  // namespace bjt::game
