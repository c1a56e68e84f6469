#pragma once
// "Export replay...": a box over the History screens asking where to write the replay of a session or a
// round (a name in the data folder's replays/ folder, or a full path the player types), then writing it with
// game/save/replay_export.h. Enter / A writes, Esc / B cancels; typed text edits the path. The outcome stays
// on show (message()) until the next export.
#include <optional>
#include <string>

#include "game/input/input_event.h"
#include "game/save/replay_export.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"

namespace bjt::game {

class Painter;

class ExportPrompt {
public:
    explicit ExportPrompt(GameContext& ctx) : ctx_(ctx) {}

    void open(const ReplayExport& what);
    bool is_open() const { return open_; }
    // While open it takes every input (true); closed, none.
    bool handle(const InputEvent& e);
    void type_text(std::string_view text);
    void erase_text();
    void draw(Painter& p) const;
    std::optional<Point> find_button(std::string_view id) const;

    // "Wrote the replay of session 3 to PATH", or why it could not; empty before the first export.
    const std::string& message() const { return message_; }
    bool failed() const { return failed_; }
    // What a script's `expect export` reads: `none`, `open`, `wrote PATH`, `failed: WHY`.
    std::string observe() const;

private:
    void write();

    GameContext& ctx_;
    ButtonPanel buttons_;
    ReplayExport what_;
    std::string path_;
    std::string message_;
    std::string written_;
    bool failed_ = false;
    bool open_ = false;
};

}  // namespace bjt::game
