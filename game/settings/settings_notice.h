#pragma once
// A small Dear ImGui window telling the player their settings file could not be read (the game goes on
// with defaults for what was wrong). OK dismisses it (clears the notice).
#include <string>

namespace bjt::game {

void settings_notice_window(std::string& notice);

}  // namespace bjt::game
