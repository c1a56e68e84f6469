#pragma once
// The view's animation queue: steps appended as engine events arrive, played one after another at the
// chosen speed. The engine never waits for it; the view trails the engine and catches up.
#include <memory>

#include "game/anim/animation.h"
#include "game/anim/sequence.h"

namespace bjt::game {

class Timeline {
public:
    void append(std::unique_ptr<Animation> step) { queue_.add(std::move(step)); }
    // `speed` multiplies time (0.5 slow, 1 normal, 2 fast); instant plays everything at once.
    void advance(float dt, float speed, bool instant) {
        if (instant)
            queue_.finish();
        else
            queue_.advance(dt * speed);
        if (queue_.done()) queue_.compact();
    }
    void skip() {
        queue_.finish();
        queue_.compact();
    }
    bool idle() const { return queue_.done(); }

private:
    Sequence queue_;
};

}  // namespace bjt::game
