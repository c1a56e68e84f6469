#pragma once
// Where the Speaker's words go: a voice (speech-dispatcher on the desktop, the browser's speechSynthesis on the web:
// system_voice.h) or a log for tests. A back-end gets each utterance with its priority and does with
// it what its medium can.
#include <string_view>

#include "game/speech/speech_priority.h"

namespace bjt::game {

class SpeechBackend {
public:
    virtual ~SpeechBackend() = default;
    virtual void speak(std::string_view text, SpeechPriority priority) = 0;
    // The voice's loudness, 0..1 (Settings::speech_volume); a back-end that makes no sound ignores it.
    virtual void set_volume(float) {}
    // Still saying something: a voice that is told when its words end (speech-dispatcher is). The game's pace
    // waits on it (the answer timer stands still); a back-end that cannot tell, or a log, never is busy.
    virtual bool busy() const { return false; }
};

}  // namespace bjt::game
