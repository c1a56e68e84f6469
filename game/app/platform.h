#pragma once
// What differs between the desktop game and the web build, in one place: game/CMakeLists.txt compiles
// platform_desktop.cpp, or platform_web.cpp under Emscripten (scripts/web_build.sh). Elsewhere the code is the same;
// where a thread cannot be started on the web, the class that wanted one says so itself and does the work between
// frames (RulesAnalyzer::work_pending(), the question bank loading on first use).
#include <optional>
#include <string>

struct SDL_Window;

namespace bjt::game {

class App;

// The main loop. Desktop: the App's own loop until quit, then the exit code. Web: the browser's
// (emscripten_set_main_loop), which calls the App once per display frame; it does not return.
int run_main_loop(App& app);

// start() failed: the desktop has said so on stderr already; the web page shows it too.
void report_start_failure(const std::string& error);

// The system clipboard. Desktop: SDL's. Web: the browser's (navigator.clipboard, allowed just after a click or a
// key; SDL 2.26 keeps a clipboard of its own there that no other program sees). False when it could not be asked.
bool copy_to_clipboard(const std::string& text);

// A file the game wrote, handed to the player. Web: the browser downloads it (its downloads folder, under the
// file's name). Desktop: false, the file is already where the player can open it.
bool offer_download(const std::string& path);

// Files the player chooses. Web: the browser's file picker, which the game may open only just after a click or a key
// (the browser's rule): ask_for_file() returns "" when the picker opened, else why the browser would not; the chosen
// file lands in the page's file system, and take_picked_file() returns its path once (then it is the caller's).
// Desktop: can_pick_files() is false (the desktop imports with `bjt trivia import`), and the others do nothing.
bool can_pick_files();
std::string ask_for_file(const std::string& accept);
std::optional<std::string> take_picked_file();

// Whether asking SDL for a desktop-fullscreen window makes one. Desktop: on X, only when a window manager runs (it
// does the resizing; game/app/window_manager_x11.cpp asks the root window), and always on other video drivers.
// Web: always (the browser's).
bool window_manager_fullscreen(SDL_Window* window);

}  // namespace bjt::game
