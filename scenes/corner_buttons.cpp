#include "scenes/corner_buttons.h"

#include <memory>

#include "game/input/input_bindings.h"
#include "game/scene/scene_stack.h"
#include "game/session/session.h"
#include "game/settings/settings.h"
#include "scenes/fairness_scene.h"
#include "scenes/table_guide_scene.h"

namespace bjt::game {

CornerButton fairness_button(GameContext& ctx) {
    return CornerButton({.id = "fairness", .label = "Fairness", .rect = {1156, 14, 110, 32}, .text_size = 15},
                        InputAction::None, [&ctx] { ctx.scenes.push(std::make_unique<FairnessScene>(ctx)); });
}

CornerButton table_guide_button(GameContext& ctx, Point top_left) {
    const InputBindings& bindings = ctx.settings.bindings;
    return CornerButton({.id = "table-guide",
                         .label = "Table guide",
                         .key = InputBindings::key_glyph(bindings.key(InputAction::Guide)),
                         .pad = InputBindings::button_glyph(bindings.button(InputAction::Guide)),
                         .rect = {top_left.x, top_left.y, 170, 32},
                         .text_size = 15,
                         .inline_hints = true},
                        InputAction::Guide, [&ctx] {
                            ctx.scenes.push(std::make_unique<TableGuideScene>(ctx, ctx.session.table().rules()));
                        });
}

}  // namespace bjt::game
