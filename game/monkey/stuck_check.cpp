#include "game/monkey/stuck_check.h"

namespace bjt::game {

std::optional<std::string> StuckCheck::check(std::string_view top, bool clickable, bool moving) {
    still_ = clickable || moving ? 0 : still_ + 1;
    unclickable_ = clickable ? 0 : unclickable_ + 1;
    if (still_ > kMaxStillFrames)
        return "scene '" + std::string(top) + "' is stuck: no button to press and nothing moving for " +
               std::to_string(still_) + " frames";
    if (unclickable_ > kMaxUnclickableFrames)
        return "scene '" + std::string(top) + "' shows no button to press for " + std::to_string(unclickable_) +
               " frames";
    return std::nullopt;
}

}  // namespace bjt::game
