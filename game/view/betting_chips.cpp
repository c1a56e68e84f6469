#include "game/view/betting_chips.h"

#include "game/anim/delay.h"
#include "game/anim/parallel.h"
#include "game/audio/sound_bank.h"
#include "game/view/bank_counter.h"
#include "game/view/choreography_steps.h"
#include "game/view/shown_table.h"
#include "game/view/table_choreography.h"

namespace bjt::game {

using namespace choreography;

void BettingChips::set_pending_bet(Cents amount) {
    shown_.pending_bet = amount;
    count_pending();
}

void BettingChips::set_pending_side_bet(SideBet b, Cents amount) {
    shown_.side_spots[b].pending = amount;
    count_pending();
}

void BettingChips::count_pending() {
    bank_.count_pending(shown_.pending_total(), choreography_.reduced_motion() ? 0.1f : kTrayChipSeconds);
}

void BettingChips::fly_chip(Cents value, Point from, Point to) {
    const SpriteId flight = shown_.add_flight({value}, from, true);
    auto anim = std::make_unique<Parallel>();
    if (choreography_.reduced_motion()) {
        shown_.flight(flight)->pos = {to.x, to.y - 10};
        anim->add(std::make_unique<Delay>(0.1f));
    } else {
        anim->add(flight_tween(shown_, flight, flight_x, to.x, 0.22f, Ease::OutCubic));
        anim->add(flight_tween(shown_, flight, flight_y, to.y - 10, 0.22f, Ease::OutCubic));
    }
    flights_.push_back({std::move(anim), flight});
    choreography_.play(Sound::Chip);
}

void BettingChips::update(float dt, bool instant) {
    bank_.update(dt, instant);
    for (auto it = flights_.begin(); it != flights_.end();) {
        if (instant)
            it->animation->finish();
        else
            it->animation->advance(dt);
        if (it->animation->done()) {
            shown_.remove_flight(it->flight);
            it = flights_.erase(it);
        } else {
            ++it;
        }
    }
}

void BettingChips::finish() {
    for (Flight& f : flights_) f.animation->finish();
    flights_.clear();
}

}  // namespace bjt::game
