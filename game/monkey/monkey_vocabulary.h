#pragma once
// The names the monkey (game/monkey/monkey.h) tries. Buttons: every id a scene may show (docs/game-scripts.md
// lists them), with the ones that depend on the game read from it (the rules' chips, the presets, the question
// categories, the bindable actions). The monkey asks the top scene for each (Scriptable::find_button) and
// clicks by name only what it shows enabled, as `click NAME` would. Keys and gamepad buttons are the names
// InputMapper knows.
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace bjt::game {

struct GameContext;

// Left out on purpose: "quit" and "confirm-quit" (the monkey leaves the game through its own rare move, so soaks are
// not cut short every time the title shows) and "get-questions" (the network; the monkey's run has no question folder
// either, so the button is disabled).
std::vector<std::string> monkey_button_names(const GameContext& ctx);
std::span<const std::string_view> monkey_key_names();
std::span<const std::string_view> monkey_pad_names();

}  // namespace bjt::game
