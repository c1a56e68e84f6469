#include "save/data_folder.h"

#include <SDL.h>

namespace bjt::game {

std::filesystem::path default_data_folder() {
    char* path = SDL_GetPrefPath("bjt", "blackjack-trivia");
    if (!path) return {};
    std::filesystem::path folder(path);
    SDL_free(path);
    return folder;
}

}  // namespace bjt::game
