#pragma once
// Runs a function once, taking no time: shows a sprite, plays a sound, changes a label.
#include <functional>
#include <utility>

#include "game/anim/animation.h"

namespace bjt::game {

class Call final : public Animation {
public:
    explicit Call(std::function<void()> fn) : fn_(std::move(fn)) {}
    float advance(float dt) override {
        finish();
        return dt;
    }
    bool done() const override { return done_; }
    void finish() override {
        if (!done_ && fn_) fn_();
        done_ = true;
    }

private:
    std::function<void()> fn_;
    bool done_ = false;
};

}  // namespace bjt::game
