#pragma once
// The stats screen's two ways of writing into its panels, shared by its pages (stats_scene.cpp,
// stats_skill_page.cpp): one line fitted into its box (shrunk to fit, never wrapped), and a panel's heading.
#include <string_view>

#include "game/render/painter.h"
#include "game/render/palette.h"

namespace bjt::game::stats_text {

inline void line(Painter& p, std::string_view s, const Rect& box, float size, Color c, Align align = Align::Left,
                 FontFace face = FontFace::Sans) {
    p.text_in(s, box, {.size = size, .color = c, .align = align, .face = face, .max_lines = 1, .middle = true});
}

inline void heading(Painter& p, std::string_view s, const Rect& box) {
    line(p, s, {box.x + 22, box.y + 10, box.w - 44, 30}, 20, palette::kGold, Align::Left, FontFace::SansBold);
}

}  // namespace bjt::game::stats_text
