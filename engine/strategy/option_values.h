#pragma once
// The expected value of every option in one situation, per unit of the hand's original bet.
#include <array>
#include <cstdint>
#include <limits>

#include "engine/action.h"

namespace bjt::strategy {

struct OptionValues {
    static constexpr double kUnavailable = -std::numeric_limits<double>::infinity();
    double stand = kUnavailable;
    double hit = kUnavailable;
    double double_down = kUnavailable;
    double split = kUnavailable;
    double surrender = kUnavailable;

    double value(Action a) const {
        switch (a) {
            case Action::Stand: return stand;
            case Action::Hit: return hit;
            case Action::Double: return double_down;
            case Action::Split: return split;
            case Action::Surrender: return surrender;
            default: return kUnavailable;
        }
    }
    // The five options from best to worst; unavailable ones last.
    std::array<Action, 5> ranked() const {
        std::array<Action, 5> a{Action::Surrender, Action::Split, Action::Double, Action::Hit, Action::Stand};
        // Insertion sort, stable: on a tie the simpler option listed later wins the earlier place.
        for (std::size_t i = 1; i < a.size(); ++i)
            for (std::size_t j = i; j > 0 && value(a[j]) >= value(a[j - 1]); --j) std::swap(a[j], a[j - 1]);
        return a;
    }
    Action best() const { return ranked()[0]; }
    double best_value() const { return value(best()); }
    // The best of the options that stay open when `excluded` is refused.
    double best_without(Action excluded) const {
        double b = kUnavailable;
        for (Action a : {Action::Stand, Action::Hit, Action::Double, Action::Split, Action::Surrender})
            if (a != excluded && value(a) > b) b = value(a);
        return b;
    }
};

}  // namespace bjt::strategy
