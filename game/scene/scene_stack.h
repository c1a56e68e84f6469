#pragma once
// The scene stack. push / pop / replace are queued and applied between frames (like SuperTux's
// ScreenManager), so a scene may ask to be replaced from inside its own handle() or update() safely.
#include <memory>
#include <vector>

#include "game/scene/scene.h"

namespace bjt::game {

class SceneStack {
public:
    void push(std::unique_ptr<Scene> scene);
    void pop();
    void replace(std::unique_ptr<Scene> scene);  // pops the top scene and pushes this one
    void clear_and_push(std::unique_ptr<Scene> scene);  // back to a single scene (title, game over)
    void quit() { quit_ = true; }

    // Between frames: apply the queued changes in order. Returns true if anything changed.
    bool apply_pending();

    bool handle(const InputEvent& e);  // top scene first, downwards until one uses it
    void update(float dt);  // every scene, bottom to top (a covered table keeps animating)
    void draw(Painter& painter);  // from the top-most opaque scene upwards
    void gui();
    bool busy() const;

    // Index of the first scene drawn: the top-most opaque one (0 when none is opaque).
    int first_drawn() const;
    bool empty() const { return scenes_.empty(); }
    // A change is queued for apply_pending().
    bool changes_pending() const { return !pending_.empty(); }
    bool quitting() const { return quit_; }
    Scene* top() const { return scenes_.empty() ? nullptr : scenes_.back().get(); }
    int size() const { return static_cast<int>(scenes_.size()); }
    Scene* at(int i) const { return scenes_[static_cast<std::size_t>(i)].get(); }

private:
    struct Change {
        enum class Kind { Push, Pop, Replace, Reset } kind;
        std::unique_ptr<Scene> scene;
    };
    std::vector<std::unique_ptr<Scene>> scenes_;
    std::vector<Change> pending_;
    bool quit_ = false;
};

}  // namespace bjt::game
