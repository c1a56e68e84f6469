#pragma once
// What the player sees of the table, and the one front the scenes and tests use. The pieces behind it:
//   TableChoreography  engine events -> animation steps on a timeline (on_event(), sweep())
//   ShownTable         what is shown now: every card and chip flight (by SpriteId), hands, spots, words
//   BankCounter        the bank figure, counted as chips fly
//   BettingChips       the betting screen's chips, flying outside the timeline
//   TableRenderer      draws the ShownTable, changing nothing (draw())
// It trails the engine: the engine has long finished a round when the view is still dealing it, and scenes wait
// for idle() before asking the player anything.
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/event.h"
#include "engine/rules.h"
#include "game/render/geometry.h"
#include "game/session/seat_plan.h"
#include "game/view/bank_counter.h"
#include "game/view/betting_chips.h"
#include "game/view/shown_table.h"
#include "game/view/table_choreography.h"

namespace bjt::game {

class Painter;
class SoundBank;

class TableView {
public:
    TableView() = default;
    // The pieces hold references to each other: the view stays where it was made.
    TableView(const TableView&) = delete;
    TableView& operator=(const TableView&) = delete;

    void set_rules(const Rules& rules) { rules_ = rules; }
    void set_sound(SoundBank* sound) {
        sound_ = sound;
        choreography_.set_sound(sound);
    }
    // Reduced motion (an option): nothing slides or flips; cards appear in place and fade in, chips land at
    // once, the sweep fades out. Applies to steps queued from now on.
    void set_reduced_motion(bool on) { choreography_.set_reduced_motion(on); }
    // Shows this bank and these credits at once (new session).
    void reset(Cents bank, int credits);
    // Who sits where: the player's seat full size, a plate for each other seat.
    void set_seating(const SeatPlan& plan);
    // A table of several people: the view turns to `seat` (its hands full size, the others' on plates), at once,
    // the round so far shown again from its events; `bank` and `credits` are that seat's. Called when the view is
    // idle (the scene waits for it), so nothing in flight is cut short.
    void turn_to_seat(int seat, Cents bank, int credits);
    // Another seat's choice, on its plate once what came before it is shown ("Stand", "Hit").
    void seat_chose(int seat, Action action) { choreography_.seat_chose(seat, action); }

    // One engine event. `bank_after` and `credits_after` are the engine's values right after the event, so
    // the counters land on exact figures.
    void on_event(const Event& e, Cents bank_after, int credits_after);
    // Cards and banners to the discard tray before the next round.
    void sweep();
    // The bet being built on the betting screen, drawn on the first spot. The bank shown counts it out (or back)
    // while the chip flies, so it never jumps when the deal takes the bet.
    void set_pending_bet(Cents amount) { betting_.set_pending_bet(amount); }
    // A chip flying from the chip tray to the bet spot (betting screen).
    void fly_chip(Cents value, Point from);
    // Side bets being built on the betting screen, and a chip flying to a side-bet spot.
    void set_pending_side_bet(SideBet b, Cents amount) { betting_.set_pending_side_bet(b, amount); }
    void fly_chip(Cents value, Point from, Point to) { betting_.fly_chip(value, from, to); }
    const SideBetSpots& side_bets() const { return shown_.side_spots; }

    void update(float dt, float speed, bool instant);
    void skip() { choreography_.skip(); }
    // Nothing queued moves, and the bank counter stands.
    bool idle() const { return choreography_.idle() && !bank_.counting_pending(); }

    // `active_hand`: the hand waiting for the player (marker drawn), or -1; `active_seat`: another seat the table
    // waits for (its plate marked), or -1. The dealer's words are not drawn here: the scene puts them in its
    // headline with its own prompts (announcement(), dealers_turn(), round_result()).
    void draw(Painter& p, int active_hand, int active_seat = -1) const;
    // The other seats' plates (tests, scripts).
    const std::vector<SeatPlate>& plates() const { return shown_.plates; }
    void draw_felt(Painter& p) const;

    // The bank counter (BankCounter::shown()): less the chips being bet on the betting screen.
    Cents bank_shown() const { return bank_.shown(shown_.pending_total(), rules_); }
    int credits_shown() const;
    int hand_count() const { return static_cast<int>(shown_.hands.size()); }
    const HandView& hand(int i) const { return shown_.hands[static_cast<std::size_t>(i)]; }
    // The cards of hand `i` as they lie, first dealt first (tests).
    std::vector<Card> hand_cards(int i) const;
    // The dealer's latest words ("Checking for Blackjack"), until a player card or the hole card follows them.
    const std::string& announcement() const { return shown_.announcement; }
    // The dealer is playing: from the hole card turning until the round's result.
    bool dealers_turn() const { return shown_.dealers_turn; }
    // Once the round is settled, until the sweep: why and by how much ("Dealer busts. You win $10").
    const std::string& round_result() const { return shown_.round_result; }
    // The insurance or even-money bet's line once settled ("INSURANCE LOST -$5"), until the sweep.
    const std::string& insurance_result() const { return shown_.insurance_result; }
    // The labels beside the hands (hand_label.h). Empty while the table hides totals.
    std::string dealer_label() const;
    std::string player_label(int hand) const;
    Cents insurance_shown() const { return shown_.insurance; }  // chips on the insurance spot
    // Three-bets: what prediction k (0 winner, 1 player's value, 2 dealer's value) was shown to be, and its stake.
    Outcome prediction_outcome(int k) const { return shown_.prediction_outcomes[static_cast<std::size_t>(k)]; }
    Cents prediction_stake(int k) const { return shown_.prediction_stakes[static_cast<std::size_t>(k)]; }
    int cards_shown() const { return shown_.cards_shown(); }  // on the felt, visible (tests)
    // The dealer's cards on the felt as drawn, "??" for one face down: "2C ??", then "2C 2D" (tests, replay).
    std::string dealer_cards_shown() const { return shown_.dealer_cards_shown(); }
    // The stacks of chips on bet spot `spot` as drawn, left to right: a hand's stacks, or the bet being built.
    std::vector<Cents> spot_stacks(int spot) const { return shown_.spot_stacks(spot); }

private:
    // The plates of `plan`'s other seats, around `my_seat`.
    void seat_plates(int my_seat);

    Rules rules_{};
    SeatPlan plan_;
    SoundBank* sound_ = nullptr;
    std::vector<Event> round_events_;  // since the last sweep: what turn_to_seat() shows again
    ShownTable shown_;
    BankCounter bank_;
    TableChoreography choreography_{rules_, shown_, bank_};
    BettingChips betting_{shown_, bank_, choreography_};
};

}  // namespace bjt::game
