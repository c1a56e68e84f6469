#pragma once
// The monkey's third invariant: no scene is stuck. Within a bounded number of frames the top scene shows a button
// a player can press (enabled), or something moves (a deal, a flip, a scene change); and nothing moves for ever
// with no button to press.
#include <optional>
#include <string>
#include <string_view>

namespace bjt::game {

class StuckCheck {
public:
    // Once a frame. `clickable`: the top scene shows an enabled button; `moving`: a scene is busy.
    std::optional<std::string> check(std::string_view top, bool clickable, bool moving);

    static constexpr int kMaxStillFrames = 10 * 60;  // nothing to press and nothing moving: 10 s of game time
    static constexpr int kMaxUnclickableFrames = 90 * 60;  // moving, but never a button: 90 s (slow animations)

private:
    int still_ = 0;
    int unclickable_ = 0;
};

}  // namespace bjt::game
