#pragma once
// What a script may do to the running game (implemented by the App).
#include <string>
#include <string_view>

#include "game/render/geometry.h"

union SDL_Event;

namespace bjt::game {

class Scene;

class ScriptHost {
public:
    virtual ~ScriptHost() = default;
    // Feeds an event through the same path as real input (ImGui first, then the input mapper).
    virtual void inject(const SDL_Event& e) = 0;
    // Window coordinates (points) of a logical point, for synthetic mouse events.
    virtual Point logical_to_window(Point p) const = 0;
    virtual Scene* top_scene() const = 0;
    // Nothing moves and no scene change is queued.
    virtual bool settled() const = 0;
    virtual bool screenshot(const std::string& name, std::string& error) = 0;
    virtual void resize(int w, int h) = 0;
    virtual void set_speed(std::string_view name) = 0;
    // The current value of an `expect` subject ("scene", "state", "bank", ...); "?" when unknown.
    virtual std::string observe(std::string_view what) const = 0;
    virtual void request_quit() = 0;
};

}  // namespace bjt::game
