#pragma once
// Every rule key as a preset would write it, joined: two Rules with the same fingerprint play the same
// game. Used to match an analysis or a coach to the rules it was computed for.
#include <string>

#include "engine/rules.h"

namespace bjt::game {

std::string rules_fingerprint(const Rules& rules);

}  // namespace bjt::game
