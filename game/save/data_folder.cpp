#include "game/save/data_folder.h"

#include <SDL.h>

namespace bjt::game {

std::filesystem::path default_data_folder() {
    // No organisation folder: on Linux this is $XDG_DATA_HOME/blackjack-trivia/ (~/.local/share/...), the
    // folder whose questions/ the trivia tools know as the player's (trivia::player_question_dir).
    char* path = SDL_GetPrefPath("", "blackjack-trivia");
    if (!path) return {};
    std::filesystem::path folder(path);
    SDL_free(path);
    return folder;
}

}  // namespace bjt::game
