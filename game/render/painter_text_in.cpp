// Painter::text_in: text fitted into a box, and the count of texts that did not fit (issue 11).
#include <algorithm>
#include <string>

#include "game/render/painter.h"
#include "game/render/text_renderer.h"
#include "game/text/text_fit.h"

namespace bjt::game {

namespace {

std::string fit_key(std::string_view s, const Rect& box, const Painter::BoxText& style) {
    std::string key = std::to_string(box.w) + ',' + std::to_string(box.h) + ',' + std::to_string(style.size) + ',' +
                      std::to_string(style.min_size) + ',' + std::to_string(style.max_lines) + ',' +
                      std::to_string(static_cast<int>(style.face)) + '|';
    key += s;
    return key;
}

}  // namespace

const FittedText& Painter::fitted(std::string_view s, const Rect& box, const BoxText& style) {
    // Fitting measures every word at several sizes: done once per text, box and window scale.
    const std::string key = fit_key(s, box, style);
    if (auto it = fits_.find(key); it != fits_.end()) return it->second;
    if (fits_.size() > 2000) fits_.clear();
    const FitRequest request{box.w, box.h, style.size, style.min_size, style.max_lines};
    const MeasureText measure = [this, &style](std::string_view t, float size) {
        return text_width(t, size, style.face);
    };
    return fits_.emplace(key, fit_text(s, request, measure)).first->second;
}

Rect Painter::text_in(std::string_view s, const Rect& box, const BoxText& style) {
    if (s.empty()) return {box.x, box.y, 0, 0};
    const FittedText& fit = fitted(s, box, style);
    if (fit.elided) overflows_.add(s, box.w, box.h);
    const float height = text_block_height(static_cast<int>(fit.lines.size()), fit.size);
    float y = style.middle ? box.y + (box.h - height) / 2 : box.y;
    const float x = style.align == Align::Center  ? box.x + box.w / 2
                    : style.align == Align::Right ? box.x + box.w
                                                  : box.x;
    Rect drawn{x, y, 0, height};
    drawn_.key_figure = style.key_figure;
    for (const std::string& line : fit.lines) {
        const Rect r = text(line, {x, y}, fit.size, style.color, style.align, style.face);
        drawn.x = drawn.w == 0 ? r.x : std::min(drawn.x, r.x);
        drawn.w = std::max(drawn.w, r.w);
        y += fit.size * kLinePitch;
    }
    drawn_.key_figure = false;
    return drawn;
}

Rect Painter::text_line(std::string_view s, Point anchor, float width, BoxText style) {
    style.max_lines = 1;
    style.middle = false;
    const float left = style.align == Align::Center  ? anchor.x - width / 2
                       : style.align == Align::Right ? anchor.x - width
                                                     : anchor.x;
    return text_in(s, {left, anchor.y, width, style.size * kLinePitch}, style);
}

}  // namespace bjt::game
