#pragma once
// A screen of the game (title, betting, table, trivia, ...). Scenes live on the SceneStack, take the
// game's own InputEvents and draw through the Painter: no SDL type crosses this interface. What a scene
// shows scripts (buttons by name, values) is its Scriptable side (game/script/scriptable.h).
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "game/input/input_event.h"
#include "game/render/geometry.h"

namespace bjt::game {

class Painter;
struct GameContext;

class Scene {
public:
    virtual ~Scene() = default;

    // A short stable name ("title", "betting", "table", "trivia", ...) for scripts and tests.
    virtual std::string_view name() const = 0;
    // Called when the scene becomes the top of the stack (pushed, or uncovered by a pop).
    virtual void on_top() {}
    // True when the scene used the input; otherwise it goes on to the scene below.
    virtual bool handle(const InputEvent& e) = 0;
    // Fixed-step update (seconds).
    virtual void update(float dt) = 0;
    virtual void draw(Painter& painter) = 0;
    // Dear ImGui windows, between ImGui's NewFrame and Render.
    virtual void gui() {}
    // Whether gui() shows a window that takes input. Dear ImGui keeps keys and clicks only then: its
    // WantCapture* flags are a frame old, so they still claim input for a window that has just closed.
    virtual bool gui_takes_input() const { return false; }
    // The scene tells the save's notices itself (the title's board); over any other scene the App tells them as
    // they happen (a round refunded when the player sits down again).
    virtual bool shows_save_notices() const { return false; }
    // An opaque scene hides everything below it: drawing starts at the top-most opaque scene.
    virtual bool opaque() const { return true; }
    // Something is moving: the main loop must keep ticking instead of sleeping until the next event.
    virtual bool busy() const { return false; }
    // The screen acts for the person the game serves now (betting, the table, a question, the three bets): at a
    // table of several people, only their device reaches it (game/session/seat_input.h).
    virtual bool serves_a_seat() const { return false; }
    // Input from the gamepad of another person, at `seat`, who may act now too (the betting screen: each person on a
    // pad of their own bets at the same time); true when it was taken.
    virtual bool handle_other_seat(int /*seat*/, const InputEvent& /*e*/) { return false; }
    // The focused control as speech says it ("Deal, button, 1 of 6"), empty when none is focused: the App speaks it
    // when it changes (game/speech/).
    virtual std::string focus_words() const { return {}; }
    // The figures the screen shows that a player needs and cannot read off a button (the stats' career numbers,
    // the leaderboard's places), empty when none: the App speaks them after the screen's name and again when they
    // change (another page), queued so the focused control's words do not cut them.
    virtual std::string summary_words() const { return {}; }
    // The plain meaning of what is pointed at or focused, as a tooltip shows it, empty when none: the App speaks it
    // when it changes, as Normal words that the next ones make stale.
    virtual std::string tip_words() const { return {}; }
    // A notice the screen shows once (the coach's offer after a costly round), empty when none: the App speaks it
    // when it appears, queued after the table's story so the round's result is heard first.
    virtual std::string notice_words() const { return {}; }
    // Typing (a profile's name): while accepts_text() is true the App sends the keyboard's text input
    // (UTF-8) to type_text() and Backspace to erase_text(). Keys still arrive as actions as well.
    virtual bool accepts_text() const { return false; }
    virtual void type_text(std::string_view) {}
    virtual void erase_text() {}
};

// Makes a scene with the game's context. main() hands the App its first scene this way (the title), so the
// framework (game/) never names a screen (scenes/).
using SceneFactory = std::function<std::unique_ptr<Scene>(GameContext&)>;

}  // namespace bjt::game
