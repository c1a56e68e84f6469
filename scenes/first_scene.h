#pragma once
// The scene the game opens on, and goes back to when a write to the save fails: the title. main() (the
// composition root) hands it to the App; the scripted tests and the frame benchmark do the same.
#include <memory>

#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "scenes/title_scene.h"

namespace bjt::game {

inline std::unique_ptr<Scene> make_first_scene(GameContext& ctx) { return std::make_unique<TitleScene>(ctx); }

}  // namespace bjt::game
