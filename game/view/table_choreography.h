#pragma once
// Engine events become animation steps on a timeline: cards slide from the shoe and turn, the hole card flips,
// chips fly between the bank, the bets and the dealer, credits count, cards sweep to the discard tray. Each step
// changes the ShownTable (and the BankCounter) when it plays, so what is shown trails the engine.
//
// One handler per event (on_event() only dispatches). A handler reads the RoundModel (what the engine has dealt
// so far, at event time: where the next card goes) and queues steps; a step names its sprites by SpriteId, so a
// step that runs after its sprite is gone does nothing. To show a new event, or an old one differently (a card
// dealt face down and turned up later), add or change one handler and the steps it queues.
#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/event.h"
#include "engine/rules.h"
#include "engine/table.h"
#include "game/anim/timeline.h"
#include "game/render/geometry.h"
#include "game/view/sprite_id.h"
#include "game/view/table_layout.h"

namespace bjt::game {

class BankCounter;
class ShownTable;
struct SeatPlate;
class SoundBank;
enum class Sound;

class TableChoreography {
public:
    // `rules`, `shown` and `bank` belong to the owner (TableView) and outlive this.
    TableChoreography(const Rules& rules, ShownTable& shown, BankCounter& bank)
        : rules_(rules), shown_(shown), bank_(bank) {}
    TableChoreography(const TableChoreography&) = delete;
    TableChoreography& operator=(const TableChoreography&) = delete;

    void set_sound(SoundBank* sound) { sound_ = sound; }
    // Reduced motion: nothing slides or flips; cards appear in place and fade in, chips land at once, the sweep
    // fades out. Applies to steps queued from now on.
    void set_reduced_motion(bool on) { reduced_motion_ = on; }
    bool reduced_motion() const { return reduced_motion_; }
    void play(Sound s) const;

    // `bank_after` and `credits_after` are the engine's values right after the event, so the counters land on
    // exact figures.
    void on_event(const Event& e, Cents bank_after, int credits_after);
    // Another seat's choice at a table of several, on its plate (table_choreography_seats.cpp).
    void seat_chose(int seat, Action action);
    // Cards and banners to the discard tray before the next round.
    void sweep();
    // A new session: every queued step plays out at once, and the model starts again.
    void reset();

    void update(float dt, float speed, bool instant) { timeline_.advance(dt, speed, instant); }
    void skip() { timeline_.skip(); }
    bool idle() const { return timeline_.idle(); }

private:
    // What the engine has dealt so far (event time), for placing the next card. Starts again with a bet, the first
    // card of a three-bets round, a sweep, a reset.
    struct RoundModel {
        int hands = 0;
        std::array<int, kMaxHands> cards{};
        int dealer_cards = 0;
        std::optional<SpriteId> hole_card;
        Cents insurance = 0;
        std::vector<std::string> reasons;  // the dealer's words that settle this round, for the round's result
        std::string bonus;  // three-bets: the all-three-right bonus, for the round's result
    };
    void new_round_model(int hands);

    void deal_card_step(SpriteId card, Point to, bool face_up);
    // Chips flying from one place to another; the shown bank moves to bank_after meanwhile (if given). `lift`, if
    // given, runs as they leave and says which stakes fly (taking them off their spot); else `amount` flies.
    void money_step(Cents amount, Point from, Point to, std::optional<Cents> bank_after, std::function<void()> on_land,
                    std::function<std::vector<Cents>()> lift = {});
    // Lifts chips worth `amount` off hand `h`'s spot: all its stakes as they lie when that is all of them (a lost
    // bet), else `amount` alone (a surrender's half) and the rest made up again.
    std::vector<Cents> lift_from_spot(int h, Cents amount);
    void announce_step(std::string text, Sound sound);
    void quiet_step();  // the dealer's last words give way to what follows
    void relayout_step();  // after a split every hand moves to its new place
    std::string money_text(Cents c) const;

    void on_shuffle();
    void on_bet_placed(const Event& e, Cents bank_after);
    void on_card_dealt(const Event& e);
    void on_hole_card_revealed(const Event& e);
    void on_double_card_revealed(const Event& e);
    void add_comparison_reason(int hand, Outcome o);
    void flip_step(SpriteId card);  // a face-down card turns up
    void on_announcement(const Event& e);
    void on_insurance_taken(const Event& e, Cents bank_after);  // insurance or even money
    void on_insurance_settled(const Event& e, Cents bank_after);
    void on_split(const Event& e, Cents bank_after);
    void on_doubled_down(const Event& e, Cents bank_after);
    void on_side_bet_placed(const Event& e, Cents bank_after);  // table_choreography_side_bets.cpp
    void on_side_bet_settled(const Event& e, Cents bank_after);
    void on_credits_changed(int credits_after);
    void on_hand_settled(const Event& e);
    void on_payout(const Event& e, Cents bank_after);
    void on_prediction_settled(const Event& e, Cents bank_after);
    void on_bonus_paid(const Event& e, Cents bank_after);
    void on_round_over(const Event& e, Cents bank_after);
    // Another seat's event, on its plate (table_choreography_seats.cpp).
    void on_other_seat(const Event& e);
    void plate_staked(int seat, Cents amount);
    void plate_card(SeatPlate& plate, const Event& e);
    void plate_split(SeatPlate& plate, const Event& e);
    void plate_double_card(SeatPlate& plate, const Event& e);
    void plate_words(int seat, std::string words);
    void plate_settled(int seat, Cents net);

    // The player's hands in a row of `count` (between the plates at a table of several).
    layout::HandRow row(int count) const;

    const Rules& rules_;
    ShownTable& shown_;
    BankCounter& bank_;
    SoundBank* sound_ = nullptr;
    bool reduced_motion_ = false;
    Timeline timeline_;
    RoundModel model_;
};

}  // namespace bjt::game
