#pragma once
// Dear ImGui's texts as the frame drew them, for the contrast check (game/render/text_contrast.h): read from ImGui's
// draw data after ImGui::Render(), each run of glyphs of one colour on one line as a DrawnText in window pixels,
// its words rebuilt from the glyphs' places in the font atlas. Also the windows ImGui drew, which cover the
// Painter's texts beneath them.
#include <vector>

#include "game/render/drawn_text.h"

namespace bjt::game {

struct PixelRect {
    int x = 0, y = 0, w = 0, h = 0;
};

struct GuiDrawnTexts {
    std::vector<DrawnText> texts;
    std::vector<PixelRect> windows;
};

GuiDrawnTexts gui_drawn_texts();

// Whether `t` lies, even in part, under one of `windows`.
bool under_a_window(const DrawnText& t, const std::vector<PixelRect>& windows);

}  // namespace bjt::game
