#include "game/speech/speaker.h"

#include <array>
#include <utility>

namespace bjt::game {

namespace {
constexpr std::array kPriorityNames{std::pair{SpeechPriority::Interrupt, std::string_view("interrupt")},
                                    std::pair{SpeechPriority::Prompt, std::string_view("prompt")},
                                    std::pair{SpeechPriority::Normal, std::string_view("normal")},
                                    std::pair{SpeechPriority::Queue, std::string_view("queue")}};
}  // namespace

std::string_view speech_priority_name(SpeechPriority p) {
    for (const auto& [priority, name] : kPriorityNames)
        if (priority == p) return name;
    return "queue";
}

std::optional<SpeechPriority> parse_speech_priority(std::string_view name) {
    for (const auto& [priority, known] : kPriorityNames)
        if (known == name) return priority;
    return std::nullopt;
}

void Speaker::set_voice(std::unique_ptr<SpeechBackend> voice, std::string why_none) {
    voice_ = std::move(voice);
    voice_problem_ = voice_ ? std::string() : std::move(why_none);
    if (voice_) voice_->set_volume(volume_);
}

void Speaker::set_volume(float volume) {
    if (volume == volume_) return;
    volume_ = volume;
    if (voice_) voice_->set_volume(volume_);
}

void Speaker::say(std::string text, SpeechPriority priority) {
    if (text.empty() || !active()) return;
    if (speaking_ && voice_) voice_->speak(text, priority);
    if (log_) log_->speak(text, priority);
    if (priority == SpeechPriority::Prompt) last_prompt_ = text;
    if (log_) everything_ += text + '\n';
    recent_.push_back({text, priority});
    if (recent_.size() > kRecent) recent_.pop_front();
    last_ = std::move(text);
}

void Speaker::repeat_last() {
    if (last_.empty()) return;
    say(std::string(last_), SpeechPriority::Interrupt);
}

bool Speaker::ever_said(std::string_view text) const { return everything_.find(text) != std::string::npos; }

}  // namespace bjt::game
