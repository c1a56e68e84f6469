#include "scenes/table_guide_button.h"

#include "game/input/input_bindings.h"
#include "game/scene/scene_stack.h"
#include "game/session/session.h"
#include "game/settings/settings.h"
#include "scenes/table_guide_scene.h"

namespace bjt::game {

TableGuideButton::TableGuideButton(const GameContext& ctx) {
    const std::string key = InputBindings::key_glyph(ctx.settings.bindings.key(InputAction::Guide));
    panel_.add({.id = "table-guide",
                .label = key.empty() ? "Table guide" : "Table guide  " + key,
                .rect = {14, 14, 134, 32},
                .text_size = 15});
}

bool TableGuideButton::handle(const InputEvent& e, GameContext& ctx) {
    // The key's own meaning only: on a gamepad the guide's Y is Split here.
    const bool key = e.type == InputEvent::Type::Action && e.action == InputAction::Guide;
    if (!key && (!e.pointer() || !panel_.handle(e))) return false;
    ctx.scenes.push(std::make_unique<TableGuideScene>(ctx, ctx.session.table().rules()));
    return true;
}

std::optional<Point> TableGuideButton::find(std::string_view id) const {
    return id == "table-guide" ? panel_.center_of(id) : std::nullopt;
}

}  // namespace bjt::game
