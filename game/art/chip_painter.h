#pragma once
// Paints a casino chip seen from above at an exact diameter: clay body with rectangular edge spots, a fine inner
// ring, and the value printed on a light centre inlay.
#include "engine/money.h"
#include "game/art/canvas.h"
#include "game/art/text_masks.h"

namespace bjt::game {

struct ChipStyle;

class ChipPainter {
public:
    explicit ChipPainter(TextMasks& text) : text_(text) {}
    Canvas chip(bjt::Cents value, int diameter_px);

private:
    void paint_value(Canvas& canvas, bjt::Cents value, const ChipStyle& style, float r);

    TextMasks& text_;
};

}  // namespace bjt::game
