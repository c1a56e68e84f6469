#pragma once
// The small "Fairness" button in the corner of the betting and table screens: it opens the Fairness panel, so
// the shoe's commitment can be read before its first card. Pointer only: it must never take the keys and the
// focus the scene's own buttons use.
#include <optional>
#include <string_view>

#include "game/input/input_event.h"
#include "game/render/geometry.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"

namespace bjt::game {

class Painter;

class FairnessButton {
public:
    FairnessButton();
    // True when it took the event (and pushed the panel).
    bool handle(const InputEvent& e, GameContext& ctx);
    void draw(Painter& p) const { panel_.draw(p); }
    // Its centre for `click fairness`; nullopt for any other id.
    std::optional<Point> find(std::string_view id) const;

private:
    ButtonPanel panel_;
};

}  // namespace bjt::game
