#pragma once
// One player hand on the felt: its cards (ids into the ShownTable that owns them), the chips on its bet spot and
// the banner that says how it ended.
#include <string>
#include <vector>

#include "engine/money.h"
#include "engine/outcome.h"
#include "game/view/sprite_id.h"

namespace bjt::game {

struct HandView {
    std::vector<SpriteId> cards;
    // The chips on the spot, one stack per stake as a dealer lays them: the bet, a double's second stack beside
    // it (chartwell's rules: "a second chip appears"), the dealer's payment beside those. Changes when chip
    // flights land.
    std::vector<Cents> stacks;
    Cents bet_shown() const {
        Cents sum = 0;
        for (Cents s : stacks) sum += s;
        return sum;
    }
    // What is left on the spot after chips worth `amount` went to the dealer: all of it goes with a lost bet; a
    // part (a surrender's half) is made up again as one stack.
    void take(Cents amount) {
        const Cents left = bet_shown() - amount;
        stacks.clear();
        if (left > 0) stacks.push_back(left);
    }
    Outcome outcome = Outcome::Pending;
    std::string banner;
    float banner_alpha = 0;
};

}  // namespace bjt::game
