#pragma once
// The dark, gold-edged panel the menus and overlays sit on.
#include "game/render/geometry.h"
#include "game/render/painter.h"
#include "game/render/palette.h"

namespace bjt::game {

inline void draw_panel(Painter& p, const Rect& r) {
    p.fill_rounded({r.x + 4, r.y + 6, r.w, r.h}, 18, Color{0, 0, 0, 110});
    p.fill_rounded(r, 18, palette::kPanel);
    p.outline_rounded(r, 18, 2, palette::kPanelBorder);
}

// Dims everything drawn so far (the whole window, not just the logical area).
inline void draw_shade(Painter& p, float alpha = 1.0f) { p.fill(p.visible(), palette::kShade.with_alpha(alpha)); }

}  // namespace bjt::game
