#pragma once
// A pause (an announcement staying readable, a beat before the dealer acts).
#include "game/anim/animation.h"

namespace bjt::game {

class Delay final : public Animation {
public:
    explicit Delay(float seconds) : left_(seconds) {}
    float advance(float dt) override {
        if (left_ <= 0) return dt;
        left_ -= dt;
        return left_ <= 0 ? -left_ : 0;
    }
    bool done() const override { return left_ <= 0; }
    void finish() override { left_ = 0; }

private:
    float left_;
};

}  // namespace bjt::game
