#pragma once
// A bar chart drawn with the Painter (the stats screen): columns with their label beneath and their
// value above (outcomes), or rows with the label on the left and the value at the bar's end (trivia
// accuracy by category, whose names are too long to stand under a column).
#include <string>
#include <vector>

#include "game/render/color.h"
#include "game/render/geometry.h"

namespace bjt::game {

class Painter;

class BarChart {
public:
    struct Bar {
        std::string label;
        double value = 0;
        std::string value_text;  // shown with the bar ("12", "75%  9/12")
        Color color;
    };

    // `scale_max` is the value a full bar stands for; 0: the largest bar's value.
    explicit BarChart(std::vector<Bar> bars, double scale_max = 0) : bars_(std::move(bars)), scale_max_(scale_max) {}

    void draw_columns(Painter& p, const Rect& box) const;
    void draw_rows(Painter& p, const Rect& box, float label_width) const;

private:
    double scale() const;

    std::vector<Bar> bars_;
    double scale_max_;
};

}  // namespace bjt::game
