#pragma once
#include <string>

#include "engine/replay/replay.h"

namespace bjt::replay {

// The replay as docs/replays.md text.
std::string write_replay(const Replay& replay);

}  // namespace bjt::replay
