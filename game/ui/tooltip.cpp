#include "game/ui/tooltip.h"

#include <algorithm>

#include "game/render/painter.h"
#include "game/render/palette.h"

namespace bjt::game {

namespace {
constexpr float kWidth = 540;
constexpr float kPad = 12;
constexpr float kLineH = 44;  // two rows of 15-unit text
constexpr float kGap = 18;  // between the anchor and the box
}  // namespace

void draw_tooltip(Painter& p, const std::vector<std::string>& lines, const Rect& target) {
    if (lines.empty()) return;
    const Rect window = p.visible();
    const float h = 2 * kPad + kLineH * static_cast<float>(lines.size());
    const float x = std::clamp(target.center().x - kWidth / 2, window.x + 8,
                               std::max(window.x + 8, window.x + window.w - kWidth - 8));
    const bool below = target.center().y < window.y + window.h / 2;
    const float y = below ? std::min(target.y + target.h + kGap, window.y + window.h - h - 8)
                          : std::max(target.y - kGap - h, window.y + 8);
    const Rect box{x, y, kWidth, h};
    p.fill_rounded({box.x + 3, box.y + 4, box.w, box.h}, 10, Color{0, 0, 0, 120});
    p.fill_rounded(box, 10, Color{8, 14, 12, 245});
    p.outline_rounded(box, 10, 2, palette::kFocus);
    float row = box.y + kPad;
    for (const std::string& line : lines) {
        p.text_in(line, {box.x + kPad, row, box.w - 2 * kPad, kLineH},
                  {.size = 15, .color = palette::kWhite, .min_size = 11, .max_lines = 2});
        row += kLineH;
    }
}

}  // namespace bjt::game
