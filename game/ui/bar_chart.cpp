#include "game/ui/bar_chart.h"

#include <algorithm>

#include "game/render/painter.h"
#include "game/render/palette.h"

namespace bjt::game {

double BarChart::scale() const {
    double top = scale_max_;
    if (top <= 0)
        for (const Bar& b : bars_) top = std::max(top, b.value);
    return top > 0 ? top : 1;
}

void BarChart::draw_columns(Painter& p, const Rect& box) const {
    if (bars_.empty()) return;
    constexpr float kLabel = 24, kValue = 22;
    const float slot = box.w / static_cast<float>(bars_.size());
    const float width = std::min(56.0f, slot * 0.62f);
    const float base = box.y + box.h - kLabel;
    const float tallest = box.h - kLabel - kValue;
    p.fill({box.x, base, box.w, 1.5f}, Color{255, 255, 255, 90});
    for (std::size_t i = 0; i < bars_.size(); ++i) {
        const Bar& b = bars_[i];
        const float cx = box.x + slot * (static_cast<float>(i) + 0.5f);
        const float h = static_cast<float>(b.value / scale()) * tallest;
        if (h > 0.5f) p.fill_rounded({cx - width / 2, base - h, width, h}, std::min(6.0f, h / 2), b.color);
        // Value above the bar and label below it, each within its slot.
        p.text_line(b.value_text, {cx, base - h - kValue + 2}, slot - 4,
                    {.size = 15, .color = palette::kWhite, .align = Align::Center, .face = FontFace::SansBold});
        p.text_line(b.label, {cx, base + 5}, slot - 4,
                    {.size = 13, .color = palette::kFeltText, .align = Align::Center});
    }
}

void BarChart::draw_rows(Painter& p, const Rect& box, float label_width) const {
    if (bars_.empty()) return;
    const float slot = std::min(30.0f, box.h / static_cast<float>(bars_.size()));
    const float height = slot * 0.66f;
    const float room = box.w - label_width - 120;  // the value text after the longest bar
    for (std::size_t i = 0; i < bars_.size(); ++i) {
        const Bar& b = bars_[i];
        const float y = box.y + slot * static_cast<float>(i);
        const float text_size = std::min(15.0f, slot * 0.55f);
        p.text_line(b.label, {box.x + label_width - 10, y + (slot - text_size) / 2 - 2}, label_width - 10,
                    {.size = text_size, .color = palette::kFeltText, .align = Align::Right});
        const float x = box.x + label_width;
        p.fill_rounded({x, y + (slot - height) / 2, room, height}, height / 2, Color{255, 255, 255, 25});
        const float w = static_cast<float>(b.value / scale()) * room;
        if (w > 1) p.fill_rounded({x, y + (slot - height) / 2, std::max(w, height), height}, height / 2, b.color);
        // After the bar, in what is left of the row (at least the 120 units kept for it).
        const float value_x = x + std::max(w, height) + 8;
        p.text_line(b.value_text, {value_x, y + (slot - text_size) / 2 - 2}, box.x + box.w - value_x,
                    {.size = text_size, .color = palette::kWhite, .face = FontFace::SansBold});
    }
}

}  // namespace bjt::game
