#pragma once
// The figure on a jack, queen or king, drawn by code as the top half of a double-ended court card: a large
// rank letter with the suit below it, and a bust whose headwear and dress tell the ranks apart at a glance
// (king: spiked crown, beard, ermine collar; queen: pearl tiara, long hair, a rose; jack: feathered cap,
// clean-shaven, gold-trimmed tunic). CardPainter mirrors the half to make the full panel.
#include "engine/card.h"
#include "game/art/canvas.h"
#include "game/art/text_masks.h"

namespace bjt::game {

class CourtFigure {
public:
    explicit CourtFigure(TextMasks& text) : text_(text) {}

    static Rgba field_colour();

    // Paints the upper figure into a canvas the size of the whole panel; CardPainter cuts it at the divider.
    void paint_half(Canvas& half, Card card, Rgba ink);

private:
    void paint_king(Canvas& c, float fx, float u, Rgba ink, Rgba accent) const;
    void paint_queen(Canvas& c, float fx, float u, Rgba ink, Rgba accent) const;
    void paint_jack(Canvas& c, float fx, float u, Rgba ink, Rgba accent) const;
    void paint_face(Canvas& c, float fx, float u, bool beard) const;

    TextMasks& text_;
};

}  // namespace bjt::game
