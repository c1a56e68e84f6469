#pragma once
// A small Dear ImGui window over whatever scene is up, telling the player something they must know (the
// settings file could not be read, the save stopped working) while the game goes on. OK dismisses it (clears
// the notice); nothing is drawn while the notice is empty.
#include <string>

namespace bjt::game {

void notice_window(const char* title, std::string& notice);

}  // namespace bjt::game
