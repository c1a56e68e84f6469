#pragma once
// Messages the player must read before going on (a damaged save kept aside, an interrupted round
// refunded, saving switched off): a modal panel over the scene with an OK button (Enter, gamepad A,
// Esc and B also close it). The title shows the save's notices through it.
#include <optional>
#include <string>
#include <vector>

#include "game/input/input_event.h"
#include "game/ui/button_panel.h"

namespace bjt::game {

class Painter;

class NoticeBoard {
public:
    void show(std::vector<std::string> messages);
    bool open() const { return !messages_.empty(); }
    // The board as speech says it: its heading, every message and how to close it; empty while closed.
    std::string words() const;
    // True when the board used the input (it uses all input while open); `closed` turns true on OK.
    bool handle(const InputEvent& e, bool& closed);
    void draw(Painter& p) const;
    std::optional<Point> find_button(std::string_view id) const {
        return open() ? buttons_.center_of(id) : std::nullopt;
    }

private:
    std::vector<std::string> messages_;
    ButtonPanel buttons_;
};

}  // namespace bjt::game
