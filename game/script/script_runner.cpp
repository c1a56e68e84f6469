#include "game/script/script_runner.h"

#include <SDL.h>

#include <algorithm>

#include "game/input/input_mapper.h"
#include "game/scene/scene.h"
#include "game/script/script_host.h"

namespace bjt::game {

ScriptRunner::Status ScriptRunner::fail(const ScriptCommand& c, const std::string& why) {
    error_ = "script line " + std::to_string(c.line) + ": " + why;
    return Status::Failed;
}

void ScriptRunner::click(ScriptHost& host, float x, float y) {
    // As a hand does it, one frame each: the pointer arrives, the button goes down, the button comes up.
    // Dear ImGui 1.86 needs all three: tabs take a press only on an item hovered the frame before, and
    // its buttons act on a release it saw the press of.
    const Point w = host.logical_to_window({x, y});
    SDL_Event e{};
    e.type = SDL_MOUSEMOTION;
    e.motion.x = static_cast<Sint32>(w.x);
    e.motion.y = static_cast<Sint32>(w.y);
    host.inject(e);
    e = SDL_Event{};
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
    while (next_ < script_.commands.size()) {
        const ScriptCommand& c = script_.commands[next_];
        switch (c.kind) {
            case ScriptCommand::Kind::Wait:
                ++next_;
                if (c.n > 0) {
                    waiting_ = c.n - 1;
                    return Status::Running;
                }
                continue;
            case ScriptCommand::Kind::Await: {
                Scene* top = host.top_scene();
                if (top && top->name() == c.text && host.settled()) {
                    ++next_;
                    waited_ = 0;
                    continue;
                }
                if (++waited_ > kMaxWaitFrames)
                    return fail(c, "waited in vain for scene '" + c.text + "' (top: '" + host.observe("scene") + "')");
                return Status::Running;
            }
            case ScriptCommand::Kind::ClickAt:
                click(host, c.x, c.y);
                ++next_;
                return Status::Running;
            case ScriptCommand::Kind::ClickButton: {
                Scene* top = host.top_scene();
                const auto at = top ? top->find_button(c.text) : std::nullopt;
                if (!at) {
                    if (++waited_ > kMaxWaitFrames)
                        return fail(c, "no button '" + c.text + "' on scene '" + host.observe("scene") + "' (state " +
                                           host.observe("state") + ")");
                    return Status::Running;
                }
                waited_ = 0;
                click(host, at->x, at->y);
                ++next_;
                return Status::Running;
            }
            case ScriptCommand::Kind::Key: {
                const int code = InputMapper::key_code(c.text);
                if (code == 0) return fail(c, "unknown key '" + c.text + "'");
                SDL_Event e{};
                e.type = SDL_KEYDOWN;
                e.key.state = SDL_PRESSED;
                e.key.keysym.sym = code;
                e.key.keysym.scancode = SDL_GetScancodeFromKey(code);
                host.inject(e);
                // Released on the next frame, as a hand would: Dear ImGui 1.86 reads keys as held-down state
                // at the start of a frame, so a press and release within one frame never reach it.
                e.type = SDL_KEYUP;
                e.key.state = SDL_RELEASED;
                later_.push_back(e);
                ++next_;
                return Status::Running;
            }
            case ScriptCommand::Kind::Type: {
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
                ++next_;
                return Status::Running;
            }
            case ScriptCommand::Kind::Pad: {
                const int button = InputMapper::pad_button(c.text);
                if (button < 0) return fail(c, "unknown gamepad button '" + c.text + "'");
                SDL_Event e{};
                e.type = SDL_CONTROLLERBUTTONDOWN;
                e.cbutton.button = static_cast<Uint8>(button);
                e.cbutton.state = SDL_PRESSED;
                host.inject(e);
                e.type = SDL_CONTROLLERBUTTONUP;
                e.cbutton.state = SDL_RELEASED;
                host.inject(e);
                ++next_;
                return Status::Running;
            }
            case ScriptCommand::Kind::Screenshot: {
                std::string error;
                if (!host.screenshot(c.text, error)) return fail(c, error);
                ++next_;
                return Status::Running;  // this frame is drawn (and saved) before the next command
            }
            case ScriptCommand::Kind::Resize:
                host.resize(c.n, c.m);
                ++next_;
                return Status::Running;
            case ScriptCommand::Kind::Speed:
                host.set_speed(c.text);
                ++next_;
                continue;
            case ScriptCommand::Kind::Expect: {
                const std::string seen = host.observe(c.text);
                ++expectations_;
                if (seen != c.value) return fail(c, "expected " + c.text + " '" + c.value + "', found '" + seen + "'");
                ++next_;
                continue;
            }
            case ScriptCommand::Kind::Until: {
                // Something outside the script's input (a preset file edited on disk, a worker thread)
                // is to change what the game shows: wait for it, failing like an expect after a minute.
                const std::string seen = host.observe(c.text);
                if (seen == c.value) {
                    ++expectations_;
                    waited_ = 0;
                    ++next_;
                    continue;
                }
                if (++waited_ > kMaxWaitFrames)
                    return fail(c, "waited in vain for " + c.text + " '" + c.value + "', found '" + seen + "'");
                return Status::Running;
            }
            case ScriptCommand::Kind::Quit:
                next_ = script_.commands.size();
                host.request_quit();
                return Status::Finished;
        }
    }
    return Status::Finished;
}

}  // namespace bjt::game
