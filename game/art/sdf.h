#pragma once
// Signed distance functions in pixels (negative inside, y pointing down), the building blocks every procedural
// shape is made of. A shape is drawn by sampling its distance at each pixel centre and covering the pixel by
// clamp(0.5 - d, 0, 1): one sample per pixel gives an exact-looking one-pixel anti-aliased edge at any size,
// which is why the art is crisp at 60 px and at 300 px alike. Formulas after Inigo Quilez's 2D distance notes.
#include <algorithm>
#include <cmath>

namespace bjt::game::sdf {

struct Vec2 {
    float x = 0;
    float y = 0;
    constexpr Vec2 operator+(Vec2 o) const { return {x + o.x, y + o.y}; }
    constexpr Vec2 operator-(Vec2 o) const { return {x - o.x, y - o.y}; }
    constexpr Vec2 operator*(float s) const { return {x * s, y * s}; }
};

inline float dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
inline float length(Vec2 a) { return std::sqrt(dot(a, a)); }
inline float cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }

inline float circle(Vec2 p, Vec2 centre, float radius) { return length(p - centre) - radius; }

// Rectangle with rounded corners; half = half extents, radius <= min(half).
inline float rounded_box(Vec2 p, Vec2 centre, Vec2 half, float radius) {
    const float qx = std::fabs(p.x - centre.x) - half.x + radius;
    const float qy = std::fabs(p.y - centre.y) - half.y + radius;
    const float outside = std::sqrt(std::max(qx, 0.0f) * std::max(qx, 0.0f) + std::max(qy, 0.0f) * std::max(qy, 0.0f));
    return outside + std::min(std::max(qx, qy), 0.0f) - radius;
}

inline float box(Vec2 p, Vec2 centre, Vec2 half) { return rounded_box(p, centre, half, 0.0f); }

// A line segment thickened to radius r (a capsule).
inline float capsule(Vec2 p, Vec2 a, Vec2 b, float r) {
    const Vec2 pa = p - a;
    const Vec2 ba = b - a;
    const float h = std::clamp(dot(pa, ba) / dot(ba, ba), 0.0f, 1.0f);
    return length(pa - ba * h) - r;
}

// Any triangle, either winding.
inline float triangle(Vec2 p, Vec2 p0, Vec2 p1, Vec2 p2) {
    const Vec2 e0 = p1 - p0, e1 = p2 - p1, e2 = p0 - p2;
    const Vec2 v0 = p - p0, v1 = p - p1, v2 = p - p2;
    const Vec2 pq0 = v0 - e0 * std::clamp(dot(v0, e0) / dot(e0, e0), 0.0f, 1.0f);
    const Vec2 pq1 = v1 - e1 * std::clamp(dot(v1, e1) / dot(e1, e1), 0.0f, 1.0f);
    const Vec2 pq2 = v2 - e2 * std::clamp(dot(v2, e2) / dot(e2, e2), 0.0f, 1.0f);
    const float s = cross(e0, e2) < 0 ? -1.0f : 1.0f;
    const float d0 = dot(pq0, pq0), d1 = dot(pq1, pq1), d2 = dot(pq2, pq2);
    const float s0 = s * cross(v0, e0), s1 = s * cross(v1, e1), s2 = s * cross(v2, e2);
    const float d = std::min({d0, d1, d2});
    const float sign = std::min({s0, s1, s2}) > 0 ? -1.0f : 1.0f;
    return sign * std::sqrt(d);
}

// Rhombus (diamond) with half extents b.
inline float rhombus(Vec2 p, Vec2 centre, Vec2 b) {
    const Vec2 q{std::fabs(p.x - centre.x), std::fabs(p.y - centre.y)};
    const float ndot = b.x * (b.x - 2 * q.x) - b.y * (b.y - 2 * q.y);
    const float h = std::clamp(ndot / dot(b, b), -1.0f, 1.0f);
    const Vec2 toward{q.x - 0.5f * b.x * (1 - h), q.y - 0.5f * b.y * (1 + h)};
    const float d = length(toward);
    return d * (q.x * b.y + q.y * b.x - b.x * b.y < 0 ? -1.0f : 1.0f);
}

// Ellipse, approximated by scaling a circle: exact on the axes, close enough elsewhere for a one-pixel edge.
inline float ellipse(Vec2 p, Vec2 centre, Vec2 radii) {
    const float nx = (p.x - centre.x) / radii.x;
    const float ny = (p.y - centre.y) / radii.y;
    const float k = std::sqrt(nx * nx + ny * ny);
    return (k - 1.0f) * std::min(radii.x, radii.y);
}

// A ring (annulus) of the given mid radius and half thickness.
inline float ring(Vec2 p, Vec2 centre, float mid_radius, float half_thickness) {
    return std::fabs(length(p - centre) - mid_radius) - half_thickness;
}

inline float unite(float a, float b) { return std::min(a, b); }
inline float intersect(float a, float b) { return std::max(a, b); }
inline float subtract(float a, float b) { return std::max(a, -b); }

}  // namespace bjt::game::sdf
