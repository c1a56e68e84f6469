#pragma once
// Where the save lives when --data-dir does not say: the folder SDL gives the game for its own files
// (SDL_GetPrefPath: ~/.local/share/bjt/blackjack-trivia/ on Linux, %APPDATA%\bjt\blackjack-trivia\ on
// Windows), created if missing. Empty when SDL cannot name one; the game then plays without saving.
#include <filesystem>

namespace bjt::game {

std::filesystem::path default_data_folder();

}  // namespace bjt::game
