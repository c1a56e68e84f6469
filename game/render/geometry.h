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
};

inline Point lerp(Point a, Point b, float t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

}  // namespace bjt::game
