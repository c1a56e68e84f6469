#pragma once
// What scenes may ask of the window without touching SDL (implemented by the App).
#include <optional>
#include <string>
#include <utility>

namespace bjt::game {

class DisplayControl {
public:
    virtual ~DisplayControl() = default;
    virtual void set_fullscreen(bool on) = 0;
    virtual bool fullscreen() const = 0;
    virtual void set_vsync(bool on) = 0;
    // "software" or the SDL render driver's name, for the options window.
    virtual const char* renderer_name() const = 0;
    // The window's size in pixels (the leaderboard shows its boards side by side in a window wide enough to read them).
    virtual std::pair<int, int> window_pixels() const = 0;
    // Puts text on the system clipboard (the Fairness panel's check line); false when the system refused.
    virtual bool copy_text(const std::string& text) = 0;
    // game/app/platform.h: a written file handed to the player (the browser's download; false on the desktop), and
    // a file the player picks (the browser's file picker; can_pick_files() false on the desktop).
    virtual bool offer_download(const std::string& path) = 0;
    virtual bool can_pick_files() const = 0;
    virtual std::string ask_for_file(const std::string& accept) = 0;
    virtual std::optional<std::string> take_picked_file() = 0;
};

}  // namespace bjt::game
