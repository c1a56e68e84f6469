#include "engine/strategy/fast_round_player.h"

namespace bjt::strategy {
bool FastRoundPlayer::supports(const Rules& rules) {
    return rules.mode == GameMode::Standard && !rules.player_draws_past_21;
}

}  // namespace bjt::strategy
