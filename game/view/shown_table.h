#pragma once
// What the player sees of the table right now: every card and chip flight on the felt (owned here, reached by
// SpriteId), the hands and their chips, the side-bet and prediction spots, the dealer's words and the round's
// result. The TableChoreography's steps change it as they play; the TableRenderer draws it and changes nothing.
//
// It trails the engine: the engine has long finished a round when this still shows it being dealt.
#include <array>
#include <map>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/money.h"
#include "engine/outcome.h"
#include "game/render/geometry.h"
#include "game/view/card_sprite.h"
#include "game/view/chip_flight.h"
#include "game/view/hand_view.h"
#include "game/view/seat_plate.h"
#include "game/view/side_bet_spots.h"
#include "game/view/sprite_id.h"

namespace bjt::game {

class ShownTable {
public:
    // A card at the shoe, not yet visible (its deal step shows it).
    SpriteId add_card(Card c);
    // Null once the card is gone (swept to the tray, the table reset).
    CardSprite* card(SpriteId id);
    const CardSprite* card(SpriteId id) const;
    void remove_card(SpriteId id) { cards_.erase(id); }
    std::vector<const CardSprite*> cards(const std::vector<SpriteId>& ids) const;

    // Chips on their way across the table; null once landed.
    SpriteId add_flight(std::vector<Cents> stakes, Point from, bool visible);
    ChipFlight* flight(SpriteId id);
    void remove_flight(SpriteId id) { flights_.erase(id); }
    // In the order they were made (the order they are drawn in).
    const std::map<SpriteId, ChipFlight>& flights() const { return flights_; }

    // The hands and their cards go (a new round's bet finds the last one's hands still there only after a reset).
    void drop_hands();
    // Everything goes: a new session's table shows only its bank and credits.
    void clear();
    // The round's words go (a new round, the sweep).
    void clear_round_words();

    // The betting screen's chips (main and side bets), counted out of the bank while they fly.
    Cents pending_total() const;
    // The stacks of chips on bet spot `spot` as drawn, left to right: a hand's stacks, or the bet being built.
    std::vector<Cents> spot_stacks(int spot) const;
    int cards_shown() const;  // on the felt, visible
    // The dealer's cards on the felt as drawn, "??" for one face down: "2C ??", then "2C 2D".
    std::string dealer_cards_shown() const;

    std::vector<HandView> hands;
    // The other seats at a table of several, in seat order (none at a table of one).
    std::vector<SeatPlate> plates;
    SeatPlate* plate(int seat) {
        for (SeatPlate& p : plates)
            if (p.seat == seat) return &p;
        return nullptr;
    }
    int my_seat = 0;  // the player's seat, whose hands are `hands`
    std::vector<SpriteId> dealer;
    std::vector<SpriteId> discarding;  // on their way to the tray
    int tray_cards = 0;  // played since the shuffle
    Cents pending_bet = 0;  // the bet being built on the betting screen
    Cents insurance = 0;  // chips on the insurance spot
    SideBetSpots side_spots;
    std::array<Outcome, 3> prediction_outcomes{Outcome::Pending, Outcome::Pending, Outcome::Pending};
    std::array<Cents, 3> prediction_stakes{0, 0, 0};
    float credits = 0;  // counts to the engine's figure

    std::string announcement;  // the dealer's latest words, until a player card or the hole card follows them
    bool dealers_turn = false;  // from the hole card turning until the round's result
    bool dealer_settled = false;  // the round's result is shown: the dealer's label says why
    std::string round_result;
    std::string insurance_result;
    bool insurance_won = false;

private:
    std::map<SpriteId, CardSprite> cards_;
    std::map<SpriteId, ChipFlight> flights_;
    SpriteId next_id_ = 1;
};

}  // namespace bjt::game
