#pragma once
// The monkey's random moves, each a line of the script language (docs/game-scripts.md) that ScriptRunner plays
// through the same input path as a player, or closing the window (SDL_QUIT: the game quits and the soak starts
// it again on the same save). Drawn from the monkey's own seeded generator, never the clock, so a seed gives the
// same moves against the same game.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/rng.h"
#include "game/script/script_command.h"

namespace bjt::game {

struct MonkeyMove {
    ScriptCommand command;
    bool close_window = false;  // instead of the command
    std::string line;  // as a script would say it ("click deal", "key h", "close window")
};

class MonkeyMoves {
public:
    explicit MonkeyMoves(std::uint64_t seed) : rng_(seed) {}
    // `shown`: the buttons the top scene shows enabled now (clicked by name); the rest are keys, gamepad
    // buttons, clicks anywhere, typed text, waits, resizes and animation speeds. `inspector_open`: the rule
    // inspector (F1) is up; it covers half the window and the clicks under it, so the monkey soon closes it.
    // `fullscreen`: the window is larger than the monkey's resizes make it (F11 or the options' checkbox); the
    // software renderer is slow at that size, so the monkey soon presses F11 again.
    MonkeyMove next(const std::vector<std::string>& shown, bool inspector_open, bool fullscreen);

    static constexpr int kMaxWidth = 960, kMaxHeight = 600;  // of a resize

    // Out of 1000: how often each kind of move comes; a close about once in 300 moves.
    static constexpr int kCloseWindowPerMille = 3;

private:
    MonkeyMove click_shown(const std::vector<std::string>& shown);
    MonkeyMove click_anywhere();
    MonkeyMove key();
    MonkeyMove pad();
    MonkeyMove wait();
    MonkeyMove type_text();
    MonkeyMove resize();
    MonkeyMove speed();
    int below(int n) { return static_cast<int>(rng_.below(static_cast<std::uint32_t>(n))); }

    Rng rng_;
};

}  // namespace bjt::game
