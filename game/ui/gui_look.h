#pragma once
// Dear ImGui dressed like the rest of the game: the game's own TTF (the file SDL_ttf draws with) rasterised at the
// pixel size the window needs rather than one big atlas scaled down (which lost thin strokes such as a minus sign
// at 800x600), spacing scaled with it, and the felt-green and gold palette of game/render/palette.h with rounded
// frames and buttons, or in the high contrast theme (Settings::high_contrast) white on black with white borders.
#include <string>

namespace bjt::game {

class GuiLook {
public:
    // The text size of ImGui windows in the game's logical units (a 1280x720 window shows it at this many pixels).
    static constexpr float kTextLogical = 17.0f;
    static constexpr float kSmallestPixels = 13.0f;  // legible at 800x600

    explicit GuiLook(std::string font_path) : font_path_(std::move(font_path)) {}

    // Before ImGui's NewFrame: sizes the font for text of `points` window points on a screen of `pixel_ratio`
    // pixels per point (HiDPI). Rebuilds the atlas and the style only when the whole-pixel size changes, and says
    // so: the renderer backend must then upload the atlas again.
    // The style follows `high_contrast` (rebuilt, without the atlas, when only that changes).
    bool fit(float points, float pixel_ratio, bool high_contrast = false);
    // The pixel size the atlas holds now (0 before the first fit()).
    int pixels() const { return pixels_; }

private:
    void build_font(int pixels, float pixel_ratio) const;
    static void apply_style(float size_factor, bool high_contrast);

    std::string font_path_;
    int pixels_ = 0;
    bool high_contrast_ = false;
};

}  // namespace bjt::game
