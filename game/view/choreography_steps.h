#pragma once
// The pieces the table's steps are made of: how long each kind of move takes, and tweens that find their sprite
// by SpriteId when they run (so a step whose sprite is gone does nothing).
#include <functional>
#include <memory>
#include <utility>

#include "game/anim/call.h"
#include "game/anim/tween.h"
#include "game/view/shown_table.h"

namespace bjt::game::choreography {

// Seconds. The whole deal of a round takes about a second and a half at normal speed.
inline constexpr float kDealSeconds = 0.30f;
inline constexpr float kTurnSeconds = 0.16f;
inline constexpr float kChipSeconds = 0.35f;
inline constexpr float kPaidRestSeconds = 0.5f;  // a win's payment lies beside the bet, to be seen, before it goes home
inline constexpr float kTrayChipSeconds = 0.22f;  // a chip from the tray to a spot on the betting screen
inline constexpr float kAnnounceSeconds = 0.9f;
inline constexpr float kSweepSeconds = 0.35f;

inline std::unique_ptr<Call> call(std::function<void()> fn) { return std::make_unique<Call>(std::move(fn)); }

// Which value of a sprite a tween moves.
using CardValue = float& (*)(CardSprite&);
inline float& card_x(CardSprite& c) { return c.pos.x; }
inline float& card_y(CardSprite& c) { return c.pos.y; }
inline float& card_turn(CardSprite& c) { return c.turn; }
inline float& card_alpha(CardSprite& c) { return c.alpha; }
using FlightValue = float& (*)(ChipFlight&);
inline float& flight_x(ChipFlight& f) { return f.pos.x; }
inline float& flight_y(ChipFlight& f) { return f.pos.y; }

inline std::unique_ptr<Tween> card_tween(ShownTable& shown, SpriteId card, CardValue value, float to, float seconds,
                                         Ease e = Ease::OutCubic) {
    return std::make_unique<Tween>(
        [&shown, card, value]() -> float* {
            CardSprite* c = shown.card(card);
            return c ? &value(*c) : nullptr;
        },
        to, seconds, e);
}

inline std::unique_ptr<Tween> flight_tween(ShownTable& shown, SpriteId flight, FlightValue value, float to,
                                           float seconds, Ease e = Ease::OutCubic) {
    return std::make_unique<Tween>(
        [&shown, flight, value]() -> float* {
            ChipFlight* f = shown.flight(flight);
            return f ? &value(*f) : nullptr;
        },
        to, seconds, e);
}

// The card has reached its place: it counts in the shown total.
inline void arrive(ShownTable& shown, SpriteId card) {
    if (CardSprite* c = shown.card(card)) c->arrived = true;
}

}  // namespace bjt::game::choreography
