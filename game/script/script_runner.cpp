#include "game/script/script_runner.h"

#include <SDL.h>

#include <algorithm>

#include "game/input/input_mapper.h"
#include "game/scene/scene.h"
#include "game/script/script_host.h"
#include "game/script/scriptable.h"

namespace bjt::game {

ScriptRunner::Status ScriptRunner::fail(const ScriptCommand& c, const std::string& why) {
    error_ = "script line " + std::to_string(c.line) + ": " + why;
    return Status::Failed;
}

void ScriptRunner::move_pointer(ScriptHost& host, float x, float y) {
    const Point w = host.logical_to_window({x, y});
    SDL_Event e{};
    e.type = SDL_MOUSEMOTION;
    e.motion.x = static_cast<Sint32>(w.x);
    e.motion.y = static_cast<Sint32>(w.y);
    host.inject(e);
}

void ScriptRunner::turn_wheel(ScriptHost& host, int notches) {
    SDL_Event e{};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = notches;
    e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
    host.inject(e);
}

void ScriptRunner::click(ScriptHost& host, float x, float y) {
    // As a hand does it, one frame each: the pointer arrives, the button goes down, the button comes up.
    // Dear ImGui 1.86 needs all three: tabs take a press only on an item hovered the frame before, and
    // its buttons act on a release it saw the press of.
    move_pointer(host, x, y);
    const Point w = host.logical_to_window({x, y});
    SDL_Event e{};
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.state = SDL_PRESSED;
    e.button.clicks = 1;
    e.button.x = static_cast<Sint32>(w.x);
    e.button.y = static_cast<Sint32>(w.y);
    later_.push_back(e);
    e.type = SDL_MOUSEBUTTONUP;
    e.button.state = SDL_RELEASED;
    later_.push_back(e);
}

ScriptRunner::Status ScriptRunner::step(ScriptHost& host) {
    // The rest of the last input command, one event per frame.
    if (!later_.empty()) {
        const SDL_Event e = later_.front();
        later_.pop_front();
        host.inject(e);
        return Status::Running;
    }
    if (waiting_ > 0) {
        --waiting_;
        return Status::Running;
    }
    while (next_ < script_.commands.size())
        if (const std::optional<Status> s = run(script_.commands[next_], host)) return *s;
    return Status::Finished;
}

std::optional<ScriptRunner::Status> ScriptRunner::done(bool next_frame) {
    ++next_;
    waited_ = 0;
    return next_frame ? std::optional<Status>(Status::Running) : std::nullopt;
}

std::optional<ScriptRunner::Status> ScriptRunner::run(const ScriptCommand& c, ScriptHost& host) {
    switch (c.kind) {
        case ScriptCommand::Kind::Wait:
            if (c.n > 0) waiting_ = c.n - 1;
            return done(c.n > 0);
        case ScriptCommand::Kind::Await: return await_scene(c, host);
        case ScriptCommand::Kind::ClickAt: click(host, c.x, c.y); return done(true);
        case ScriptCommand::Kind::HoverAt: move_pointer(host, c.x, c.y); return done(true);
        case ScriptCommand::Kind::AnswerKey: return press_answer_key(c, host);
        case ScriptCommand::Kind::Wheel: turn_wheel(host, c.n); return done(true);
        case ScriptCommand::Kind::ClickButton: return click_button(c, host);
        case ScriptCommand::Kind::Key: return press_key(c, host);
        case ScriptCommand::Kind::Tap: return press_key(c, host, true);
        case ScriptCommand::Kind::Type: type_text(c, host); return done(true);
        case ScriptCommand::Kind::Pad: return press_pad(c, host);
        case ScriptCommand::Kind::Screenshot:
            host.screenshot(c.text);
            return done(true);  // this frame is drawn (and saved) before the next command
        case ScriptCommand::Kind::Resize: host.resize(c.n, c.m); return done(true);
        case ScriptCommand::Kind::Speed: host.set_speed(c.text); return done(false);
        case ScriptCommand::Kind::Option:
            if (const std::string wrong = host.set_option(c.text, c.value); !wrong.empty()) return fail(c, wrong);
            return done(true);  // the next frame is drawn with it
        case ScriptCommand::Kind::Expect: return expect(c, host);
        case ScriptCommand::Kind::Until: return until(c, host);
        case ScriptCommand::Kind::Quit:
            next_ = script_.commands.size();
            host.request_quit();
            return Status::Finished;
    }
    return fail(c, "unknown command");
}

std::optional<ScriptRunner::Status> ScriptRunner::await_scene(const ScriptCommand& c, ScriptHost& host) {
    const Scene* top = host.top_scene();
    if (top && top->name() == c.text && host.settled()) return done(false);
    if (++waited_ > kMaxWaitFrames)
        return fail(c, "waited in vain for scene '" + c.text + "' (top: '" + observer_.observe("scene", host) + "')");
    return Status::Running;
}

std::optional<ScriptRunner::Status> ScriptRunner::click_button(const ScriptCommand& c, ScriptHost& host) {
    const Scriptable* top = scriptable(host.top_scene());
    const auto at = top ? top->find_button(c.text) : std::nullopt;
    if (!at) {
        if (++waited_ > kMaxWaitFrames)
            return fail(c, "no button '" + c.text + "' on scene '" + observer_.observe("scene", host) + "' (state " +
                               observer_.observe("state", host) + ")");
        return Status::Running;
    }
    click(host, at->x, at->y);
    return done(true);
}

// The key a player would press for the right (or a wrong) answer, which only the question on screen knows.
std::optional<ScriptRunner::Status> ScriptRunner::press_answer_key(const ScriptCommand& c, ScriptHost& host) {
    const std::string key = observer_.observe(c.text, host);
    if (key == "none" || key == "?") {
        if (++waited_ > kMaxWaitFrames)
            return fail(c, "no question on screen (scene '" + observer_.observe("scene", host) + "')");
        return Status::Running;
    }
    ScriptCommand press = c;
    press.text = key;
    return press_key(press, host);
}

std::optional<ScriptRunner::Status> ScriptRunner::press_key(const ScriptCommand& c, ScriptHost& host, bool same_frame) {
    const int code = InputMapper::key_code(c.text);
    if (code == 0) return fail(c, "unknown key '" + c.text + "'");
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = code;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(code);
    host.inject(e);
    // Released on the next frame, as a hand would; or within this one (`tap`), as xdotool's `key` does, which
    // the game must take too (Dear ImGui 1.86 alone would miss it: game/app/imgui_key_hold.h).
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    if (same_frame)
        host.inject(e);
    else
        later_.push_back(e);
    return done(true);
}

void ScriptRunner::type_text(const ScriptCommand& c, ScriptHost& host) {
    // One SDL_TEXTINPUT event per character, as a keyboard sends them (UTF-8 sequences kept whole).
    std::size_t i = 0;
    while (i < c.text.size()) {
        std::size_t n = 1;
        const auto lead = static_cast<unsigned char>(c.text[i]);
        if (lead >= 0xF0)
            n = 4;
        else if (lead >= 0xE0)
            n = 3;
        else if (lead >= 0xC0)
            n = 2;
        SDL_Event e{};
        e.type = SDL_TEXTINPUT;
        c.text.copy(e.text.text, std::min(n, c.text.size() - i), i);
        host.inject(e);
        i += n;
    }
}

std::optional<ScriptRunner::Status> ScriptRunner::press_pad(const ScriptCommand& c, ScriptHost& host) {
    const int button = InputMapper::pad_button(c.text);
    if (button < 0) return fail(c, "unknown gamepad button '" + c.text + "'");
    SDL_Event e{};
    e.type = SDL_CONTROLLERBUTTONDOWN;
    e.cbutton.which = c.n - 1;  // the script's pad 1 is the first pad plugged in
    e.cbutton.button = static_cast<Uint8>(button);
    e.cbutton.state = SDL_PRESSED;
    host.inject(e);
    e.type = SDL_CONTROLLERBUTTONUP;
    e.cbutton.state = SDL_RELEASED;
    host.inject(e);
    return done(true);
}

std::optional<ScriptRunner::Status> ScriptRunner::expect(const ScriptCommand& c, ScriptHost& host) {
    // Speech is a stream, not a value: a text is found among the last utterances, or in none since the start.
    if (c.text == "spoken" || c.text == "unspoken") {
        ++expectations_;
        const bool spoken = c.text == "spoken";
        if (spoken ? host.spoken_recently(c.value) : !host.ever_spoken(c.value)) return done(false);
        return fail(c, std::string(spoken ? "expected to hear '" : "expected never to hear '") + c.value +
                           "'; last said: " + host.recent_speech());
    }
    const std::string seen = observer_.observe(c.text, host);
    ++expectations_;
    if (seen != c.value) return fail(c, "expected " + c.text + " '" + c.value + "', found '" + seen + "'");
    return done(false);
}

std::optional<ScriptRunner::Status> ScriptRunner::until(const ScriptCommand& c, ScriptHost& host) {
    // Something outside the script's input (a preset file edited on disk, a worker thread)
    // is to change what the game shows: wait for it, failing like an expect after a minute.
    const std::string seen = observer_.observe(c.text, host);
    if (seen == c.value) {
        ++expectations_;
        return done(false);
    }
    if (++waited_ > kMaxWaitFrames)
        return fail(c, "waited in vain for " + c.text + " '" + c.value + "', found '" + seen + "'");
    return Status::Running;
}

}  // namespace bjt::game
