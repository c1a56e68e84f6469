#pragma once
// What the game says: one Speaker, owned by the App, reached by scenes through GameContext::speaker. It hands each
// utterance to its back-ends (speech_backend.h): the voice, when the player turned speech on and one could be
// opened, and the log of --speech-log. It keeps the last utterance (repeat_last()), the last prompt, and the recent
// ones for scripts (`expect spoken`). With neither a voice nor a log it is silent and costs nothing: active() is
// false, and the table's narrator does not even word the events.
#include <cstddef>
#include <deque>
#include <memory>
#include <string>
#include <string_view>

#include "game/speech/speech_backend.h"
#include "game/speech/speech_priority.h"

namespace bjt::game {

struct Utterance {
    std::string text;
    SpeechPriority priority = SpeechPriority::Queue;
};

class Speaker {
public:
    // The voice: null when none could be opened, with `why` saying so for the options ("speech-dispatcher is not
    // running"). Speaking aloud also needs set_speaking(true).
    void set_voice(std::unique_ptr<SpeechBackend> voice, std::string why_none);
    void set_log(std::unique_ptr<SpeechBackend> log) { log_ = std::move(log); }
    // The player's "Speak the game" (or --speak, or a screen reader running).
    void set_speaking(bool on) { speaking_ = on; }
    // The voice's loudness, 0..1, passed on to the voice now and to a voice opened later.
    void set_volume(float volume);
    bool speaking() const { return speaking_; }
    bool has_voice() const { return voice_ != nullptr; }
    // Why nothing is heard although speech is on ("" when the voice works).
    const std::string& voice_problem() const { return voice_problem_; }
    // The voice is still saying something (never with speech off, or with a log alone): what the game's pace waits
    // for, so a player who listens is not hurried (the answer timer stands still meanwhile).
    bool voice_busy() const { return speaking_ && voice_ && voice_->busy(); }
    // Anyone listening: the voice is on, or a log is written.
    bool active() const { return (speaking_ && voice_) || log_; }

    void say(std::string text, SpeechPriority priority);
    // The last utterance again, at once (Interrupt).
    void repeat_last();
    const std::string& last() const { return last_; }
    const std::string& last_prompt() const { return last_prompt_; }
    // The last `n` utterances, oldest first, for scripts.
    const std::deque<Utterance>& recent() const { return recent_; }
    // Everything said since the start contains this text (for `expect unspoken`). Kept only while a log is written
    // (--speech-log, as tests run): a player's long evening of speech is not held in memory.
    bool ever_said(std::string_view text) const;

    static constexpr std::size_t kRecent = 40;

private:
    std::unique_ptr<SpeechBackend> voice_;
    std::unique_ptr<SpeechBackend> log_;
    std::string voice_problem_ = "no voice opened";
    bool speaking_ = false;
    float volume_ = 1.0f;
    std::string last_;
    std::string last_prompt_;
    std::deque<Utterance> recent_;
    std::string everything_;  // with a log: every utterance, newline-separated
};

}  // namespace bjt::game
