#pragma once
// A text as one frame drew it: its words, its box in window pixels and the colour its glyphs were drawn in, for the
// contrast check (text_contrast.h). The Painter records its own; the App adds Dear ImGui's (game/ui/gui_drawn_texts.h).
#include <string>

#include "game/render/color.h"

namespace bjt::game {

struct DrawnText {
    std::string text;
    int x = 0, y = 0, w = 0, h = 0;  // window pixels
    Color color;
    bool key_figure = false;  // the table's key numbers (bank, bet, totals): 7:1 in the high contrast theme
};

}  // namespace bjt::game
