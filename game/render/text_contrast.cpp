#include "game/render/text_contrast.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <optional>

#include "game/render/contrast.h"

namespace bjt::game {

namespace {

Color unpack(std::uint32_t argb) {
    return {static_cast<std::uint8_t>(argb >> 16), static_cast<std::uint8_t>(argb >> 8),
            static_cast<std::uint8_t>(argb), 255};
}

// Glyph pixels and their anti-aliased edges toward the text's colour are not background.
bool near(Color a, Color b) {
    return std::abs(a.r - b.r) <= 48 && std::abs(a.g - b.g) <= 48 && std::abs(a.b - b.b) <= 48;
}

// The commonest colour of the box, glyphs left out, in buckets of 16 levels a channel, averaged within its bucket;
// nullopt when every pixel is the text's colour (the words are invisible).
std::optional<Color> background(const PixelView& f, const DrawnText& t) {
    const int x0 = std::max(0, t.x), y0 = std::max(0, t.y);
    const int x1 = std::min(f.width, t.x + t.w), y1 = std::min(f.height, t.y + t.h);
    std::vector<int> counts(4096, 0);
    std::vector<std::array<long, 3>> sums(4096, {0, 0, 0});
    for (int y = y0; y < y1; ++y)
        for (int x = x0; x < x1; ++x) {
            const Color c = unpack(f.argb[y * f.pitch + x]);
            if (near(c, t.color)) continue;
            const int bucket = (c.r >> 4) << 8 | (c.g >> 4) << 4 | (c.b >> 4);
            ++counts[bucket];
            sums[bucket][0] += c.r, sums[bucket][1] += c.g, sums[bucket][2] += c.b;
        }
    const auto best = std::max_element(counts.begin(), counts.end());
    if (*best == 0) return std::nullopt;
    const std::array<long, 3>& s = sums[static_cast<std::size_t>(best - counts.begin())];
    const auto mean = [&](long v) { return static_cast<std::uint8_t>(v / *best); };
    return Color{mean(s[0]), mean(s[1]), mean(s[2]), 255};
}

std::string hex(Color c) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "#%02x%02x%02x", c.r, c.g, c.b);
    return buffer;
}

std::string ratio_text(double r) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.2f", r);
    return buffer;
}

std::string needed_text(double r) { return r >= kKeyFigureContrast ? "7" : "4.5"; }

}  // namespace

std::vector<MeasuredText> measure_text_contrast(const PixelView& frame, const std::vector<DrawnText>& texts) {
    std::vector<MeasuredText> out;
    for (const DrawnText& t : texts) {
        if (t.color.a < 128 || t.w < 2 || t.h < 2) continue;
        if (t.x >= frame.width || t.y >= frame.height || t.x + t.w <= 0 || t.y + t.h <= 0) continue;
        const Color opaque{t.color.r, t.color.g, t.color.b, 255};
        const std::optional<Color> behind = background(frame, t);
        MeasuredText m{t.text, 1.0, t.key_figure ? kKeyFigureContrast : kTextContrast, opaque, behind.value_or(opaque)};
        m.ratio = contrast_ratio(opaque, m.background);
        out.push_back(std::move(m));
    }
    return out;
}

std::string describe_low_contrast(const std::vector<MeasuredText>& measured) {
    int count = 0;
    const MeasuredText* worst = nullptr;
    for (const MeasuredText& m : measured) {
        if (!m.low()) continue;
        ++count;
        if (!worst || m.ratio / m.needed < worst->ratio / worst->needed) worst = &m;
    }
    if (!worst) return "0";
    return std::to_string(count) + " (worst: '" + worst->text + "' " + ratio_text(worst->ratio) + ":1 " +
           hex(worst->color) + " on " + hex(worst->background) + ", needs " + needed_text(worst->needed) + ":1)";
}

std::string contrast_report(std::vector<MeasuredText> measured) {
    std::stable_sort(measured.begin(), measured.end(),
                     [](const MeasuredText& a, const MeasuredText& b) { return a.ratio < b.ratio; });
    std::string out;
    for (const MeasuredText& m : measured)
        out += ratio_text(m.ratio) + "\t" + needed_text(m.needed) + "\t" + hex(m.color) + " on " + hex(m.background) +
               "\t" + m.text + "\n";
    return out;
}

}  // namespace bjt::game
