#pragma once
// Moves one float to a target value over a duration with an easing curve. The start value is read when
// the tween starts, not when it is made, so tweens queued behind others continue from wherever the
// value is by then.
#include "game/anim/animation.h"
#include "game/anim/easing.h"

namespace bjt::game {

class Tween final : public Animation {
public:
    Tween(float& target, float to, float seconds, Ease e = Ease::OutCubic)
        : target_(target), to_(to), seconds_(seconds), ease_(e) {}

    float advance(float dt) override {
        if (done_) return dt;
        if (!started_) {
            from_ = target_;
            started_ = true;
        }
        elapsed_ += dt;
        if (elapsed_ >= seconds_) {
            target_ = to_;
            done_ = true;
            return elapsed_ - seconds_;
        }
        target_ = from_ + (to_ - from_) * ease(ease_, elapsed_ / seconds_);
        return 0;
    }
    bool done() const override { return done_; }
    void finish() override {
        target_ = to_;
        done_ = true;
    }

private:
    float& target_;
    float from_ = 0;
    float to_;
    float seconds_;
    float elapsed_ = 0;
    Ease ease_;
    bool started_ = false;
    bool done_ = false;
};

}  // namespace bjt::game
