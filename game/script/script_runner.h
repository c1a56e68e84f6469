#pragma once
// Plays a Script one frame at a time against a ScriptHost. An input command takes one frame (so a scene
// change it causes is applied before the next command); `click NAME` and `await` wait (a bounded number of
// frames) until the game is ready for them. With a fixed seed the same script gives the same session.
#include <SDL_events.h>

#include <deque>
#include <optional>
#include <string>

#include "game/script/game_observer.h"
#include "game/script/script.h"

namespace bjt::game {

class ScriptHost;

class ScriptRunner {
public:
    enum class Status { Running, Finished, Failed };

    // `observer` reads what `expect` and `until` compare.
    ScriptRunner(Script script, GameObserver observer) : script_(std::move(script)), observer_(observer) {}
    // Called once per frame before the update.
    Status step(ScriptHost& host);
    const std::string& error() const { return error_; }
    int expectations_checked() const { return expectations_; }
    // A command at the end of the script, for a script written while it plays (the monkey, game/monkey/).
    void append(ScriptCommand c) { script_.commands.push_back(std::move(c)); }
    // Every command played and nothing of the last one left to send: the next step() would finish.
    bool idle() const { return next_ >= script_.commands.size() && later_.empty() && waiting_ == 0; }

    static constexpr int kMaxWaitFrames = 60 * 60;  // a minute of game time for click NAME / await

private:
    // One command. nullopt: it is done and the next runs in this frame; a Status: the frame ends with it.
    std::optional<Status> run(const ScriptCommand& c, ScriptHost& host);
    std::optional<Status> await_scene(const ScriptCommand& c, ScriptHost& host);
    std::optional<Status> click_button(const ScriptCommand& c, ScriptHost& host);
    std::optional<Status> press_key(const ScriptCommand& c, ScriptHost& host, bool same_frame = false);
    void type_text(const ScriptCommand& c, ScriptHost& host);
    std::optional<Status> press_pad(const ScriptCommand& c, ScriptHost& host);
    std::optional<Status> expect(const ScriptCommand& c, ScriptHost& host);
    std::optional<Status> until(const ScriptCommand& c, ScriptHost& host);
    // The command is done: on to the next, in this frame (nullopt) or the next one (Running).
    std::optional<Status> done(bool next_frame);
    Status fail(const ScriptCommand& c, const std::string& why);
    void click(ScriptHost& host, float x, float y);
    void move_pointer(ScriptHost& host, float x, float y);
    void turn_wheel(ScriptHost& host, int notches);
    std::optional<Status> press_answer_key(const ScriptCommand& c, ScriptHost& host);

    Script script_;
    GameObserver observer_;
    std::size_t next_ = 0;
    int waiting_ = 0;  // frames left of a `wait`
    int waited_ = 0;  // frames spent on the current blocking command
    std::deque<SDL_Event> later_;  // the rest of a key press or click, one event per frame
    std::string error_;
    int expectations_ = 0;
};

}  // namespace bjt::game
