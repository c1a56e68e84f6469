// Built without libsystemd's sd-bus: the desktop is never asked whether a screen reader runs, so speech is on only
// when the player or --speak turns it on.
#include "game/speech/system_voice.h"

namespace bjt::game {

bool screen_reader_running() { return false; }

}  // namespace bjt::game
