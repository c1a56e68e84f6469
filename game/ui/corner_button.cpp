#include "game/ui/corner_button.h"

#include <utility>

namespace bjt::game {

CornerButton::CornerButton(Button button, InputAction trigger, std::function<void()> press)
    : id_(button.id), trigger_(trigger), press_(std::move(press)) {
    panel_.add(std::move(button));
}

bool CornerButton::handle(const InputEvent& e) {
    const bool triggered = trigger_ != InputAction::None && e.type == InputEvent::Type::Action && e.action == trigger_;
    if (!triggered && (!e.pointer() || !panel_.handle(e))) return false;
    press_();
    return true;
}

std::optional<Point> CornerButton::find(std::string_view id) const {
    return id == id_ ? panel_.center_of(id) : std::nullopt;
}

}  // namespace bjt::game
