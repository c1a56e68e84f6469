// The browser build: the seam for the Web Speech API (speechSynthesis through an EM_JS call would go here). Not
// wired yet, and it says so in the options; the log (--speech-log) works as on the desktop.
#include "game/speech/system_voice.h"

namespace bjt::game {

Result<std::unique_ptr<SpeechBackend>> open_system_voice() {
    return Result<std::unique_ptr<SpeechBackend>>::failure("the browser build has no voice yet (Web Speech API)");
}

bool screen_reader_running() { return false; }

}  // namespace bjt::game
