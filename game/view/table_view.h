#pragma once
// What the player sees of the table. Engine events (Table::set_event_sink) become animation steps on a
// timeline: cards slide from the shoe and turn, the hole card flips, chips fly between the bank, the bets
// and the dealer, credits count, cards sweep to the discard tray. The view keeps its own copy of what has
// been shown so far, so it trails the engine: the engine has long finished a round when the view is still
// dealing it, and scenes wait for idle() before asking the player anything.
#include <array>
#include <cmath>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/event.h"
#include "engine/rules.h"
#include "engine/table.h"
#include "game/anim/timeline.h"
#include "game/anim/tween.h"
#include "game/view/card_sprite.h"
#include "game/view/chip_flight.h"
#include "game/view/hand_view.h"
#include "game/view/side_bet_spots.h"

namespace bjt::game {

class Painter;
class SoundBank;
enum class Sound;

class TableView {
public:
    TableView() = default;

    void set_rules(const Rules& rules) { rules_ = rules; }
    void set_sound(SoundBank* sound) { sound_ = sound; }
    // Reduced motion (an option): nothing slides or flips; cards appear in place and fade in, chips land at
    // once, the sweep fades out. Applies to steps queued from now on.
    void set_reduced_motion(bool on) { reduced_motion_ = on; }
    // Shows this bank and these credits at once (new session).
    void reset(Cents bank, int credits);

    // One engine event. `bank_after` and `credits_after` are the engine's values right after the event, so
    // the counters land on exact figures.
    void on_event(const Event& e, Cents bank_after, int credits_after);
    // Cards and banners to the discard tray before the next round.
    void sweep();
    // The bet being built on the betting screen, drawn on the first spot. The bank shown counts it out (or back)
    // while the chip flies, so it never jumps when the deal takes the bet.
    void set_pending_bet(Cents amount);
    // A chip flying from the chip tray to the bet spot (betting screen).
    void fly_chip(Cents value, Point from);
    // Side bets being built on the betting screen, and a chip flying to a side-bet spot.
    void set_pending_side_bet(SideBet b, Cents amount);
    void fly_chip(Cents value, Point from, Point to);
    const SideBetSpots& side_bets() const { return side_spots_; }

    void update(float dt, float speed, bool instant);
    void skip() { timeline_.skip(); }
    bool idle() const { return timeline_.idle() && !pending_count_; }  // nothing queued moves, the counter stands

    // `active_hand`: the hand waiting for the player (marker drawn), or -1. The dealer's words are not drawn here:
    // the scene puts them in its headline with its own prompts (announcement(), dealers_turn(), round_result()).
    void draw(Painter& p, int active_hand) const;
    void draw_felt(Painter& p) const;

    // The bank counter: less the chips being bet on the betting screen; while it counts, in whole units at a table
    // whose amounts are whole units (whole_units()), and exact once it has landed.
    Cents bank_shown() const;
    int credits_shown() const { return static_cast<int>(std::lround(credits_shown_)); }
    int hand_count() const { return static_cast<int>(hands_.size()); }
    const HandView& hand(int i) const { return hands_[static_cast<std::size_t>(i)]; }
    // The dealer's latest words ("Checking for Blackjack"), until a player card or the hole card follows them.
    const std::string& announcement() const { return announcement_; }
    // The dealer is playing: from the hole card turning until the round's result.
    bool dealers_turn() const { return dealers_turn_; }
    // Once the round is settled, until the sweep: why and by how much ("Dealer busts. You win $10").
    const std::string& round_result() const { return round_result_; }
    // The insurance or even-money bet's line once settled ("INSURANCE LOST -$5"), until the sweep.
    const std::string& insurance_result() const { return insurance_result_; }
    // The labels beside the hands: "SOFT 17", "19"; once settled a natural's "BLACKJACK", and the dealer's "BUST" or
    // "5 CARD CHARLIE"; "DOUBLED" while a double's card lies face down. Empty where the table hides totals
    // (three-bets, totals_shown()).
    std::string dealer_label() const;
    std::string player_label(int hand) const;
    Cents insurance_shown() const { return insurance_shown_; }  // chips on the insurance spot
    // Three-bets: what prediction k (0 winner, 1 player's value, 2 dealer's value) was shown to be, and its stake.
    Outcome prediction_outcome(int k) const { return prediction_outcomes_[static_cast<std::size_t>(k)]; }
    Cents prediction_stake(int k) const { return prediction_stakes_[static_cast<std::size_t>(k)]; }
    int cards_shown() const;  // on the felt, visible (tests)
    // The dealer's cards on the felt as drawn, "??" for one face down: "2C ??", then "2C 2D" (tests, replay).
    std::string dealer_cards_shown() const;
    // The stacks of chips on bet spot `spot` as drawn, left to right: a hand's stacks, or the bet being built.
    std::vector<Cents> spot_stacks(int spot) const;

