// The desktop side of game/app/platform.h.
#include <SDL_clipboard.h>

#include <optional>

#include "game/app/app.h"
#include "game/app/platform.h"

namespace bjt::game {

int run_main_loop(App& app) {
    if (app.scripted_play()) {
        // Scripted play (and the monkey's) is deterministic: one fixed step per frame, no wall clock. Without a window
        // it runs as fast as the machine can draw.
        while (!app.quitting()) app.frame();
    } else {
        app.run_live(std::nullopt);
    }
    return app.finish_run();
}

void report_start_failure(const std::string&) {}

bool copy_to_clipboard(const std::string& text) { return SDL_SetClipboardText(text.c_str()) == 0; }

bool offer_download(const std::string&) { return false; }

bool can_pick_files() { return false; }

std::string ask_for_file(const std::string&) { return "this game has no file picker: use bjt trivia import"; }

std::optional<std::string> take_picked_file() { return std::nullopt; }

}  // namespace bjt::game
