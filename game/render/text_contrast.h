#pragma once
// How well each text drawn in a frame stands out from what lies behind it, measured in the frame's own pixels: the
// background is the commonest colour in the text's box once the glyphs' colour and its blends are left out, so a
// plate, a panel, the felt or a card behind the words is what counts, whatever the palette meant. A script reads the
// worst with `expect low-contrast 0` after a `screenshot` (docs/game-scripts.md); each screenshot's full list is
// written beside it (NAME-contrast.txt).
#include <cstdint>
#include <string>
#include <vector>

#include "game/render/drawn_text.h"

namespace bjt::game {

// A frame's pixels, 0xAARRGGBB, `pitch` pixels per row.
struct PixelView {
    const std::uint32_t* argb = nullptr;
    int width = 0, height = 0, pitch = 0;
};

struct MeasuredText {
    std::string text;
    double ratio = 1;
    double needed = 4.5;  // 4.5:1 for text, 7:1 for a key figure
    Color color, background;
    bool low() const { return ratio < needed; }
};

inline constexpr double kTextContrast = 4.5;
inline constexpr double kKeyFigureContrast = 7.0;

// Every text of `texts` wholly or partly in the frame and drawn at least half opaque, in the order given.
std::vector<MeasuredText> measure_text_contrast(const PixelView& frame, const std::vector<DrawnText>& texts);

// "0", or how many are below what they need and the worst: `2 (worst: 'BANK' 3.1:1 on #1e5a3c, needs 4.5:1)`.
std::string describe_low_contrast(const std::vector<MeasuredText>& measured);

// One line per text, lowest ratio first: `3.10  4.5  #aaaaa0 on #1e5a3c  BANK`.
std::string contrast_report(std::vector<MeasuredText> measured);

}  // namespace bjt::game
