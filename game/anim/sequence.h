#pragma once
// Children one after another; new children may be appended while it runs (the view's queue).
#include <memory>
#include <vector>

#include "game/anim/animation.h"

namespace bjt::game {

class Sequence final : public Animation {
public:
    Sequence& add(std::unique_ptr<Animation> a) {
        steps_.push_back(std::move(a));
        return *this;
    }
    float advance(float dt) override {
        while (next_ < steps_.size()) {
            dt = steps_[next_]->advance(dt);
            if (!steps_[next_]->done()) return 0;
            ++next_;
        }
        return dt;
    }
    bool done() const override { return next_ >= steps_.size(); }
    void finish() override {
        for (; next_ < steps_.size(); ++next_) steps_[next_]->finish();
    }
    bool empty() const { return steps_.empty(); }
    // Drops the finished steps (a long-running queue would otherwise keep every step of the session).
    void compact() {
        if (next_ == 0) return;
        steps_.erase(steps_.begin(), steps_.begin() + static_cast<std::ptrdiff_t>(next_));
        next_ = 0;
    }

private:
    std::vector<std::unique_ptr<Animation>> steps_;
    std::size_t next_ = 0;
};

}  // namespace bjt::game
