// speech-dispatcher through libspeechd: the route to a Linux user's own voice, the one Orca users have set up.
#include <libspeechd.h>

#include <cmath>

#include "game/speech/system_voice.h"

namespace bjt::game {

namespace {

// speech-dispatcher's own priorities carry ours (speech_priority.h): MESSAGE is queued and never cut by a newer
// MESSAGE, and it cuts TEXT; TEXT is cut by anything newer. An Interrupt first cancels what is being said.
SPDPriority spd_priority(SpeechPriority p) { return p == SpeechPriority::Normal ? SPD_TEXT : SPD_MESSAGE; }

class SpeechDispatcherVoice final : public SpeechBackend {
public:
    explicit SpeechDispatcherVoice(SPDConnection* connection) : connection_(connection) {}
    ~SpeechDispatcherVoice() override { spd_close(connection_); }
    SpeechDispatcherVoice(const SpeechDispatcherVoice&) = delete;
    SpeechDispatcherVoice& operator=(const SpeechDispatcherVoice&) = delete;

    // speech-dispatcher's volume runs from -100 to 100, 0 being the user's own setting: 1 is that, 0 the quietest.
    void set_volume(float v) override { spd_set_volume(connection_, static_cast<int>(std::lround(-100 + 100 * v))); }

    void speak(std::string_view text, SpeechPriority priority) override {
        if (priority == SpeechPriority::Interrupt) spd_cancel(connection_);
        const std::string words(text);
        spd_say(connection_, spd_priority(priority), words.c_str());
    }

private:
    SPDConnection* connection_;
};

}  // namespace

Result<std::unique_ptr<SpeechBackend>> open_system_voice() {
    char* error = nullptr;
    // spd_open2 autospawns the daemon where the user's setup allows it, and says why it could not connect.
    SPDConnection* connection = spd_open2("blackjack-trivia", "main", nullptr, SPD_MODE_THREADED, nullptr, 1, &error);
    if (!connection) {
        std::string why = "speech-dispatcher is not available";
        if (error) {
            why += std::string(": ") + error;
            free(error);  // NOLINT: libspeechd allocates it with malloc
        }
        return Result<std::unique_ptr<SpeechBackend>>::failure(why);
    }
    return Result<std::unique_ptr<SpeechBackend>>::success(std::make_unique<SpeechDispatcherVoice>(connection));
}

}  // namespace bjt::game
