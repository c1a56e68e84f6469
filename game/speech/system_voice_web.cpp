// The browser build's voice: the Web Speech API's speechSynthesis, through EM_JS calls (game/CMakeLists.txt
// compiles this file instead of system_voice_speechd.cpp under Emscripten).
//
// The browser's own queue cannot drop one utterance (speechSynthesis.cancel() drops them all), so the words wait in
// a queue of ours on the page (Module.bjtVoice) and the browser is handed one utterance at a time, the next when it
// says the last one ended. The priorities (speech_priority.h) act as speech-dispatcher's do on the desktop:
// Interrupt empties the queue and cuts what is being said; Normal words are dropped, or cut while spoken, as soon as
// anything newer comes; Prompt and Queue words are said in order and never cut but by an Interrupt. A browser that
// never says that words ended (no audio device, a page in the background) is not waited on for ever: the next
// utterance goes after as long as the words could take at a slow rate (1 s and 0.6 s a word, as on the desktop).
//
// A browser without speechSynthesis, or with no voices at all (Chromium on Linux without speech-dispatcher has
// none), is a failure whose reason the options show ("Speech is off: ..."). Chromium lists its voices a moment
// after the page starts (web/page.js asks for them at once, so they are known before the game can open the voice).
// Each open reports on the console: "BJT-VOICE ready N voices" or "BJT-VOICE none: REASON".
#include <emscripten.h>

#include <string>

#include "game/speech/system_voice.h"

namespace bjt::game {

namespace {

// clang-format off
// 0: ready; 1: no Web Speech API; 2: no voices. Sets up the page's queue once.
EM_JS(int, bjt_voice_open, (), {
    if (typeof speechSynthesis === "undefined" || typeof SpeechSynthesisUtterance === "undefined") return 1;
    const voices = speechSynthesis.getVoices().length;
    if (voices === 0) return 2;
    if (!Module.bjtVoice) {
        const v = Module.bjtVoice = { queue: [], current: null, volume: 1, timer: 0 };
        v.next = () => {
            clearTimeout(v.timer);
            v.current = null;
            const item = v.queue.shift();
            if (!item) return;
            const u = new SpeechSynthesisUtterance(item.text);
            u.volume = v.volume;
            u.lang = "en";
            v.current = { item: item, utterance: u };
            const done = () => { if (v.current && v.current.utterance === u) v.next(); };
            u.onend = done;
            u.onerror = done;  // "not-allowed" before the player's first click, "interrupted" when cut
            v.timer = setTimeout(done, item.longest);
            speechSynthesis.speak(u);
        };
        v.cut = () => {
            clearTimeout(v.timer);
            v.current = null;  // its end event, when it comes, is no longer the current one's
            speechSynthesis.cancel();
        };
    }
    return 0;
});
EM_JS(int, bjt_voice_count, (), {
    return typeof speechSynthesis === "undefined" ? 0 : speechSynthesis.getVoices().length;
});
EM_JS(void, bjt_voice_report, (const char* line), {
    console.log(UTF8ToString(line));
});
// priority: 0 Interrupt, 1 Prompt, 2 Normal, 3 Queue (SpeechPriority's order).
EM_JS(void, bjt_voice_speak, (const char* text, int priority, double longest_ms), {
    const v = Module.bjtVoice;
    if (!v) return;
    const item = { text: UTF8ToString(text), normal: priority === 2, longest: longest_ms };
    if (priority === 0) {
        v.queue = [];
        if (v.current) v.cut();
    } else {
        v.queue = v.queue.filter((i) => !i.normal);  // anything newer makes waiting Normal words stale
        if (v.current && v.current.item.normal) v.cut();
    }
    v.queue.push(item);
    if (!v.current) v.next();
});
EM_JS(void, bjt_voice_volume, (double volume), {
    if (Module.bjtVoice) Module.bjtVoice.volume = volume;
});
EM_JS(int, bjt_voice_busy, (), {
    const v = Module.bjtVoice;
    return v && (v.current !== null || v.queue.length > 0) ? 1 : 0;
});
// clang-format on

// How long words may take at the slowest rate a listener is likely to set (100 words a minute) and a second more.
double longest_ms_for(std::string_view text) {
    long words = 1;
    for (char c : text)
        if (c == ' ') ++words;
    return 1000.0 + 600.0 * static_cast<double>(words);
}

class WebSpeechVoice final : public SpeechBackend {
public:
    void speak(std::string_view text, SpeechPriority priority) override {
        const std::string words(text);
        bjt_voice_speak(words.c_str(), static_cast<int>(priority), longest_ms_for(text));
    }
    void set_volume(float v) override { bjt_voice_volume(static_cast<double>(v)); }
    bool busy() const override { return bjt_voice_busy() != 0; }
};

static_assert(static_cast<int>(SpeechPriority::Interrupt) == 0 && static_cast<int>(SpeechPriority::Prompt) == 1 &&
                  static_cast<int>(SpeechPriority::Normal) == 2 && static_cast<int>(SpeechPriority::Queue) == 3,
              "bjt_voice_speak reads the priority by its number");

}  // namespace

Result<std::unique_ptr<SpeechBackend>> open_system_voice() {
    const int state = bjt_voice_open();
    if (state != 0) {
        const std::string why = state == 1 ? "this browser has no Web Speech API (speechSynthesis)"
                                           : "this browser offers no voices for speech (speechSynthesis has none)";
        bjt_voice_report(("BJT-VOICE none: " + why).c_str());
        return Result<std::unique_ptr<SpeechBackend>>::failure(why);
    }
    bjt_voice_report(("BJT-VOICE ready " + std::to_string(bjt_voice_count()) + " voices").c_str());
    return Result<std::unique_ptr<SpeechBackend>>::success(std::make_unique<WebSpeechVoice>());
}

bool screen_reader_running() { return false; }

}  // namespace bjt::game
