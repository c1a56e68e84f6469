#include "game/ui/line_chart.h"

#include <algorithm>
#include <cmath>

#include "game/render/painter.h"
#include "game/render/palette.h"

namespace bjt::game {

void LineChart::draw(Painter& p, const Rect& box, Color line) const {
    constexpr float kLabelWidth = 92;  // the scale's labels, left of the plot
    const Rect plot{box.x + kLabelWidth, box.y + 8, box.w - kLabelWidth - 12, box.h - 16};
    p.fill(plot, Color{0, 0, 0, 70});
    if (values_.empty()) {
        p.text_line("No rounds yet", plot.center(), plot.w,
                    {.size = 18, .color = palette::kMuted, .align = Align::Center});
        return;
    }
    double lo = *std::min_element(values_.begin(), values_.end());
    double hi = *std::max_element(values_.begin(), values_.end());
    if (has_reference_) lo = std::min(lo, reference_), hi = std::max(hi, reference_);
    // The scale fits the history with a margin, and spans at least a tenth of its size, so a bank that
    // moved by 2% shows the moves instead of a flat line at the top of a chart from zero.
    const double span = std::max({hi - lo, 0.1 * std::max(std::abs(hi), std::abs(lo)), 1.0});
    const double mid = (hi + lo) / 2;
    lo = mid - span * 0.6;
    hi = mid + span * 0.6;
    if (lo < 0 && *std::min_element(values_.begin(), values_.end()) >= 0) hi -= lo, lo = 0;
    const auto y_of = [&](double v) { return plot.y + plot.h - static_cast<float>((v - lo) / (hi - lo)) * plot.h; };
    const auto x_of = [&](std::size_t i) {
        return values_.size() == 1 ? plot.x + plot.w / 2
                                   : plot.x + plot.w * static_cast<float>(i) / static_cast<float>(values_.size() - 1);
    };

    // Grid: the bottom, the middle and the top of the scale.
    for (int g = 0; g <= 2; ++g) {
        const double v = lo + (hi - lo) * g / 2.0;
        const float y = y_of(v);
        p.fill({plot.x, y - 0.5f, plot.w, 1}, Color{255, 255, 255, 40});
        // A bank of millions in points is wider than the label column: shrunk, else cut and counted.
        p.text_line(format_(v), {plot.x - 10, y - 9}, kLabelWidth - 14,
                    {.size = 14, .color = palette::kMuted, .align = Align::Right, .min_size = 9});
    }
    if (has_reference_) {
        const float y = y_of(reference_);
        for (float x = plot.x; x < plot.x + plot.w; x += 14)
            p.fill({x, y - 1, std::min(7.0f, plot.x + plot.w - x), 2}, palette::kGold.with_alpha(0.6f));
        p.text_line(reference_label_, {plot.x + plot.w - 4, y - 20}, plot.w / 2,
                    {.size = 13, .color = palette::kGold, .align = Align::Right});
    }
    // The band under the line, one trapezoid per step (each convex), then the line over it.
    const float base = y_of(lo);
    for (std::size_t i = 1; i < values_.size(); ++i) {
        const Point a{x_of(i - 1), y_of(values_[i - 1])}, b{x_of(i), y_of(values_[i])};
        p.fill_convex({{a.x, base}, a, b, {b.x, base}}, line.with_alpha(0.18f));
    }
    for (std::size_t i = 1; i < values_.size(); ++i)
        p.line({x_of(i - 1), y_of(values_[i - 1])}, {x_of(i), y_of(values_[i])}, 2.5f, line);
    const Point last{x_of(values_.size() - 1), y_of(values_.back())};
    p.fill_circle(last, 5, line);
    // The last value above its point, centred there but kept inside the plot (80 units: "$1,234,567").
    constexpr float kLastWidth = 80;
    p.text_line(
        format_(values_.back()),
        {std::clamp(last.x, plot.x + kLastWidth / 2, plot.x + plot.w - kLastWidth / 2), std::max(plot.y, last.y - 26)},
        kLastWidth,
        {.size = 15, .color = palette::kWhite, .align = Align::Center, .face = FontFace::SansBold, .min_size = 10});
}

}  // namespace bjt::game
