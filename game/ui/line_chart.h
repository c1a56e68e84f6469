#pragma once
// A line chart drawn with the Painter (the stats screen's bank over time): values over an even x axis,
// a shaded band beneath the line, a dashed reference level (the starting bank), the scale's ends and the
// last value labelled. The scale fits the values (with a margin), so small and large swings both show.
#include <functional>
#include <string>
#include <vector>

#include "game/render/color.h"
#include "game/render/geometry.h"

namespace bjt::game {

class Painter;

class LineChart {
public:
    using Format = std::function<std::string(double)>;

    LineChart(std::vector<double> values, Format format) : values_(std::move(values)), format_(std::move(format)) {}
    // A horizontal level drawn dashed with its label (e.g. "start").
    void set_reference(double value, std::string label) {
        reference_ = value;
        reference_label_ = std::move(label);
        has_reference_ = true;
    }

    void draw(Painter& p, const Rect& box, Color line) const;

private:
    std::vector<double> values_;
    Format format_;
    double reference_ = 0;
    std::string reference_label_;
    bool has_reference_ = false;
};

}  // namespace bjt::game
