// The App's side of speech (game/speech/): the voice opened when the player turns speech on, the screen's name
// and the focused control said when they change, the table's prompt, and the two speech keys. The table's story
// itself is the TableNarrator's, which watches the seat.
#include <cctype>

#include "game/app/app.h"
#include "game/inspector/inspector_overlay.h"
#include "game/session/session.h"
#include "game/speech/speaker.h"
#include "game/speech/system_voice.h"
#include "game/speech/table_narrator.h"
#include "game/view/table_stage.h"
#include "game/view/table_view.h"

namespace bjt::game {

namespace {
// "game-over" -> "Game over".
std::string screen_words(std::string_view name) {
    std::string words(name);
    for (char& c : words)
        if (c == '-') c = ' ';
    if (!words.empty()) words[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(words[0])));
    return words;
}
}  // namespace

void App::update_speech() {
    Speaker& speaker = *speech_.speaker;
    // The voice is opened the first time speech is on, so a player who never wants it never starts the daemon
    // (unless it has one already: a test's own).
    if (settings_.speak && !speech_.voice_tried && !speaker.has_voice()) {
        speech_.voice_tried = true;
        auto voice = open_system_voice();
        speaker.set_voice(voice ? std::move(voice.value()) : nullptr, voice ? std::string() : voice.error());
    }
    speaker.set_speaking(settings_.speak);
    speaker.set_volume(settings_.speech_volume);
    if (!speaker.active()) return;
    const Scene* top = scenes_.top();
    if (!top) return;
    if (const std::string screen(top->name()); screen != speech_.screen) {
        speech_.screen = screen;
        speech_.focus.clear();
        speech_.gui_focus.clear();
        gui_.focus.begin_frame();  // the words of a window just closed (the options) are not the new screen's
        speech_.tip.clear();
        speech_.notice.clear();
        speech_.summary.clear();
        speaker.say(screen_words(screen), SpeechPriority::Normal);
    }
    say_new_words(top->summary_words(), speech_.summary, SpeechPriority::Queue);
    if (const std::string focus = top->focus_words(); focus != speech_.focus) {
        speech_.focus = focus;
        speaker.say(focus, SpeechPriority::Normal);
    }
    // A Dear ImGui window's item as its navigation moves (the options, the inspector), from the last frame drawn.
    say_new_words(gui_.focus.words(), speech_.gui_focus, SpeechPriority::Normal);
    say_new_words(top->tip_words(), speech_.tip, SpeechPriority::Normal);
    say_new_words(top->notice_words(), speech_.notice, SpeechPriority::Queue);
    // The App's own notice windows over any screen: a settings file that could not be read, a save that stopped
    // working.
    say_new_words(notices_.settings + (notices_.settings.empty() ? "" : " ") + notices_.save, speech_.app_notice,
                  SpeechPriority::Queue);
    if (play_.session->started()) speech_.narrator->tick(play_.session->table(), play_.stage->view().idle());
}

// Words a screen shows (a tooltip, a notice), said when they appear or change; nothing when they go.
void App::say_new_words(const std::string& words, std::string& last, SpeechPriority priority) {
    if (words == last) return;
    last = words;
    if (!words.empty()) speech_.speaker->say(words, priority);
}

// The rule inspector opened or closed, heard as well as seen: with the cards it prints (never one face down).
void App::say_inspector() {
    if (!gui_.inspector->open()) return speech_.speaker->say("Rule inspector closed.", SpeechPriority::Normal);
    std::string words =
        "Rule inspector open. F1 closes it. So do Escape and gamepad B. Up and down, or the d-pad, read it line by line.";
    if (const std::string dealer = gui_.inspector->dealer_line(); !dealer.empty()) words += " Dealer: " + dealer + ".";
    if (const std::string hands = gui_.inspector->hands_line(); !hands.empty()) words += " " + hands + ".";
    speech_.speaker->say(words, SpeechPriority::Normal);
}

bool App::speak_key(InputAction action) {
    if (action == InputAction::RepeatSpeech) {
        speech_.speaker->repeat_last();
        return true;
    }
    if (action == InputAction::SpeakState) {
        if (play_.session->started())
            speech_.speaker->say(speech_.narrator->state_words(play_.session->table()), SpeechPriority::Interrupt);
        return true;
    }
    return false;
}

bool App::spoken_recently(std::string_view text) const {
    for (const Utterance& u : speech_.speaker->recent())
        if (u.text.find(text) != std::string::npos) return true;
    return false;
}

bool App::ever_spoken(std::string_view text) const { return speech_.speaker->ever_said(text); }

std::string App::recent_speech() const {
    const auto& recent = speech_.speaker->recent();
    std::string words;
    const std::size_t from = recent.size() > 6 ? recent.size() - 6 : 0;
    for (std::size_t i = from; i < recent.size(); ++i) words += (words.empty() ? "" : " | ") + recent[i].text;
    return words.empty() ? "nothing" : words;
}

}  // namespace bjt::game
