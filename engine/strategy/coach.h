#pragma once
// The in-game coach: the exact value of every option for the hand in front of the player, with
// the cards on the table taken out of the shoe. Values are per unit of the hand's bet, after the
// peek when the dealer peeks. Evaluators are built per upcard on first use and keep their memo,
// so later questions about the same upcard are fast.
#include <array>
#include <memory>
#include <span>

#include "engine/rules.h"
#include "engine/strategy/option_values.h"
#include "engine/strategy/upcard_evaluator.h"

namespace bjt::strategy {

class Coach {
public:
    explicit Coach(const Rules& rules) : rules_(rules) {}

    // cards: the hand's card values (1 = ace .. 10); split_from: the pair value the hand came from
    // (0 if not split); first_action: nothing done on the hand yet; hand_count: the player's hands.
    OptionValues options(std::span<const int> cards, int upcard, int hand_count = 1, int split_from = 0,
                         bool first_action = true);

private:
    Rules rules_;
    std::array<std::unique_ptr<UpcardEvaluator>, 10> evaluators_;
};

}  // namespace bjt::strategy
