// speech-dispatcher through libspeechd: the route to a Linux user's own voice, the one Orca users have set up.
#include <libspeechd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstddef>

#include "game/speech/system_voice.h"

namespace bjt::game {

namespace {

// speech-dispatcher's own priorities carry ours (speech_priority.h): MESSAGE is queued and never cut by a newer
// MESSAGE, and it cuts TEXT; TEXT is cut by anything newer. An Interrupt first cancels what is being said.
SPDPriority spd_priority(SpeechPriority p) { return p == SpeechPriority::Normal ? SPD_TEXT : SPD_MESSAGE; }

// The last message ended or cancelled, by its id. libspeechd's callbacks carry no pointer of ours, only the
// message's id, and the game opens one voice: so the id is kept here, written on libspeechd's thread.
std::atomic<long> last_ended{0};

void on_message_done(std::size_t message, std::size_t /*client*/, SPDNotificationType /*why*/) {
    const long id = static_cast<long>(message);
    long seen = last_ended.load();
    while (id > seen && !last_ended.compare_exchange_weak(seen, id)) {
    }
}

// How long words may take at the slowest rate a listener is likely to set (100 words a minute) and a second more:
// past that the game stops waiting, should the daemon never say that a message ended.
std::chrono::steady_clock::duration longest_time_for(std::string_view text) {
    const auto words = static_cast<long>(std::count(text.begin(), text.end(), ' ') + 1);
    return std::chrono::milliseconds(1000 + words * 600);
}

class SpeechDispatcherVoice final : public SpeechBackend {
public:
    explicit SpeechDispatcherVoice(SPDConnection* connection) : connection_(connection) {
        // Told when each message ends or is cut, so the game can wait for the words (busy()).
        connection_->callback_end = on_message_done;
        connection_->callback_cancel = on_message_done;
        spd_set_notification_on(connection_, SPD_END);
        spd_set_notification_on(connection_, SPD_CANCEL);
    }
    ~SpeechDispatcherVoice() override { spd_close(connection_); }
    SpeechDispatcherVoice(const SpeechDispatcherVoice&) = delete;
    SpeechDispatcherVoice& operator=(const SpeechDispatcherVoice&) = delete;

    // speech-dispatcher's volume runs from -100 to 100, 0 being the user's own setting: 1 is that, 0 the quietest.
    void set_volume(float v) override { spd_set_volume(connection_, static_cast<int>(std::lround(-100 + 100 * v))); }

    void speak(std::string_view text, SpeechPriority priority) override {
        if (priority == SpeechPriority::Interrupt) spd_cancel(connection_);
        const std::string words(text);
        const int id = spd_say(connection_, spd_priority(priority), words.c_str());
        if (id <= 0) return;
        // Messages are said in the order sent (a cut one ends at once), so the last one's end is the end of all.
        last_said_ = id;
        const auto now = std::chrono::steady_clock::now();
        give_up_at_ = std::max(give_up_at_, now) + longest_time_for(text);
    }

    bool busy() const override {
        return last_said_ > last_ended.load() && std::chrono::steady_clock::now() < give_up_at_;
    }

private:
    SPDConnection* connection_;
    long last_said_ = 0;
    std::chrono::steady_clock::time_point give_up_at_{};
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
