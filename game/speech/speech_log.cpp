#include "game/speech/speech_log.h"

#include <cerrno>
#include <cstring>

namespace bjt::game {

Result<std::unique_ptr<SpeechBackend>> SpeechLog::open(const std::string& path) {
    std::ofstream out(path, std::ios::trunc);
    if (!out)
        return Result<std::unique_ptr<SpeechBackend>>::failure("--speech-log: cannot write '" + path +
                                                               "': " + std::strerror(errno));
    return Result<std::unique_ptr<SpeechBackend>>::success(
        std::unique_ptr<SpeechBackend>(new SpeechLog(std::move(out))));
}

void SpeechLog::speak(std::string_view text, SpeechPriority priority) {
    // One line per utterance: a newline inside one would split it.
    std::string line(text);
    for (char& c : line)
        if (c == '\n') c = ' ';
    out_ << speech_priority_name(priority) << ": " << line << '\n';
    out_.flush();
}

}  // namespace bjt::game
