#pragma once
// The small "Table guide" button in the top-left corner of the table, and its key (G): both push the table
// guide for the rules being played. The pointer or the guide's key only: gamepad Y stays Split at the table,
// and the button never takes the focus of the scene's own buttons.
#include <optional>
#include <string_view>

#include "game/input/input_event.h"
#include "game/render/geometry.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"

namespace bjt::game {

class Painter;

class TableGuideButton {
public:
    explicit TableGuideButton(const GameContext& ctx);
    // True when it took the event (and pushed the guide).
    bool handle(const InputEvent& e, GameContext& ctx);
    void draw(Painter& p) const { panel_.draw(p); }
    // Its centre for `click table-guide`; nullopt for any other id.
    std::optional<Point> find(std::string_view id) const;

private:
    ButtonPanel panel_;
};

}  // namespace bjt::game
