#include "game/art/court_figure.h"

#include <algorithm>
#include <cmath>

#include "game/art/card_painter.h"
#include "game/art/card_palette.h"
#include "game/art/suit_shape.h"

namespace bjt::game {
namespace {

using sdf::Vec2;

constexpr Rgba skin{247, 216, 184, 255};
constexpr Rgba skin_line{150, 96, 70, 255};
constexpr Rgba hair_dark{104, 64, 34, 255};
constexpr Rgba hair_gold{200, 146, 58, 255};
constexpr Rgba beard_grey{208, 204, 196, 255};
constexpr Rgba ermine{250, 250, 248, 255};
constexpr Rgba jewel_red{196, 24, 40, 255};
constexpr Rgba leaf_green{40, 130, 60, 255};
constexpr Rgba royal_blue{34, 70, 156, 255};
constexpr Rgba regal_red{186, 30, 42, 255};
constexpr Rgba gold_line{150, 108, 24, 255};

// Whole-canvas box: the shapes are small, but the half panel is small too, and clipping keeps it cheap.
PixelBox all(const Canvas& c) { return PixelBox{0, 0, c.width(), c.height()}; }

// A shape filled in `colour` with a darker outline `line` wide, drawn as outline-then-fill.
template <class Distance>
void outlined(Canvas& c, const Distance& d, Rgba colour, Rgba outline, float line) {
    c.fill([&](Vec2 p) { return d(p) - line; }, outline, all(c));
    c.fill(d, colour, all(c));
}

}  // namespace

Rgba CourtFigure::field_colour() { return Rgba{252, 246, 226, 255}; }

void CourtFigure::paint_half(Canvas& half, Card card, Rgba ink) {
    const auto u = static_cast<float>(half.width());
    // Reds get a royal-blue second colour and the dark suits a red one, as printed court cards pair them.
    const bool ink_is_red = ink.r > 150 && ink.g < 90;
    const Rgba accent = ink_is_red ? royal_blue : regal_red;

    // Large rank letter and suit pip in the upper-left of the panel.
    const int cap = std::max(6, static_cast<int>(std::lround(0.2f * u)));
    const AlphaMask& letter = text_.mask(rank_label(card.rank()), cap);
    const float letter_x = 0.07f * u;
    const float letter_y = 0.06f * u;
    half.draw_mask(letter, static_cast<int>(std::lround(letter_x)) - TextMasks::margin,
                   static_cast<int>(std::lround(letter_y)) - TextMasks::margin, ink);
    const float letter_centre = letter_x + static_cast<float>(letter.width - 2 * TextMasks::margin) * 0.5f;
    const float pip = 0.15f * u;
    paint_pip(half, card.suit(), letter_centre, letter_y + static_cast<float>(cap) + 0.05f * u + pip * 0.5f, pip, ink);

    const float fx = 0.6f * u;  // the figure stands right of the letter column
    switch (card.rank()) {
        case 13: paint_king(half, fx, u, ink, accent); break;
        case 12: paint_queen(half, fx, u, ink, accent); break;
        default: paint_jack(half, fx, u, ink, accent); break;
    }
}

void CourtFigure::paint_face(Canvas& c, float fx, float u, bool beard) const {
    const float line = std::max(0.6f, 0.012f * u);
    const Vec2 head{fx, 0.5f * u};
    const float r = 0.12f * u;
    // Neck, then the head over it.
    c.fill([&](Vec2 p) { return sdf::box(p, Vec2{fx, 0.64f * u}, Vec2{0.045f * u, 0.06f * u}); }, skin, all(c));
    outlined(
        c, [&](Vec2 p) { return sdf::circle(p, head, r); }, skin, skin_line, line);
    if (beard) {
        outlined(
            c,
            [&](Vec2 p) {
                return sdf::subtract(sdf::ellipse(p, Vec2{fx, 0.57f * u}, Vec2{0.115f * u, 0.11f * u}),
                                     sdf::circle(p, Vec2{fx, 0.455f * u}, 0.1f * u));
            },
            beard_grey, skin_line, line);
    }
    const float eye = std::max(0.7f, 0.016f * u);
    for (float side : {-1.0f, 1.0f}) {
        c.fill(
            [&](Vec2 p) {
                return sdf::circle(p, Vec2{fx + side * 0.045f * u, 0.485f * u}, eye);
            },
            card_palette::black, all(c));
    }
    const float mouth_y = beard ? 0.56f * u : 0.55f * u;
    c.fill(
        [&](Vec2 p) {
            return sdf::capsule(p, Vec2{fx - 0.03f * u, mouth_y}, Vec2{fx + 0.03f * u, mouth_y}, line * 0.8f);
        },
        jewel_red, all(c));
}

void CourtFigure::paint_king(Canvas& c, float fx, float u, Rgba ink, Rgba accent) const {
    const float line = std::max(0.6f, 0.012f * u);
    const float h = static_cast<float>(c.height()) * 0.5f;  // the panel centre line
    // Robe in the suit colour with a gold front band, and an ermine collar over the shoulders.
    outlined(
        c,
        [&](Vec2 p) {
            return sdf::rounded_box(p, Vec2{fx, h + 0.1f * u}, Vec2{0.36f * u, h - 0.58f * u}, 0.16f * u);
        },
        ink, card_palette::black, line);
    c.fill([&](Vec2 p) { return sdf::box(p, Vec2{fx, h}, Vec2{0.06f * u, h - 0.7f * u}); }, card_palette::gold, all(c));
    c.fill([&](Vec2 p) { return sdf::box(p, Vec2{fx, h}, Vec2{0.02f * u, h - 0.7f * u}); }, accent, all(c));
    outlined(
        c,
        [&](Vec2 p) {
            return sdf::rounded_box(p, Vec2{fx, 0.72f * u}, Vec2{0.3f * u, 0.05f * u}, 0.05f * u);
        },
        ermine, card_palette::black, line * 0.7f);
    for (int i = -2; i <= 2; ++i) {
        const float x = fx + static_cast<float>(i) * 0.11f * u;
        c.fill(
            [&](Vec2 p) {
                return sdf::rhombus(p, Vec2{x, 0.72f * u}, Vec2{0.014f * u, 0.026f * u});
            },
            card_palette::black, all(c));
    }
    paint_face(c, fx, u, true);
    // Crown: a gold band with three spikes, a ball on each tip and a red jewel in the band.
    const float band_top = 0.33f * u, band_bottom = 0.4f * u;
    const auto crown = [&](Vec2 p) {
        float d =
            sdf::box(p, Vec2{fx, (band_top + band_bottom) * 0.5f}, Vec2{0.14f * u, (band_bottom - band_top) * 0.5f});
        for (int i = -1; i <= 1; ++i) {
            const float x = fx + static_cast<float>(i) * 0.1f * u;
            const float tip = i == 0 ? 0.19f * u : 0.23f * u;
            d = sdf::unite(d, sdf::triangle(p, Vec2{x - 0.05f * u, band_top + 0.01f * u},
                                            Vec2{x + 0.05f * u, band_top + 0.01f * u}, Vec2{x, tip}));
            d = sdf::unite(d, sdf::circle(p, Vec2{x, tip}, 0.022f * u));
        }
        return d;
    };
    outlined(c, crown, card_palette::gold, gold_line, line);
    c.fill(
        [&](Vec2 p) {
            return sdf::rhombus(p, Vec2{fx, (band_top + band_bottom) * 0.5f}, Vec2{0.025f * u, 0.03f * u});
        },
        accent, all(c));
}

void CourtFigure::paint_queen(Canvas& c, float fx, float u, Rgba ink, Rgba accent) const {
    const float line = std::max(0.6f, 0.012f * u);
    const float h = static_cast<float>(c.height()) * 0.5f;  // the panel centre line
    // Long hair falls behind the head and onto the shoulders.
    outlined(
        c,
        [&](Vec2 p) {
            return sdf::rounded_box(p, Vec2{fx, 0.56f * u}, Vec2{0.165f * u, 0.2f * u}, 0.13f * u);
        },
        hair_gold, gold_line, line);
    // Gown in the second colour with a suit-coloured bodice panel and a neckline.
    outlined(
        c,
        [&](Vec2 p) {
            return sdf::rounded_box(p, Vec2{fx, h + 0.1f * u}, Vec2{0.34f * u, h - 0.6f * u}, 0.2f * u);
        },
        accent, card_palette::black, line);
    c.fill(
        [&](Vec2 p) {
            return sdf::triangle(p, Vec2{fx - 0.16f * u, 0.68f * u}, Vec2{fx + 0.16f * u, 0.68f * u},
                                 Vec2{fx, h + 0.2f * u});
        },
        ink, all(c));
    paint_face(c, fx, u, false);
    // Pearl necklace on an arc under the chin.
    for (int i = -3; i <= 3; ++i) {
        const float a = static_cast<float>(i) * 0.3f;
        const Vec2 pearl{fx + std::sin(a) * 0.1f * u, 0.6f * u + std::cos(a) * 0.08f * u};
        outlined(
            c, [&](Vec2 p) { return sdf::circle(p, pearl, 0.018f * u); }, ermine, gold_line, line * 0.5f);
    }
    // Tiara: a low gold arc topped with pearls, the middle one highest.
    const auto tiara = [&](Vec2 p) {
        return sdf::intersect(sdf::ring(p, Vec2{fx, 0.5f * u}, 0.135f * u, 0.022f * u), p.y - 0.43f * u);
    };
    outlined(c, tiara, card_palette::gold, gold_line, line * 0.7f);
    for (int i = -2; i <= 2; ++i) {
        const float a = static_cast<float>(i) * 0.42f;
        const float rr = (i == 0 ? 0.19f : 0.165f) * u;
        const Vec2 pearl{fx + std::sin(a) * rr, 0.5f * u - std::cos(a) * rr};
        outlined(
            c, [&](Vec2 p) { return sdf::circle(p, pearl, (i == 0 ? 0.03f : 0.022f) * u); }, ermine, gold_line,
            line * 0.6f);
    }
    // A rose held at the shoulder: five petals round a heart, on a green stem.
    const Vec2 rose{fx - 0.25f * u, 0.84f * u};
    c.fill([&](Vec2 p) { return sdf::capsule(p, rose, Vec2{rose.x + 0.05f * u, h}, line * 1.2f); }, leaf_green, all(c));
    c.fill(
        [&](Vec2 p) {
            return sdf::ellipse(p, Vec2{rose.x + 0.05f * u, rose.y + 0.09f * u}, Vec2{0.04f * u, 0.018f * u});
        },
        leaf_green, all(c));
    for (int i = 0; i < 5; ++i) {
        const float a = static_cast<float>(i) * 1.2566371f;
        const Vec2 petal{rose.x + std::cos(a) * 0.03f * u, rose.y + std::sin(a) * 0.03f * u};
        outlined(
            c, [&](Vec2 p) { return sdf::circle(p, petal, 0.03f * u); }, jewel_red, card_palette::black, line * 0.5f);
    }
    c.fill([&](Vec2 p) { return sdf::circle(p, rose, 0.018f * u); }, card_palette::gold, all(c));
}

void CourtFigure::paint_jack(Canvas& c, float fx, float u, Rgba ink, Rgba accent) const {
    const float line = std::max(0.6f, 0.012f * u);
    const float h = static_cast<float>(c.height()) * 0.5f;  // the panel centre line
    // Short dark hair showing under the cap.
    outlined(
        c,
        [&](Vec2 p) {
            return sdf::circle(p, Vec2{fx, 0.47f * u}, 0.135f * u);
        },
        hair_dark, card_palette::black, line);
    // Tunic in the suit colour with gold trim forming a V, sleeves in the second colour.
    outlined(
        c,
        [&](Vec2 p) {
            return sdf::rounded_box(p, Vec2{fx, h + 0.1f * u}, Vec2{0.35f * u, h - 0.6f * u}, 0.1f * u);
        },
        accent, card_palette::black, line);
    c.fill(
        [&](Vec2 p) {
            return sdf::rounded_box(p, Vec2{fx, h + 0.1f * u}, Vec2{0.22f * u, h - 0.6f * u}, 0.06f * u);
        },
        ink, all(c));
    for (float side : {-1.0f, 1.0f}) {
        c.fill(
            [&](Vec2 p) {
                return sdf::capsule(p, Vec2{fx + side * 0.16f * u, 0.7f * u}, Vec2{fx, 0.88f * u}, 0.022f * u);
            },
            card_palette::gold, all(c));
    }
    paint_face(c, fx, u, false);
    // A soft cap worn at an angle with a long gold feather sweeping up and back.
    c.fill(
        [&](Vec2 p) {
            return sdf::capsule(p, Vec2{fx + 0.06f * u, 0.36f * u}, Vec2{fx + 0.27f * u, 0.14f * u}, 0.028f * u);
        },
        card_palette::gold, all(c));
    c.fill(
        [&](Vec2 p) {
            return sdf::capsule(p, Vec2{fx + 0.06f * u, 0.36f * u}, Vec2{fx + 0.27f * u, 0.14f * u}, 0.006f * u);
        },
        gold_line, all(c));
    outlined(
        c,
        [&](Vec2 p) {
            return sdf::subtract(sdf::ellipse(p, Vec2{fx - 0.01f * u, 0.38f * u}, Vec2{0.18f * u, 0.075f * u}),
                                 sdf::circle(p, Vec2{fx, 0.56f * u}, 0.14f * u));
        },
        accent, card_palette::black, line);
    c.fill(
        [&](Vec2 p) {
            return sdf::capsule(p, Vec2{fx - 0.15f * u, 0.405f * u}, Vec2{fx + 0.15f * u, 0.405f * u}, 0.014f * u);
        },
        card_palette::gold, all(c));
}

}  // namespace bjt::game
