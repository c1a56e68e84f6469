#pragma once
// Fitting a text into a box: wrapped at spaces first, then shrunk step by step down to a floor; then with a word
// too wide for the box broken between characters (where the box holds more lines); and only then cut with an
// ellipsis. Pure (the width of a string comes from the caller), so it is unit-tested
// without a font.
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace bjt::game {

// The width of `s` drawn at `size`, in the same units as the box.
using MeasureText = std::function<float(std::string_view s, float size)>;

struct FitRequest {
    float width = 0;
    float height = 0;
    float size = 20;  // the size wanted
    float min_size = 0;  // the floor (0: 60% of size)
    int max_lines = 0;  // 0: as many as the height holds; 1 keeps a label on one line
};

struct FittedText {
    std::vector<std::string> lines;
    float size = 0;
    bool elided = false;  // it did not fit even at the floor: cut with an ellipsis
};

// Line pitch and the height of one line, as multiples of the size (DejaVu's ascent plus descent is ~1.17).
inline constexpr float kLinePitch = 1.25f;
inline constexpr float kLineHeight = 1.17f;

float text_block_height(int lines, float size);
std::vector<std::string> wrap_words(std::string_view s, float width, float size, const MeasureText& measure);
// wrap_words(), and then a word still wider than `width` broken between characters over the lines it needs.
std::vector<std::string> wrap_breaking_words(std::string_view s, float width, float size, const MeasureText& measure);
FittedText fit_text(std::string_view s, const FitRequest& request, const MeasureText& measure);

}  // namespace bjt::game
