#pragma once
// One piece of a time-based animation: a tween, a pause, a callback, or a group of them.
// Durations are seconds, never frames.

namespace bjt::game {

class Animation {
public:
    virtual ~Animation() = default;
    // Advances by dt seconds; returns the time left over once the animation has finished (0 while it runs),
    // so a sequence hands the remainder to the next step and no time is lost between steps.
    virtual float advance(float dt) = 0;
    virtual bool done() const = 0;
    // Jumps to the end state (skip key, "instant" speed).
    virtual void finish() = 0;
};

}  // namespace bjt::game
