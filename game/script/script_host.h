#pragma once
// What a script may do to the running game (implemented by the App).
#include <string>
#include <string_view>
#include <utility>

#include "game/render/geometry.h"

union SDL_Event;

namespace bjt::game {

class Scene;

class ScriptHost {
public:
    virtual ~ScriptHost() = default;
    // Feeds an event through the same path as real input (ImGui first, then the input mapper).
    virtual void inject(const SDL_Event& e) = 0;
    // Window coordinates (points) of a logical point, for synthetic mouse events.
    virtual Point logical_to_window(Point p) const = 0;
    virtual const Scene* top_scene() const = 0;
    // Nothing moves and no scene change is queued.
    virtual bool settled() const = 0;
    // Saves this frame as NAME.png once it is drawn; a failure to write it fails the run (App::error()).
    virtual void screenshot(const std::string& name) = 0;
    virtual void resize(int w, int h) = 0;
    virtual void set_speed(std::string_view name) = 0;
    // What only the App knows, for GameObserver: the rule inspector, the window's size in pixels.
    virtual bool inspector_open() const = 0;
    // The dealer's cards as the inspector prints them (face-down cards as "??").
    virtual std::string inspector_dealer() const = 0;
    // The player's hands as the inspector prints them ("Hand 1: 6S 4H ?? (double card face down)"; "; " between).
    virtual std::string inspector_hands() const = 0;
    virtual std::pair<int, int> window_pixels() const = 0;
    // Texts drawn into a box that did not fit it since the start ("0", or the count and the first one).
    virtual std::string text_overflows() const = 0;
    // What the last frame drew over a text or across a card (render/drawing_overlaps.h): "0" or the first.
    virtual std::string overlaps() const = 0;
    // How many texts of the last screenshot stood out less than they must from what was drawn behind them
    // (render/text_contrast.h): "0", or the count and the worst; "none" before the first screenshot.
    virtual std::string low_contrast() const = 0;
    // `opt NAME VALUE` (docs/game-scripts.md): a setting changed as the options window would; an error when NAME or
    // VALUE is not one the script language knows.
    virtual std::string set_option(std::string_view name, std::string_view value) = 0;
    // The notice the App shows over the scene (a failed write, a round refunded), empty when none.
    virtual const std::string& save_notice() const = 0;
    virtual void request_quit() = 0;
    // What the game said (game/speech/speaker.h), for `expect spoken` / `expect unspoken`: whether one of the
    // last utterances (Speaker::kRecent) contains `text`, whether anything said since the start does, and the
    // last few for a failure's message.
    virtual bool spoken_recently(std::string_view text) const = 0;
    virtual bool ever_spoken(std::string_view text) const = 0;
    virtual std::string recent_speech() const = 0;
};

}  // namespace bjt::game
