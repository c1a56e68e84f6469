#pragma once
// What a scene shows a script besides its name: the centre of a named button (`click NAME`) and the values
// only it knows (`expect WHAT VALUE`). A scene opts in by deriving from this as well as from Scene; the Scene
// interface itself knows nothing of scripts (see GameObserver, which asks the top scene first).
#include <optional>
#include <string>
#include <string_view>

#include "game/render/geometry.h"

namespace bjt::game {

class Scene;

class Scriptable {
public:
    virtual ~Scriptable() = default;
    // The centre of a named button in logical units; nullopt when the scene has none of that name (yet).
    virtual std::optional<Point> find_button(std::string_view) const { return std::nullopt; }
    // A value the scene alone knows; "?" when it has none.
    virtual std::string observe(std::string_view) const { return "?"; }
};

// The scene's script side, or null when it shows scripts nothing but its name.
inline const Scriptable* scriptable(const Scene* scene) { return dynamic_cast<const Scriptable*>(scene); }

}  // namespace bjt::game
