#pragma once
// A screen of the game (title, betting, table, trivia, ...). Scenes live on the SceneStack, take the
// game's own InputEvents and draw through the Painter: no SDL type crosses this interface.
#include <optional>
#include <string>
#include <string_view>

#include "input/input_event.h"
#include "render/geometry.h"

namespace bjt::game {

class Painter;

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
    // An opaque scene hides everything below it: drawing starts at the top-most opaque scene.
    virtual bool opaque() const { return true; }
    // Something is moving: the main loop must keep ticking instead of sleeping until the next event.
    virtual bool busy() const { return false; }
    // The centre of a named button in logical units (scripts: `click deal`).
    virtual std::optional<Point> find_button(std::string_view) const { return std::nullopt; }
};

}  // namespace bjt::game
