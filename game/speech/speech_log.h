#pragma once
// --speech-log FILE: every utterance as one line, "PRIORITY: text", flushed as it is said so a test reads it even
// after a crash. Opening fails with the reason when the file cannot be written.
#include <fstream>
#include <memory>
#include <string>

#include "game/base/result.h"
#include "game/speech/speech_backend.h"

namespace bjt::game {

class SpeechLog final : public SpeechBackend {
public:
    static Result<std::unique_ptr<SpeechBackend>> open(const std::string& path);
    void speak(std::string_view text, SpeechPriority priority) override;

private:
    explicit SpeechLog(std::ofstream out) : out_(std::move(out)) {}
    std::ofstream out_;
};

}  // namespace bjt::game
