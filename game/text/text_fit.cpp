#include "game/text/text_fit.h"

#include <algorithm>
#include <utility>

namespace bjt::game {

namespace {

constexpr float kShrinkStep = 0.92f;
constexpr std::string_view kEllipsis = "\xE2\x80\xA6";  // U+2026

int lines_that_fit(const FitRequest& r, float size) {
    int n = 1;
    while (text_block_height(n + 1, size) <= r.height + 0.5f) ++n;
    return r.max_lines > 0 ? std::min(n, r.max_lines) : n;
}

bool fits(const std::vector<std::string>& lines, const FitRequest& r, float size, const MeasureText& measure) {
    if (lines.empty()) return true;
    if (static_cast<int>(lines.size()) > lines_that_fit(r, size)) return false;
    if (text_block_height(static_cast<int>(lines.size()), size) > r.height + 0.5f) return false;
    return std::all_of(lines.begin(), lines.end(),
                       [&](const std::string& l) { return measure(l, size) <= r.width + 0.5f; });
}

// Drops whole UTF-8 characters from the end until the line and an ellipsis fit the width.
std::string elide(std::string line, float width, float size, const MeasureText& measure) {
    while (!line.empty() && measure(line + std::string(kEllipsis), size) > width) {
        line.pop_back();
        while (!line.empty() && (static_cast<unsigned char>(line.back()) & 0xC0) == 0x80) line.pop_back();
        if (!line.empty() && (static_cast<unsigned char>(line.back()) & 0xC0) == 0xC0) line.pop_back();
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    return line + std::string(kEllipsis);
}

FittedText elided_at_floor(std::string_view s, const FitRequest& r, float floor, const MeasureText& measure) {
    FittedText out{wrap_words(s, r.width, floor, measure), floor, true};
    const auto keep = static_cast<std::size_t>(lines_that_fit(r, floor));
    const bool cut = out.lines.size() > keep;
    if (cut) out.lines.resize(keep);
    for (std::size_t i = 0; i < out.lines.size(); ++i)
        if ((cut && i + 1 == out.lines.size()) || measure(out.lines[i], floor) > r.width + 0.5f)
            out.lines[i] = elide(out.lines[i], r.width, floor, measure);
    return out;
}

}  // namespace

float text_block_height(int lines, float size) {
    return lines <= 0 ? 0 : size * (kLineHeight + kLinePitch * static_cast<float>(lines - 1));
}

std::vector<std::string> wrap_words(std::string_view s, float width, float size, const MeasureText& measure) {
    std::vector<std::string> lines;
    std::string line;
    std::size_t i = 0;
    while (i <= s.size()) {
        std::size_t j = std::min(s.find(' ', i), s.size());
        const std::string_view word = s.substr(i, j - i);
        std::string candidate = line.empty() ? std::string(word) : line + " " + std::string(word);
        if (!line.empty() && measure(candidate, size) > width) {
            lines.push_back(std::move(line));
            line = std::string(word);
        } else {
            line = std::move(candidate);
        }
        i = j + 1;
    }
    if (!line.empty()) lines.push_back(std::move(line));
    return lines;
}

// Whole characters of `word` that fit after `line` within `width` (0 when not even one does).
std::size_t chars_that_fit(const std::string& line, std::string_view word, float width, float size,
                           const MeasureText& measure) {
    std::size_t fit = 0;
    for (std::size_t next = 1; next <= word.size(); ++next) {
        if (next < word.size() && (static_cast<unsigned char>(word[next]) & 0xC0) == 0x80) continue;
        if (measure(line + std::string(word.substr(0, next)), size) > width + 0.5f) break;
        fit = next;
    }
    return fit;
}

std::vector<std::string> wrap_breaking_words(std::string_view s, float width, float size, const MeasureText& measure) {
    std::vector<std::string> lines;
    std::string line;
    std::size_t i = 0;
    while (i <= s.size()) {
        const std::size_t j = std::min(s.find(' ', i), s.size());
        std::string_view word = s.substr(i, j - i);
        const std::string gap = line.empty() ? "" : " ";
        if (measure(line + gap + std::string(word), size) <= width + 0.5f) {
            line += gap + std::string(word);
        } else if (measure(std::string(word), size) <= width + 0.5f) {
            lines.push_back(std::move(line));
            line = std::string(word);
        } else {
            // Wider than a whole line (a name of 32 W's): it fills this line and goes on over the next ones, cut
            // between characters, never inside one.
            line += gap;
            while (!word.empty()) {
                const std::size_t n = chars_that_fit(line, word, width, size, measure);
                if (n == 0 && line.empty()) break;  // not even one character fits: left for the ellipsis
                line += std::string(word.substr(0, n));
                word.remove_prefix(n);
                if (!word.empty()) lines.push_back(std::exchange(line, std::string()));
            }
            if (!word.empty()) line += std::string(word);
        }
        i = j + 1;
    }
    if (!line.empty()) lines.push_back(std::move(line));
    return lines;
}

FittedText fit_text(std::string_view s, const FitRequest& r, const MeasureText& measure) {
    const float floor = r.min_size > 0 ? std::min(r.min_size, r.size) : r.size * 0.6f;
    // Wrapped at spaces, shrinking; then, only if that cannot fit, with long words broken too; then cut.
    for (const auto& wrap : {&wrap_words, &wrap_breaking_words}) {
        for (float size = r.size; size >= floor - 0.01f; size *= kShrinkStep) {
            std::vector<std::string> lines = wrap(s, r.width, size, measure);
            if (fits(lines, r, size, measure)) return {std::move(lines), size, false};
        }
        std::vector<std::string> lines = wrap(s, r.width, floor, measure);
        if (fits(lines, r, floor, measure)) return {std::move(lines), floor, false};
    }
    return elided_at_floor(s, r, floor, measure);
}

}  // namespace bjt::game
