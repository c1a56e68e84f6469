#pragma once
// Children at the same time; done when the longest is done.
#include <algorithm>
#include <memory>
#include <vector>

#include "game/anim/animation.h"

namespace bjt::game {

class Parallel final : public Animation {
public:
    Parallel& add(std::unique_ptr<Animation> a) {
        children_.push_back(std::move(a));
        return *this;
    }
    float advance(float dt) override {
        float left = dt;
        bool all_done = true;
        for (auto& c : children_) {
            const float rest = c->advance(dt);
            if (c->done())
                left = std::min(left, rest);
            else
                all_done = false;
        }
        return all_done ? left : 0;
    }
    bool done() const override {
        return std::all_of(children_.begin(), children_.end(), [](const auto& c) { return c->done(); });
    }
    void finish() override {
        for (auto& c : children_) c->finish();
    }

private:
    std::vector<std::unique_ptr<Animation>> children_;
};

}  // namespace bjt::game
