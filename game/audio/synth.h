#pragma once
// The sound-effect synthesizer: pure C++ (no SDL), so it is unit-testable and deterministic. Every effect is
// built from tones (additive partials, so nothing aliases) and filtered noise under attack/decay envelopes,
// and comes out as mono 16-bit PCM at the requested sample rate, peaking below full scale.
#include <cstdint>
#include <vector>

#include "game/audio/sound.h"

namespace bjt::game {

// Mono int16 samples at `rate` Hz (8000..192000; other rates are clamped into that range).
std::vector<std::int16_t> synthesize(Sound sound, int rate);

}  // namespace bjt::game
