#pragma once
// One player hand on the felt: its cards, the chips on its bet spot and the banner that says how it
// ended.
#include <memory>
#include <string>
#include <vector>

#include "engine/money.h"
#include "engine/outcome.h"
#include "game/view/card_sprite.h"

namespace bjt::game {

struct HandView {
    std::vector<std::unique_ptr<CardSprite>> cards;
    Cents bet_shown = 0;  // chips shown on the spot; changes when chip flights land
    Outcome outcome = Outcome::Pending;
    std::string banner;
    float banner_alpha = 0;
};

}  // namespace bjt::game
