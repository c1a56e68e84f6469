#pragma once
// The platform's voice, the one place the back-end is chosen: CMake compiles system_voice_speechd.cpp on the
// desktop (speech-dispatcher through libspeechd) and system_voice_web.cpp for the browser (the Web Speech API's
// speechSynthesis). A failure is the reason the options show ("speech-dispatcher is not running", "this browser
// offers no voices ..."); the game plays on without a voice.
#include <memory>

#include "game/base/result.h"
#include "game/speech/speech_backend.h"

namespace bjt::game {

Result<std::unique_ptr<SpeechBackend>> open_system_voice();

// Whether the desktop reports a running screen reader (AT-SPI's org.a11y.Status ScreenReaderEnabled on the
// session D-Bus, as Orca sets it). False when there is no bus, no AT-SPI or no answer: it only ever turns speech on.
bool screen_reader_running();

}  // namespace bjt::game
