#include "engine/strategy/fast_round_player.h"

namespace bjt::strategy {

unsigned round_features(const Rules& rules) {
    unsigned features = 0;
    if (rules.trivia || rules.player_max_cards > 0 || rules.dealer_max_cards > 0 || rules.charlie_cards > 0 ||
        rules.dealer_charlie)
        features |= kTriviaAndCardLimits;
    if (rules.surrender != Surrender::None || rules.insurance || rules.even_money != EvenMoney::None ||
        rules.hit_split_aces || rules.resplit_aces || rules.double_face_down)
        features |= kExtraChoices;
    return features;
}

}  // namespace bjt::strategy
