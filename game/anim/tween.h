#pragma once
// Moves one float to a target value over a duration with an easing curve. The start value is read when
// the tween starts, not when it is made, so tweens queued behind others continue from wherever the
// value is by then.
//
// The float is found when the tween runs, through a Target, never held as a reference: a tween queued for a
// sprite that is gone by then (the table was reset, the cards swept) finds nothing and simply ends.
#include <functional>
#include <utility>

#include "game/anim/animation.h"
#include "game/anim/easing.h"

namespace bjt::game {

class Tween final : public Animation {
public:
    // The value to move, looked up at each step; null when it no longer exists.
    using Target = std::function<float*()>;

    Tween(Target target, float to, float seconds, Ease e = Ease::OutCubic)
        : target_(std::move(target)), to_(to), seconds_(seconds), ease_(e) {}
    // A value that lives as long as the tween (a member of the tween's owner).
    Tween(float& value, float to, float seconds, Ease e = Ease::OutCubic)
        : Tween([&value] { return &value; }, to, seconds, e) {}

    float advance(float dt) override {
        if (done_) return dt;
        float* value = target_();
        if (!value) {
            done_ = true;
            return dt;
        }
        if (!started_) {
            from_ = *value;
            started_ = true;
        }
        elapsed_ += dt;
        if (elapsed_ >= seconds_) {
            *value = to_;
            done_ = true;
            return elapsed_ - seconds_;
        }
        *value = from_ + (to_ - from_) * ease(ease_, elapsed_ / seconds_);
        return 0;
    }
    bool done() const override { return done_; }
    void finish() override {
        if (done_) return;
        if (float* value = target_()) *value = to_;
        done_ = true;
    }

private:
    Target target_;
    float from_ = 0;
    float to_;
    float seconds_;
    float elapsed_ = 0;
    Ease ease_;
    bool started_ = false;
    bool done_ = false;
};

}  // namespace bjt::game
