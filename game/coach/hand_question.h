#pragma once
// One decision the coach is asked about: the hand's cards and the dealer's upcard as the strategy library
// counts them (1 = ace .. 10 = any ten-card), under rules named by their fingerprint.
#include <string>
#include <vector>

#include "engine/rules.h"

namespace bjt::game {

struct HandQuestion {
    Rules rules;
    std::string fingerprint;  // rules_fingerprint(rules)
    std::vector<int> cards;
    int upcard = 0;
    int hand_count = 1;
    int split_from = 0;  // the pair value the hand was split from, 0 if not split
    bool first_action = true;  // nothing done on the hand yet

    friend bool operator==(const HandQuestion& a, const HandQuestion& b) {
        return a.fingerprint == b.fingerprint && a.cards == b.cards && a.upcard == b.upcard &&
               a.hand_count == b.hand_count && a.split_from == b.split_from && a.first_action == b.first_action;
    }
};

}  // namespace bjt::game
