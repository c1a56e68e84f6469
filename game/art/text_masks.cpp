#include "game/art/text_masks.h"

#include <SDL.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace bjt::game {

// One character rendered at a point size: its coverage in the font's line box (every glyph of a size shares
// the same box height and baseline, so rows line up between glyphs) and the ink's bounds inside it.
struct TextMasks::Glyph {
    AlphaMask line_box;
    int x0 = 0, x1 = 0, y0 = 0, y1 = 0;  // ink bounds, half-open; x0 == x1 when blank
};

namespace {

// Splits UTF-8 text into characters (each one to four bytes).
std::vector<std::string_view> utf8_characters(std::string_view text) {
    std::vector<std::string_view> out;
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const std::size_t len = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : 4;
        out.push_back(text.substr(i, std::min(len, text.size() - i)));
        i += len;
    }
    return out;
}

}  // namespace

TextMasks::TextMasks(std::string font_path) : font_path_(std::move(font_path)) {
    // TTF_Init counts its callers (SDL2_ttf >= 2.0.18), so every owner can init and quit on its own.
    if (TTF_Init() != 0) {
        error_ = std::string("SDL2_ttf could not start: ") + TTF_GetError();
        return;
    }
    ttf_initialised_ = true;
    if (font_path_.empty()) {
        error_ = "no font file (install fonts-dejavu-core)";
        return;
    }
    constexpr int reference_points = 100;
    font_ = TTF_OpenFont(font_path_.c_str(), reference_points);
    current_points_ = reference_points;
    if (font_ == nullptr) {
        error_ = "cannot open font " + font_path_ + ": " + TTF_GetError();
        return;
    }
    const Glyph h = render_glyph("H", reference_points);
    if (h.y1 > h.y0) cap_height_per_point_ = static_cast<float>(h.y1 - h.y0) / reference_points;
}

TextMasks::~TextMasks() {
    cache_.clear();
    if (font_ != nullptr) TTF_CloseFont(font_);
    if (ttf_initialised_) TTF_Quit();
}

const AlphaMask& TextMasks::mask(std::string_view text, int cap_height_px, float gap) {
    const std::string key = std::string(text) + '\x1f' + std::to_string(std::lround(gap * 1000.0f));
    auto it = cache_.find({key, cap_height_px});
    if (it == cache_.end()) {
        it = cache_.emplace(std::make_pair(key, cap_height_px), render_glyph_run(text, cap_height_px, gap)).first;
    }
    return it->second;
}

TextMasks::Glyph TextMasks::render_glyph(std::string_view utf8_character, int point_size) {
    Glyph g;
    if (font_ == nullptr) return g;
    // Changing the size makes FreeType rebuild its size tables: only do it when the size really changes.
    if (point_size != current_points_) {
        if (TTF_SetFontSize(font_, point_size) != 0) return g;
        current_points_ = point_size;
    }
    const std::string text(utf8_character);
    SDL_Surface* rendered = TTF_RenderUTF8_Blended(font_, text.c_str(), SDL_Color{255, 255, 255, 255});
    if (rendered == nullptr) return g;
    SDL_Surface* surface = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(rendered);
    if (surface == nullptr) return g;
    g.line_box.width = surface->w;
    g.line_box.height = surface->h;
    g.line_box.coverage.resize(static_cast<std::size_t>(surface->w * surface->h));
    g.x0 = surface->w;
    g.y0 = surface->h;
    SDL_LockSurface(surface);
    for (int y = 0; y < surface->h; ++y) {
        const auto* row =
            reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(surface->pixels) + y * surface->pitch);
        for (int x = 0; x < surface->w; ++x) {
            const auto a = static_cast<std::uint8_t>(row[x] >> 24);
            g.line_box.coverage[static_cast<std::size_t>(y * surface->w + x)] = a;
            if (a > 8) {  // ignore the faintest fringe when measuring ink
                g.x0 = std::min(g.x0, x);
                g.x1 = std::max(g.x1, x + 1);
                g.y0 = std::min(g.y0, y);
                g.y1 = std::max(g.y1, y + 1);
            }
        }
    }
    SDL_UnlockSurface(surface);
    SDL_FreeSurface(surface);
    if (g.x1 <= g.x0) g.x0 = g.x1 = g.y0 = g.y1 = 0;
    return g;
}

AlphaMask TextMasks::render_glyph_run(std::string_view text, int cap_height_px, float gap) {
    AlphaMask out;
    if (font_ == nullptr || cap_height_px <= 0) return out;
    const int points =
        std::max(1, static_cast<int>(std::lround(static_cast<float>(cap_height_px) / cap_height_per_point_)));
    std::vector<Glyph> glyphs;
    for (std::string_view ch : utf8_characters(text)) glyphs.push_back(render_glyph(ch, points));

    const int gap_px = static_cast<int>(std::lround(gap * static_cast<float>(cap_height_px)));
    int top = 1 << 20, bottom = 0, width = 0;
    for (std::size_t i = 0; i < glyphs.size(); ++i) {
        const Glyph& g = glyphs[i];
        if (g.x1 == g.x0) {  // a space: a third of the cap height
            width += cap_height_px / 3;
            continue;
        }
        top = std::min(top, g.y0);
        bottom = std::max(bottom, g.y1);
        width += (g.x1 - g.x0) + (i + 1 < glyphs.size() ? gap_px : 0);
    }
    if (bottom <= top || width <= 0) return out;
    // Widen the crop by one pixel on each side so the one-pixel anti-aliased fringe below the ink threshold
    // is kept rather than cut off.
    top = std::max(0, top - 1);
    bottom += 1;
    out.width = width + 2;
    out.height = bottom - top;
    out.coverage.assign(static_cast<std::size_t>(out.width * out.height), 0);
    int pen = 1;
    for (std::size_t i = 0; i < glyphs.size(); ++i) {
        const Glyph& g = glyphs[i];
        if (g.x1 == g.x0) {
            pen += cap_height_px / 3;
            continue;
        }
        for (int y = top; y < std::min(bottom, g.line_box.height); ++y) {
            for (int x = std::max(0, g.x0 - 1); x < std::min(g.x1 + 1, g.line_box.width); ++x) {
                const int ox = pen + (x - g.x0);
                if (ox < 0 || ox >= out.width) continue;
                auto& dst = out.coverage[static_cast<std::size_t>((y - top) * out.width + ox)];
                dst = std::max(dst, g.line_box.at(x, y));
            }
        }
        pen += (g.x1 - g.x0) + (i + 1 < glyphs.size() ? gap_px : 0);
    }
    return out;
}

}  // namespace bjt::game
