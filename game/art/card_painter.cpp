#include "game/art/card_painter.h"

#include <algorithm>
#include <cmath>

#include "game/art/card_palette.h"
#include "game/art/court_figure.h"
#include "game/art/pip_layout.h"
#include "game/art/suit_shape.h"

namespace bjt::game {
namespace {

using sdf::Vec2;

int px(float v) { return static_cast<int>(std::lround(v)); }

}  // namespace

const char* rank_label(int rank) {
    static constexpr const char* labels[] = {"?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    return rank >= 1 && rank <= 13 ? labels[rank] : labels[0];
}

int CardPainter::height_for(int width_px) { return px(static_cast<float>(width_px) * 1.4f); }

const Canvas& CardPainter::blank(int width_px) {
    if (auto it = blanks_.find(width_px); it != blanks_.end()) return it->second;
    const int h = height_for(width_px);
    const auto w = static_cast<float>(width_px);
    const auto hf = static_cast<float>(h);
    Canvas card(width_px, h);
    const float radius = std::max(2.0f, 0.06f * w);
    const float border = std::max(1.0f, 0.011f * w);
    const Vec2 centre{w * 0.5f, hf * 0.5f};
    // The edge colour first, then the paper inset by the border width: a crisp thin outline at any size.
    card.fill(
        [&](Vec2 p) {
            return sdf::rounded_box(p, centre, Vec2{w * 0.5f, hf * 0.5f}, radius);
        },
        card_palette::edge, PixelBox{0, 0, width_px, h});
    card.fill(
        [&](Vec2 p) {
            return sdf::rounded_box(p, centre, Vec2{w * 0.5f - border, hf * 0.5f - border}, radius - border * 0.5f);
        },
        card_palette::paper, PixelBox{0, 0, width_px, h});
    return blanks_.emplace(width_px, std::move(card)).first->second;
}

Canvas CardPainter::face(Card card, int width_px, bool four_colour) {
    Canvas canvas = blank(width_px);
    if (!card.valid()) return canvas;
    const Rgba ink = card_palette::suit_colour(card.suit(), four_colour);
    if (card.rank() >= 11) {
        paint_court(canvas, card, ink);
    } else if (card.rank() == 1) {
        paint_ace(canvas, card, ink);
    } else {
        paint_number_pips(canvas, card, ink);
    }
    paint_indices(canvas, card, ink);
    return canvas;
}

// The corner index (rank over a small pip) is painted once into a tile whose coordinates are the card's own
// top-left corner, then composited there and, turned 180 degrees, in the bottom-right corner: the two indices
// are exact rotations of each other.
void CardPainter::paint_indices(Canvas& card, Card c, Rgba ink) {
    const auto w = static_cast<float>(card.width());
    const int cap = std::max(6, px(0.155f * w));
    const float column_centre = 0.1f * w;
    const float top = 0.065f * w;
    const int max_rank_width = std::max(5, px(0.15f * w));

    AlphaMask rank = text_.mask(rank_label(c.rank()), cap, 0.02f);
    const int m = TextMasks::margin;
    if (rank.width - 2 * m > max_rank_width) rank = squeeze_width(rank, max_rank_width + 2 * m);

    const float pip_size = std::max(5.0f, 0.115f * w);
    const float pip_centre_y = top + static_cast<float>(cap) + 0.04f * w + pip_size * 0.5f;
    const int tile_w = px(0.2f * w);
    const int tile_h = static_cast<int>(std::ceil(pip_centre_y + pip_size * 0.5f + 2.0f));

    Canvas tile(tile_w, tile_h);
    const int rank_x = px(column_centre - static_cast<float>(rank.width) * 0.5f);
    tile.draw_mask(rank, rank_x, px(top) - m, ink);
    paint_pip(tile, c.suit(), column_centre, pip_centre_y, pip_size, ink);

    card.draw_canvas(tile, 0, 0);
    card.draw_canvas(tile, card.width() - tile_w, card.height() - tile_h, true);
}

void CardPainter::paint_number_pips(Canvas& card, Card c, Rgba ink) const {
    const auto w = static_cast<float>(card.width());
    const auto h = static_cast<float>(card.height());
    const float left = 0.3f * w, right = 0.7f * w;
    const float top = 0.2f * h, bottom = 0.8f * h;
    const float size = 0.19f * w;
    for (const PipPlace& place : pip_layout(c.rank())) {
        paint_pip(card, c.suit(), left + (right - left) * place.x, top + (bottom - top) * place.y, size, ink,
                  place.upside_down);
    }
}

void CardPainter::paint_ace(Canvas& card, Card c, Rgba ink) const {
    const auto w = static_cast<float>(card.width());
    const auto h = static_cast<float>(card.height());
    const Vec2 centre{w * 0.5f, h * 0.5f};
    if (c.suit() == Suit::Spades) {
        // The ace of spades is traditionally the decorated one: a fine double ring around a larger pip.
        const float r = 0.33f * w;
        const float line = std::max(0.6f, 0.008f * w);
        card.fill([&](Vec2 p) { return sdf::ring(p, centre, r, line); }, ink,
                  box_around(centre.x, centre.y, r + line, r + line));
        card.fill([&](Vec2 p) { return sdf::ring(p, centre, r - 3.0f * line, line * 0.6f); }, card_palette::gold,
                  box_around(centre.x, centre.y, r, r));
        paint_pip(card, c.suit(), centre.x, centre.y, 0.46f * w, ink);
    } else {
        paint_pip(card, c.suit(), centre.x, centre.y, 0.42f * w, ink);
    }
}

void CardPainter::paint_court(Canvas& card, Card c, Rgba ink) {
    const auto w = static_cast<float>(card.width());
    const auto h = static_cast<float>(card.height());
    const float x0 = 0.2f * w, x1 = 0.8f * w;
    const float y0 = 0.065f * w, y1 = h - 0.065f * w;
    const float line = std::max(1.0f, 0.012f * w);
    const Vec2 centre{(x0 + x1) * 0.5f, (y0 + y1) * 0.5f};
    const Vec2 half{(x1 - x0) * 0.5f, (y1 - y0) * 0.5f};
    const PixelBox box = box_around(centre.x, centre.y, half.x, half.y);

    // Frame: suit-coloured outer line, then the tinted field the figure stands on.
    card.fill([&](Vec2 p) { return sdf::box(p, centre, half); }, ink, box);
    card.fill(
        [&](Vec2 p) {
            return sdf::box(p, centre, Vec2{half.x - line, half.y - line});
        },
        CourtFigure::field_colour(), box);

    // The figure is double-ended like a real court card: it is painted once on a panel-sized canvas, cut along
    // a diagonal through the panel centre, and composited again turned 180 degrees. A line through the centre
    // maps onto itself under a half turn, so the two cut halves meet exactly along the divider.
    const int panel_x = px(x0 + line);
    const int panel_y = px(y0 + line);
    const int panel_w = card.width() - 2 * panel_x;
    const int panel_h = card.height() - 2 * panel_y;
    Canvas figure(panel_w, panel_h);
    CourtFigure(text_).paint_half(figure, c, ink);
    const Vec2 pc{static_cast<float>(panel_w) * 0.5f, static_cast<float>(panel_h) * 0.5f};
    constexpr float slope = 0.28f;  // divider rises to the right
    const float norm = std::sqrt(1.0f + slope * slope);
    const auto above_divider = [&](Vec2 p) { return ((p.y - pc.y) + slope * (p.x - pc.x)) / norm; };
    figure.keep_inside(above_divider);
    card.draw_canvas(figure, panel_x, panel_y);
    card.draw_canvas(figure, panel_x, panel_y, true);

    // A fine gold rule inside the frame and a suit-coloured divider where the two halves meet.
    const float inset = line * 2.5f;
    card.fill(
        [&](Vec2 p) {
            return std::fabs(sdf::box(p, centre, Vec2{half.x - inset, half.y - inset})) - line * 0.35f;
        },
        card_palette::gold, box);
    card.fill(
        [&](Vec2 p) {
            const Vec2 local{p.x - static_cast<float>(panel_x), p.y - static_cast<float>(panel_y)};
            return sdf::intersect(std::fabs(above_divider(local)) - line * 0.5f,
                                  sdf::box(p, centre, Vec2{half.x - inset, half.y - inset}));
        },
        ink, box);
}

Canvas CardPainter::back(int width_px) {
    Canvas canvas = blank(width_px);
    const auto w = static_cast<float>(canvas.width());
    const auto h = static_cast<float>(canvas.height());
    const Vec2 centre{w * 0.5f, h * 0.5f};
    const float margin = 0.07f * w;
    const Vec2 half{w * 0.5f - margin, h * 0.5f - margin};
    const float radius = 0.035f * w;
    const PixelBox box{0, 0, canvas.width(), canvas.height()};
    const auto field = [&](Vec2 p) { return sdf::rounded_box(p, centre, half, radius); };
    canvas.fill(field, card_palette::back_red, box);

    // A diagonal lattice with a dot in every diamond, clipped to the red field; the pattern is centred so the
    // back is symmetric under a half turn (no way to tell which end is up, as on real backs).
    const float spacing = std::max(4.0f, 0.075f * w);
    const float line = std::max(0.7f, 0.011f * w);
    const float inner_margin = 0.035f * w;
    const Vec2 inner_half{half.x - inner_margin, half.y - inner_margin};
    const auto inner = [&](Vec2 p) { return sdf::rounded_box(p, centre, inner_half, radius * 0.6f); };
    const auto lattice = [&](Vec2 p) {
        const float u = ((p.x - centre.x) + (p.y - centre.y)) * 0.70710678f;
        const float v = ((p.x - centre.x) - (p.y - centre.y)) * 0.70710678f;
        const float du = std::fabs(u - spacing * std::round(u / spacing));
        const float dv = std::fabs(v - spacing * std::round(v / spacing));
        return std::min(du, dv) - line * 0.5f;
    };
    canvas.fill([&](Vec2 p) { return sdf::intersect(inner(p), lattice(p)); }, card_palette::back_line, box);
    const auto dots = [&](Vec2 p) {
        const float u = ((p.x - centre.x) + (p.y - centre.y)) * 0.70710678f;
        const float v = ((p.x - centre.x) - (p.y - centre.y)) * 0.70710678f;
        const float cu = spacing * (std::floor(u / spacing) + 0.5f);
        const float cv = spacing * (std::floor(v / spacing) + 0.5f);
        return std::sqrt((u - cu) * (u - cu) + (v - cv) * (v - cv)) - spacing * 0.12f;
    };
    canvas.fill([&](Vec2 p) { return sdf::intersect(inner(p), dots(p)); }, card_palette::back_line, box);
    // White frame line between the lattice and the border, like the printed rule on casino backs.
    canvas.fill([&](Vec2 p) { return std::fabs(inner(p) + line) - line * 0.6f; }, card_palette::paper, box);
    return canvas;
}

}  // namespace bjt::game
