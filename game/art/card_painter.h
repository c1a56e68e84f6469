#pragma once
// Paints card faces and backs into Canvases at an exact pixel width (height = round(width * 1.4), the 63 x 88 mm
// poker proportion). All geometry is a fraction of the width, so the same card is drawn natively at every
// size instead of being scaled from a fixed bitmap. No SDL here beyond the text masks it is handed.
#include <map>

#include "engine/card.h"
#include "game/art/canvas.h"
#include "game/art/text_masks.h"

namespace bjt::game {

class CardPainter {
public:
    explicit CardPainter(TextMasks& text) : text_(text) {}

    static int height_for(int width_px);

    Canvas face(Card card, int width_px, bool four_colour);
    Canvas back(int width_px);

private:
    // The white card with its edge, shared by every face and back of one width (copied, then drawn on).
    const Canvas& blank(int width_px);
    void paint_indices(Canvas& card, Card c, Rgba ink);
    void paint_number_pips(Canvas& card, Card c, Rgba ink) const;
    void paint_ace(Canvas& card, Card c, Rgba ink) const;
    void paint_court(Canvas& card, Card c, Rgba ink);

    TextMasks& text_;
    std::map<int, Canvas> blanks_;
};

// "A", "2" ... "10", "J", "Q", "K".
const char* rank_label(int rank);

}  // namespace bjt::game
