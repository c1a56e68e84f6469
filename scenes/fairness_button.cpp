#include "scenes/fairness_button.h"

#include "game/scene/scene_stack.h"
#include "scenes/fairness_scene.h"

namespace bjt::game {

FairnessButton::FairnessButton() {
    panel_.add({.id = "fairness", .label = "Fairness", .rect = {1156, 14, 110, 32}, .text_size = 15});
}

bool FairnessButton::handle(const InputEvent& e, GameContext& ctx) {
    if (!e.pointer() || !panel_.handle(e)) return false;
    ctx.scenes.push(std::make_unique<FairnessScene>(ctx));
    return true;
}

std::optional<Point> FairnessButton::find(std::string_view id) const {
    return id == "fairness" ? panel_.center_of(id) : std::nullopt;
}

}  // namespace bjt::game
