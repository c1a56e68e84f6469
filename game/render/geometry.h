#pragma once
// Points and rectangles in the game's logical coordinate space (see Painter): plain values shared by
// the scenes, the view and the input layer.

namespace bjt::game {

struct Point {
    float x = 0;
    float y = 0;
};

struct Rect {
    float x = 0;
    float y = 0;
    float w = 0;
    float h = 0;

    bool contains(Point p) const { return p.x >= x && p.x < x + w && p.y >= y && p.y < y + h; }
    Point center() const { return {x + w / 2, y + h / 2}; }
    Rect inset(float d) const { return {x + d, y + d, w - 2 * d, h - 2 * d}; }
    static Rect centered(Point c, float w, float h) { return {c.x - w / 2, c.y - h / 2, w, h}; }
    friend bool operator==(const Rect&, const Rect&) = default;
};

// Window points to logical units: the HiDPI ratio (points to output pixels), then the letterbox offset and
// scale the Painter lays the logical 1280x720 space out with. A value, so input needs no Painter.
struct PointMapping {
    float pixel_ratio_x = 1;
    float pixel_ratio_y = 1;
    float offset_x = 0;
    float offset_y = 0;
    float scale = 1;

    Point operator()(float window_x, float window_y) const {
        return {(window_x * pixel_ratio_x - offset_x) / scale, (window_y * pixel_ratio_y - offset_y) / scale};
    }
};

inline Point lerp(Point a, Point b, float t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

}  // namespace bjt::game