    // Rules printed on the felt, derived from the preset ("BLACKJACK PAYS 3 TO 2", ...).
    static std::vector<std::string> felt_lines(const Rules& rules);

private:
    static std::unique_ptr<CardSprite> new_card(Card c);
    void deal_card_step(CardSprite& s, Point to, bool face_up);
    // Chips flying from one place to another; the shown bank moves to bank_after meanwhile (if given). `lift`, if
    // given, runs as they leave and says which stakes fly (taking them off their spot); else `amount` flies.
    void money_step(Cents amount, Point from, Point to, std::optional<Cents> bank_after, std::function<void()> on_land,
                    std::function<std::vector<Cents>()> lift = {});
    // Lifts chips worth `amount` off hand `h`'s spot: all its stakes as they lie when that is all of them (a lost
    // bet), else `amount` alone (a surrender's half) and the rest made up again.
    std::vector<Cents> lift_from_spot(int h, Cents amount);
    void announce_step(std::string text, Sound sound);
    void quiet_step();  // the dealer's last words give way to what follows
    void clear_round_words();
    void on_side_bet_event(const Event& e, Cents bank_after);  // table_view_side_bets.cpp
    void relayout_step();
    void play(Sound s);
    std::string money_text(Cents c) const;
    // The betting screen's chips (main and side bets) leave the bank counter over kTrayChipSeconds.
    Cents pending_total() const;
    void count_pending();
    void settle_pending_count();  // the deal took them: the engine's bank says it now
    void land_bank(Cents bank);  // the counter is at this figure now
    // The view's model of the round being dealt (hands, cards per hand, the hole card) starts again: a bet, the
    // first card of a three-bets round, a sweep, a reset.
    void new_round_model(int hands);

    // One handler per engine event (on_event() only dispatches); each queues the steps that show it.
    void on_shuffle();
    void on_bet_placed(const Event& e, Cents bank_after);
    void on_card_dealt(const Event& e);
    void on_hole_card_revealed(const Event& e);
    void on_double_card_revealed(const Event& e);
    void flip_step(CardSprite* s);  // a face-down card turns up
    void on_announcement(const Event& e);
    void on_insurance_taken(const Event& e, Cents bank_after);  // insurance or even money
    void on_insurance_settled(const Event& e, Cents bank_after);
    void on_split(const Event& e, Cents bank_after);
    void on_doubled_down(const Event& e, Cents bank_after);
    void on_credits_changed(int credits_after);
    void on_hand_settled(const Event& e);
    void on_payout(const Event& e, Cents bank_after);
    void on_prediction_settled(const Event& e, Cents bank_after);
    void on_bonus_paid(const Event& e, Cents bank_after);
    void on_round_over(const Event& e, Cents bank_after);

    void paint_felt(Painter& p) const;
    void draw_table_layer(Painter& p, int spots) const;
    void draw_discard_tray(Painter& p) const;
    void draw_prediction_spots(Painter& p) const;
    void draw_bet_spots(Painter& p, int spots) const;
    static void draw_card(Painter& p, const CardSprite& c);
    void draw_cards(Painter& p, int active_hand) const;
    void draw_player_hand(Painter& p, int hand, bool active) const;
    struct HandLabel {
        enum class Tone { Plain, Bad, Good };  // a bust; a blackjack or Charlie
        std::string text;
        Tone tone = Tone::Plain;
    };
    HandLabel hand_label(const std::vector<const CardSprite*>& cards, bool dealer, bool unsplit, bool settled) const;
    bool totals_shown() const { return rules_.show_totals; }  // three-bets: never, even after the bets
    void draw_hand_label(Painter& p, const HandLabel& label, Point right_middle, float min_left = -1e9f) const;

    Rules rules_{};
    SoundBank* sound_ = nullptr;
    bool reduced_motion_ = false;
    Timeline timeline_;

    // Shown state.
    std::vector<HandView> hands_;
    std::vector<std::unique_ptr<CardSprite>> dealer_;
    std::vector<std::unique_ptr<CardSprite>> discarding_;
    std::deque<std::unique_ptr<ChipFlight>> flights_;
    // Animations outside the event queue (chips placed while betting).
    struct Loose {
        std::unique_ptr<Animation> animation;
        ChipFlight* flight;
    };
    std::vector<Loose> loose_;
    float bank_shown_ = 0;
    Cents bank_target_ = 0;  // where bank_shown_ is going (the engine's bank after the step counting now)
    float pending_shown_ = 0;  // the betting screen's chips counted out of the bank so far
    std::unique_ptr<Tween> pending_count_;
    float credits_shown_ = 0;
    Cents pending_bet_ = 0;
    Cents insurance_shown_ = 0;
    SideBetSpots side_spots_;
    int tray_cards_ = 0;
    std::string announcement_;
    bool dealers_turn_ = false;
    bool dealer_settled_ = false;  // the round's result is shown: the dealer's label says why
    std::string round_result_;
    std::string insurance_result_;
    bool insurance_won_ = false;
    std::array<Outcome, 3> prediction_outcomes_{Outcome::Pending, Outcome::Pending, Outcome::Pending};
    std::array<Cents, 3> prediction_stakes_{0, 0, 0};
    float shoe_fraction_ = 1;

    // What the engine has dealt so far (event time), for placing the next card.
    int model_hands_ = 0;
    std::array<int, kMaxHands> model_cards_{};
    int model_dealer_cards_ = 0;
    CardSprite* hole_card_ = nullptr;
    Cents model_insurance_ = 0;
    std::vector<std::string> model_reasons_;  // the dealer's words that settle this round, for round_result_
    std::string model_bonus_;  // three-bets: the all-three-right bonus, for round_result_
};

}  // namespace bjt::game
