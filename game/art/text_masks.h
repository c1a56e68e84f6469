#pragma once
// Renders short labels (card ranks, chip values) with SDL2_ttf into coverage masks cropped to their ink, sized
// by cap height in pixels rather than point size, so layouts can place letters exactly. Masks are cached: the
// same "Q" at the same height is rasterised once for every queen in every suit.
#include <map>
#include <string>
#include <string_view>
#include <utility>

#include "game/art/alpha_mask.h"

typedef struct _TTF_Font TTF_Font;

namespace bjt::game {

class TextMasks {
public:
    explicit TextMasks(std::string font_path);
    ~TextMasks();
    TextMasks(const TextMasks&) = delete;
    TextMasks& operator=(const TextMasks&) = delete;

    // False when the font could not be opened (error() says why); mask() then returns empty masks.
    bool ok() const { return font_ != nullptr; }
    const std::string& error() const { return error_; }

    // Every mask keeps this many pixels of empty margin around the ink, so its soft edge is never cut.
    static constexpr int margin = 1;

    // The text with its capital letters (and digits) `cap_height_px` tall, cropped to the ink. Characters are
    // rasterised one by one and set `gap` (a fraction of the cap height) apart, tighter than the font's own
    // advance, which reads better for indices such as "10" and chip values such as "500".
    const AlphaMask& mask(std::string_view text, int cap_height_px, float gap = 0.08f);

    void clear() { cache_.clear(); }

private:
    struct Glyph;
    AlphaMask render_glyph_run(std::string_view text, int cap_height_px, float gap);
    Glyph render_glyph(std::string_view utf8_character, int point_size);

    std::string font_path_;
    std::string error_;
    TTF_Font* font_ = nullptr;
    bool ttf_initialised_ = false;
    int current_points_ = 0;
    float cap_height_per_point_ = 0.73f;  // measured from the font's "H" when it opens
    std::map<std::pair<std::string, int>, AlphaMask> cache_;  // (text + gap, cap height) -> mask
};

}  // namespace bjt::game
