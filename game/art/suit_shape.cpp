#include "game/art/suit_shape.h"

#include <cmath>

namespace bjt::game {
namespace {

using sdf::Vec2;

// The heart is two lobes joined to the point by the lines tangent to both lobes, so the sides run straight
// into the curves with no kink. The tangent points are worked out once from the lobe circles.
struct HeartGeometry {
    Vec2 left_centre{-0.235f, -0.205f};
    Vec2 right_centre{0.235f, -0.205f};
    float radius = 0.265f;
    Vec2 tip{0.0f, 0.5f};
    Vec2 left_tangent;
    Vec2 right_tangent;

    HeartGeometry() {
        // Tangent from the tip to the right lobe, on its outer side: angle between (tip - centre) and
        // (tangent - centre) is acos(r / |tip - centre|).
        const Vec2 v = tip - right_centre;
        const float dist = sdf::length(v);
        const float alpha = std::acos(radius / dist);
        const float base = std::atan2(v.y, v.x);
        const float angle = base - alpha;  // rotate away from the middle (towards +x)
        right_tangent = Vec2{right_centre.x + radius * std::cos(angle), right_centre.y + radius * std::sin(angle)};
        left_tangent = Vec2{-right_tangent.x, right_tangent.y};
    }
};

const HeartGeometry& heart_geometry() {
    static const HeartGeometry geometry;
    return geometry;
}

float heart(Vec2 p) {
    const HeartGeometry& h = heart_geometry();
    const float lobes = sdf::unite(sdf::circle(p, h.left_centre, h.radius), sdf::circle(p, h.right_centre, h.radius));
    // The second triangle (lobe centres to the tip) fills the sliver between the lobes and the tangent edge.
    const float sides = sdf::unite(sdf::triangle(p, h.left_tangent, h.right_tangent, h.tip),
                                   sdf::triangle(p, h.left_centre, h.right_centre, h.tip));
    return sdf::unite(lobes, sides);
}

float spade(Vec2 p) {
    // An upside-down heart for the blade, shrunk to leave room for the stem.
    constexpr float scale = 0.84f;
    const Vec2 blade{p.x / scale, -(p.y + 0.08f) / scale};
    const float body = heart(blade) * scale;
    const float stem = sdf::triangle(p, Vec2{0.0f, 0.02f}, Vec2{-0.2f, 0.5f}, Vec2{0.2f, 0.5f});
    return sdf::unite(body, stem);
}

float club(Vec2 p) {
    constexpr float r = 0.235f;
    float d = sdf::circle(p, Vec2{0.0f, -0.265f}, r);
    d = sdf::unite(d, sdf::circle(p, Vec2{-0.265f, 0.095f}, r));
    d = sdf::unite(d, sdf::circle(p, Vec2{0.265f, 0.095f}, r));
    d = sdf::unite(d, sdf::circle(p, Vec2{0.0f, 0.0f}, 0.13f));
    return sdf::unite(d, sdf::triangle(p, Vec2{0.0f, -0.02f}, Vec2{-0.19f, 0.5f}, Vec2{0.19f, 0.5f}));
}

float diamond(Vec2 p) { return sdf::rhombus(p, Vec2{0, 0}, Vec2{0.39f, 0.5f}); }

}  // namespace

float suit_distance(Suit suit, sdf::Vec2 unit_point) {
    switch (suit) {
        case Suit::Spades: return spade(unit_point);
        case Suit::Hearts: return heart(unit_point);
        case Suit::Diamonds: return diamond(unit_point);
        case Suit::Clubs: return club(unit_point);
    }
    return 1.0f;
}

void paint_pip(Canvas& canvas, Suit suit, float cx, float cy, float size, Rgba colour, bool upside_down) {
    const float flip = upside_down ? -1.0f : 1.0f;
    canvas.fill(
        [&](sdf::Vec2 p) {
            const sdf::Vec2 unit{(p.x - cx) / size * flip, (p.y - cy) / size * flip};
            return suit_distance(suit, unit) * size;
        },
        colour, box_around(cx, cy, size * 0.5f, size * 0.5f));
}

}  // namespace bjt::game
