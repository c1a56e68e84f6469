#include "game/render/painter.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "game/art/card_art.h"
#include "game/art/chip_art.h"
#include "game/art/felt_art.h"
#include "game/render/chip_layout.h"
#include "game/render/high_contrast.h"
#include "game/render/palette.h"
#include "game/render/screen_format.h"
#include "game/render/text_renderer.h"

namespace bjt::game {

namespace {
constexpr float kPi = 3.14159265358979f;

SDL_Color sdl(Color c) { return SDL_Color{c.r, c.g, c.b, c.a}; }

void modulate(SDL_Texture* t, Color c) {
    SDL_SetTextureColorMod(t, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(t, c.a);
}
}  // namespace

Painter::Painter(SDL_Renderer* renderer, TextRenderer& text, CardArt& cards, ChipArt& chips, FeltArt& felt)
    : renderer_(renderer), text_(text), cards_(cards), chips_(chips), felt_(felt), shapes_(renderer) {}

Painter::~Painter() {
    if (layer_) SDL_DestroyTexture(layer_);
}

void Painter::cached_layer(const std::string& key, const std::function<void()>& paint) {
    if (!layer_ || layer_w_ != pixel_w_ || layer_h_ != pixel_h_) {
        if (layer_) SDL_DestroyTexture(layer_);
        // In the screen's own format the copy to the screen is a plain copy, not a conversion of every pixel.
        layer_ =
            SDL_CreateTexture(renderer_, screen_pixel_format(renderer_), SDL_TEXTUREACCESS_TARGET, pixel_w_, pixel_h_);
        layer_w_ = pixel_w_;
        layer_h_ = pixel_h_;
        layer_key_.clear();
    }
    // The layer is the background: whatever is drawn on it may lie under anything (the felt's printed rules).
    overlaps_.pause(true);
    if (!layer_) {  // no render targets: draw directly
        paint();
        overlaps_.pause(false);
        return;
    }
    if (layer_key_ != key) {
        SDL_Texture* previous = SDL_GetRenderTarget(renderer_);
        SDL_SetRenderTarget(renderer_, layer_);
        SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
        SDL_RenderClear(renderer_);
        drawn_.layer.clear();
        drawn_.painting_layer = true;
        paint();
        drawn_.painting_layer = false;
        SDL_SetRenderTarget(renderer_, previous);
        SDL_SetTextureBlendMode(layer_, SDL_BLENDMODE_NONE);
        layer_key_ = key;
    } else {
        drawn_.texts.insert(drawn_.texts.end(), drawn_.layer.begin(), drawn_.layer.end());
    }
    overlaps_.pause(false);
    covered();  // an opaque copy over the whole window: the frame's clear would be drawn over at once
    SDL_RenderCopy(renderer_, layer_, nullptr, nullptr);
}

void Painter::begin_frame(int pixel_width, int pixel_height) {
    pixel_w_ = std::max(1, pixel_width);
    pixel_h_ = std::max(1, pixel_height);
    scale_ = std::min(static_cast<float>(pixel_w_) / kWidth, static_cast<float>(pixel_h_) / kHeight);
    offset_x_ = (static_cast<float>(pixel_w_) - kWidth * scale_) / 2;
    offset_y_ = (static_cast<float>(pixel_h_) - kHeight * scale_) / 2;
    if (scale_ != last_scale_) {
        // Every cached texture was made for the old pixel size.
        text_.clear();
        cards_.clear();
        chips_.clear();
        felt_.clear();
        shapes_.clear();
        layer_key_.clear();
        fits_.clear();
        last_scale_ = scale_;
    }
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    clear_pending_ = true;
    overlaps_.begin_frame();
    drawn_.texts.clear();
}

void Painter::set_high_contrast(bool on) {
    if (on == high_contrast_) return;
    high_contrast_ = on;
    layer_key_.clear();  // the cached felt was painted in the other theme
}

SDL_Renderer* Painter::target() {
    if (clear_pending_ && !drawn_.painting_layer) settle_clear();
    return renderer_;
}

void Painter::covered() {
    if (!drawn_.painting_layer) clear_pending_ = false;
}

void Painter::settle_clear() {
    if (!clear_pending_) return;
    clear_pending_ = false;
    Uint8 r = 0, g = 0, b = 0, a = 0;  // a caller may have set its colour before asking for the target
    SDL_GetRenderDrawColor(renderer_, &r, &g, &b, &a);
    SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
    SDL_RenderClear(renderer_);
    SDL_SetRenderDrawColor(renderer_, r, g, b, a);
}

void Painter::end_frame() {
    text_.end_frame();
    shapes_.end_frame();
}

Rect Painter::visible() const {
    return {-offset_x_ / scale_, -offset_y_ / scale_, static_cast<float>(pixel_w_) / scale_,
            static_cast<float>(pixel_h_) / scale_};
}

Point Painter::to_logical(float pixel_x, float pixel_y) const {
    return {(pixel_x - offset_x_) / scale_, (pixel_y - offset_y_) / scale_};
}

Point Painter::to_pixels(Point p) const { return {p.x * scale_ + offset_x_, p.y * scale_ + offset_y_}; }

int Painter::px(float logical) const { return static_cast<int>(std::lround(logical * scale_)); }

void Painter::felt() {
    SDL_Texture* t = felt_.felt(pixel_w_, pixel_h_);
    covered();  // either way every pixel of the target is drawn: the frame's clear is not needed
    if (t) {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);  // opaque: a plain copy, no per-pixel blending
        SDL_RenderCopy(renderer_, t, nullptr, nullptr);
    } else {
        SDL_SetRenderDrawColor(renderer_, 10, 90, 50, 255);
        SDL_RenderClear(renderer_);
    }
    if (high_contrast_) {
        // A dark felt: the printed rules and every plate, card and chip stand out from it.
        SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 170);
        SDL_RenderFillRect(target(), nullptr);
    }
}

void Painter::fill(const Rect& r, Color c) {
    if (high_contrast_ && c.a >= 200) c.a = 255;  // a panel hides what is beneath it, not half of it
    if (c.a >= 128) overlaps_.fill(r, "a box");
    // A shade over the whole screen: the words beneath are not meant to be read any more.
    if (c.a >= 64 && r.x <= 0 && r.y <= 0 && r.x + r.w >= kWidth && r.y + r.h >= kHeight) drawn_.texts.clear();
    const Point a = to_pixels({r.x, r.y});
    const Point b = to_pixels({r.x + r.w, r.y + r.h});
    SDL_Rect rect{static_cast<int>(std::lround(a.x)), static_cast<int>(std::lround(a.y)),
                  static_cast<int>(std::lround(b.x) - std::lround(a.x)),
                  static_cast<int>(std::lround(b.y) - std::lround(a.y))};
    SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(target(), &rect);
}

int Painter::corner_segments(float radius) const {
    // Enough segments for a smooth corner at this pixel size, no more.
    return std::clamp(static_cast<int>(radius * scale_ / 3), 2, 12);
}

void Painter::rounded_outline(const Rect& r, float radius, std::vector<Point>& out, int segments) const {
    radius = std::max(0.0f, std::min({radius, r.w / 2, r.h / 2}));
    const Point centers[4] = {{r.x + r.w - radius, r.y + radius},
                              {r.x + r.w - radius, r.y + r.h - radius},
                              {r.x + radius, r.y + r.h - radius},
                              {r.x + radius, r.y + radius}};
    out.clear();
    for (int corner = 0; corner < 4; ++corner) {
        const float start = -90.0f + 90.0f * static_cast<float>(corner);
        for (int i = 0; i <= segments; ++i) {
            const float a = (start + 90.0f * static_cast<float>(i) / static_cast<float>(segments)) * kPi / 180.0f;
            out.push_back({centers[corner].x + radius * std::cos(a), centers[corner].y + radius * std::sin(a)});
        }
    }
}

void Painter::polygon(const std::vector<Point>& outline, Color c) {
    if (outline.size() < 3) return;
    Point centre{};
    for (const Point& p : outline) centre.x += p.x, centre.y += p.y;
    centre.x /= static_cast<float>(outline.size());
    centre.y /= static_cast<float>(outline.size());
    std::vector<SDL_Vertex> vertices;
    vertices.reserve(outline.size() + 1);
    const SDL_Color col = sdl(c);
    const Point pc = to_pixels(centre);
    vertices.push_back({{pc.x, pc.y}, col, {0, 0}});
    for (const Point& p : outline) {
        const Point pp = to_pixels(p);
        vertices.push_back({{pp.x, pp.y}, col, {0, 0}});
    }
    std::vector<int> indices;
    indices.reserve(outline.size() * 3);
    const int n = static_cast<int>(outline.size());
    for (int i = 0; i < n; ++i) {
        indices.push_back(0);
        indices.push_back(1 + i);
        indices.push_back(1 + (i + 1) % n);
    }
    SDL_RenderGeometry(target(), nullptr, vertices.data(), static_cast<int>(vertices.size()), indices.data(),
                       static_cast<int>(indices.size()));
}

void Painter::line(Point a, Point b, float thickness, Color c) {
    const float dx = b.x - a.x, dy = b.y - a.y;
    const float length = std::sqrt(dx * dx + dy * dy);
    if (length <= 0) return;
    // The stroke's two edges, half the thickness either side of the centre line.
    const float nx = -dy / length * thickness / 2, ny = dx / length * thickness / 2;
    polygon({{a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}}, c);
}

bool Painter::cached_rounded(const Rect& r, float radius, float border, Color c) {
    // Whole pixels: the cached picture is copied without resampling.
    const Point a = to_pixels({r.x, r.y});
    const Point b = to_pixels({r.x + r.w, r.y + r.h});
    const int x0 = static_cast<int>(std::lround(a.x)), y0 = static_cast<int>(std::lround(a.y));
    const int x1 = static_cast<int>(std::lround(b.x)), y1 = static_cast<int>(std::lround(b.y));
    if (x1 <= x0 || y1 <= y0) return true;  // nothing to draw
    SDL_Texture* t = shapes_.rounded(x1 - x0, y1 - y0, radius * scale_, border * scale_, c);
    if (!t) return false;
    const SDL_Rect dst{x0, y0, x1 - x0, y1 - y0};
    SDL_RenderCopy(target(), t, nullptr, &dst);
    return true;
}

void Painter::fill_rounded(const Rect& r, float radius, Color c) {
    if (high_contrast_ && c.a >= 200) c.a = 255;
    if (c.a >= 128) overlaps_.fill(r, "a box");  // a faint tint (a hover) leaves what is under it readable
    if (cached_rounded(r, radius, 0, c)) return;
    std::vector<Point> outline;
    rounded_outline(r, radius, outline, corner_segments(radius));
    polygon(outline, c);
}

void Painter::outline_rounded(const Rect& r, float radius, float thickness, Color c) {
    overlaps_.outline(r);
    stroke_rounded(r, radius, thickness, c);
}

void Painter::focus_ring(const Rect& r, float radius, float gap) {
    outline_rounded(r.inset(-gap), radius + gap, focus_thickness(), palette::kFocus);
}

void Painter::stroke_rounded(const Rect& r, float radius, float thickness, Color c) {
    if (cached_rounded(r, radius, thickness, c)) return;
    // The same number of points on both edges, so the band between them is a clean triangle strip.
    std::vector<Point> outer, inner;
    const int segments = corner_segments(radius);
    rounded_outline(r, radius, outer, segments);
    rounded_outline(r.inset(thickness), std::max(0.0f, radius - thickness), inner, segments);
    if (outer.size() != inner.size()) return;
    std::vector<SDL_Vertex> v;
    const SDL_Color col = sdl(c);
    for (std::size_t i = 0; i < outer.size(); ++i) {
        const Point a = to_pixels(outer[i]), b = to_pixels(inner[i]);
        v.push_back({{a.x, a.y}, col, {0, 0}});
        v.push_back({{b.x, b.y}, col, {0, 0}});
    }
    std::vector<int> idx;
    const int n = static_cast<int>(outer.size());
    for (int i = 0; i < n; ++i) {
        const int j = (i + 1) % n;
        idx.insert(idx.end(), {2 * i, 2 * i + 1, 2 * j, 2 * j, 2 * i + 1, 2 * j + 1});
    }
    SDL_RenderGeometry(target(), nullptr, v.data(), static_cast<int>(v.size()), idx.data(),
                       static_cast<int>(idx.size()));
}

void Painter::arc_band(Point center, float radius, float thickness, float from_deg, float to_deg, Color c) {
    // About one segment per 3 pixels of arc length: round at any size, cheap when small.
    const int segments =
        std::clamp(static_cast<int>(radius * scale_ * (to_deg - from_deg) * kPi / 180.0f / 3.0f), 16, 360);
    std::vector<SDL_Vertex> v;
    const SDL_Color col = sdl(c);
    for (int i = 0; i <= segments; ++i) {
        const float a =
            (from_deg + (to_deg - from_deg) * static_cast<float>(i) / static_cast<float>(segments)) * kPi / 180;
        const Point o = to_pixels(
            {center.x + (radius + thickness / 2) * std::cos(a), center.y + (radius + thickness / 2) * std::sin(a)});
        const Point in = to_pixels(
            {center.x + (radius - thickness / 2) * std::cos(a), center.y + (radius - thickness / 2) * std::sin(a)});
        v.push_back({{o.x, o.y}, col, {0, 0}});
        v.push_back({{in.x, in.y}, col, {0, 0}});
    }
    std::vector<int> idx;
    for (int i = 0; i < segments; ++i)
        idx.insert(idx.end(), {2 * i, 2 * i + 1, 2 * i + 2, 2 * i + 2, 2 * i + 1, 2 * i + 3});
    SDL_RenderGeometry(target(), nullptr, v.data(), static_cast<int>(v.size()), idx.data(),
                       static_cast<int>(idx.size()));
}

void Painter::fill_circle(Point center, float radius, Color c) {
    // A circle is a rounded square with corners of its radius.
    if (cached_rounded(Rect::centered(center, 2 * radius, 2 * radius), radius, 0, c)) return;
    const int segments = std::clamp(static_cast<int>(radius * scale_ / 2), 12, 96);
    std::vector<Point> outline;
    outline.reserve(static_cast<std::size_t>(segments));
    for (int i = 0; i < segments; ++i) {
        const float a = 2 * kPi * static_cast<float>(i) / static_cast<float>(segments);
        outline.push_back({center.x + radius * std::cos(a), center.y + radius * std::sin(a)});
    }
    polygon(outline, c);
}

void Painter::ring(Point center, float radius, float thickness, Color c) {
    const float outer = radius + thickness / 2;
    if (cached_rounded(Rect::centered(center, 2 * outer, 2 * outer), outer, thickness, c)) return;
    arc_band(center, radius, thickness, 0, 360, c);
}

Rect Painter::text(std::string_view s, Point anchor, float size, Color c, Align align, FontFace face) {
    const int pixel_size = std::max(4, px(size));
    const TextRenderer::Rendered r = text_.render(s, face, pixel_size);
    if (!r.texture) return {anchor.x, anchor.y, 0, 0};
    const Point p = to_pixels(anchor);
    float x = p.x;
    if (align == Align::Center) x -= static_cast<float>(r.w) / 2;
    if (align == Align::Right) x -= static_cast<float>(r.w);
    SDL_Rect dst{static_cast<int>(std::lround(x)), static_cast<int>(std::lround(p.y)), r.w, r.h};
    if (high_contrast_) {
        const ThemedText themed = high_contrast_text(c);
        c = themed.ink;
        // The plate reaches a little past the glyphs' ends; the line's own height already leaves room above and below.
        const int pad = std::max(2, px(3));
        const SDL_Rect plate{dst.x - pad, dst.y, dst.w + 2 * pad, dst.h};
        SDL_SetRenderDrawColor(renderer_, themed.plate.r, themed.plate.g, themed.plate.b, themed.plate.a);
        SDL_RenderFillRect(target(), &plate);
    }
    modulate(r.texture, c);
    SDL_RenderCopy(target(), r.texture, nullptr, &dst);
    record_text(s, dst.x, dst.y, dst.w, dst.h, c);
    const Point tl = to_logical(static_cast<float>(dst.x), static_cast<float>(dst.y));
    const Rect drawn{tl.x, tl.y, static_cast<float>(r.w) / scale_, static_cast<float>(r.h) / scale_};
    overlaps_.text(s, drawn);
    return drawn;
}

void Painter::record_text(std::string_view s, int x, int y, int w, int h, Color c) {
    DrawnText t{std::string(s), x, y, w, h, c, drawn_.key_figure};
    if (drawn_.painting_layer) drawn_.layer.push_back(t);
    drawn_.texts.push_back(std::move(t));
}

float Painter::text_width(std::string_view s, float size, FontFace face) {
    return static_cast<float>(text_.measure(s, face, std::max(4, px(size))).first) / scale_;
}

float Painter::wrapped_text(std::string_view s, const Rect& box, float size, Color c, Align align, FontFace face) {
    std::vector<std::string> lines;
    std::string line;
    std::size_t i = 0;
    while (i < s.size()) {
        std::size_t j = s.find(' ', i);
        if (j == std::string_view::npos) j = s.size();
        const std::string_view word = s.substr(i, j - i);
        std::string candidate = line.empty() ? std::string(word) : line + " " + std::string(word);
        if (!line.empty() && text_width(candidate, size, face) > box.w) {
            lines.push_back(line);
            line = std::string(word);
        } else {
            line = std::move(candidate);
        }
        i = j + 1;
    }
    if (!line.empty()) lines.push_back(line);
    const float line_height = size * 1.3f;
    // Not fitted, but counted like text_in(): a word wider than the box, or more lines than its height holds.
    const bool too_wide = std::any_of(lines.begin(), lines.end(),
                                      [&](const std::string& l) { return text_width(l, size, face) > box.w + 0.5f; });
    const float tallest = lines.empty() ? 0 : line_height * static_cast<float>(lines.size() - 1) + size * kLineHeight;
    if (too_wide || tallest > box.h + 0.5f) overflows_.add(s, box.w, box.h);
    float y = box.y;
    for (const std::string& l : lines) {
        const float x = align == Align::Center ? box.x + box.w / 2 : (align == Align::Right ? box.x + box.w : box.x);
        text(l, {x, y}, size, c, align, face);
        y += line_height;
    }
    return y - box.y;
}

void Painter::arc_text(std::string_view s, Point center, float radius, float size, Color c, FontFace face) {
    if (high_contrast_) c = high_contrast_text(c).ink;  // on the darkened felt, no plate
    // Letter by letter along the arc, each glyph rotated to follow it; spacing from the real glyph widths.
    const int pixel_size = std::max(4, px(size));
    float total = 0;
    std::vector<float> widths;
    for (char ch : s) {
        const float w = static_cast<float>(text_.measure(std::string(1, ch), face, pixel_size).first) / scale_;
        widths.push_back(w);
        total += w;
    }
    float angle = 90.0f + (total / 2) / radius * 180.0f / kPi;  // start left of the bottom point
    ArcWord word;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const float half = widths[i] / 2 / radius * 180.0f / kPi;
        angle -= half;
        const float a = angle * kPi / 180.0f;
        const Point p{center.x + radius * std::cos(a), center.y + radius * std::sin(a)};
        if (s[i] == ' ') {
            record_arc_word(word, c);
        } else if (const TextRenderer::Rendered r = text_.render(std::string_view(&s[i], 1), face, pixel_size);
                   r.texture) {
            const Point pp = to_pixels(p);
            SDL_FRect dst{pp.x - static_cast<float>(r.w) / 2, pp.y - static_cast<float>(r.h) / 2,
                          static_cast<float>(r.w), static_cast<float>(r.h)};
            modulate(r.texture, c);
            SDL_RenderCopyExF(target(), r.texture, nullptr, &dst, static_cast<double>(angle - 90.0f), nullptr,
                              SDL_FLIP_NONE);
            word.add(s[i], pp, static_cast<float>(r.w), static_cast<float>(r.h), a - kPi / 2);
        }
        angle -= half;
    }
    record_arc_word(word, c);
}

void Painter::ArcWord::add(char ch, Point centre, float w, float h, float radians) {
    // The rotated glyph's upright bounds: what it covers in the frame's pixels.
    const float bw = std::abs(w * std::cos(radians)) + std::abs(h * std::sin(radians));
    const float bh = std::abs(w * std::sin(radians)) + std::abs(h * std::cos(radians));
    const float x0 = centre.x - bw / 2, y0 = centre.y - bh / 2;
    if (text.empty()) box = {x0, y0, bw, bh};
    const float right = std::max(box.x + box.w, x0 + bw), bottom = std::max(box.y + box.h, y0 + bh);
    box.x = std::min(box.x, x0);
    box.y = std::min(box.y, y0);
    box.w = right - box.x;
    box.h = bottom - box.y;
    text += ch;
}

// An arc's word, measured as any text is (the contrast check): its glyphs' bounds, mostly felt around them.
void Painter::record_arc_word(ArcWord& word, Color c) {
    if (word.text.empty()) return;
    record_text(word.text, static_cast<int>(std::floor(word.box.x)), static_cast<int>(std::floor(word.box.y)),
                static_cast<int>(std::ceil(word.box.w)), static_cast<int>(std::ceil(word.box.h)), c);
    word = ArcWord{};
}

void Painter::card(Card c, Point center, float width, bool face_up, float flip, float alpha) {
    const int w_px = std::max(8, px(width));
    SDL_Texture* t = face_up ? cards_.face(c, w_px, four_colour_) : cards_.back(w_px);
    if (!t) return;
    const float h_px = std::round(static_cast<float>(w_px) * kCardAspect);
    const float shown_w = static_cast<float>(w_px) * std::abs(flip);
    const Point p = to_pixels(center);
    SDL_FRect dst{p.x - shown_w / 2, p.y - h_px / 2, shown_w, h_px};
    const Rect box = Rect::centered(center, width * std::abs(flip), width * kCardAspect);
    if (alpha >= 0.5f) overlaps_.card(box);
    SDL_SetTextureAlphaMod(t, static_cast<Uint8>(std::clamp(alpha, 0.0f, 1.0f) * 255));
    SDL_RenderCopyF(target(), t, nullptr, &dst);
    SDL_SetTextureAlphaMod(t, 255);
    // A strong black edge: a card stands out from the one it overlaps in a fan, and from a light background.
    if (high_contrast_ && alpha >= 0.5f && std::abs(flip) > 0.2f)
        stroke_rounded(box, width * 0.06f, std::max(2.0f, 2.0f / scale_), palette::kBlack);
}

void Painter::card_back(Point center, float width) { card(Card{}, center, width, false); }

void Painter::chip(Cents value, Point center, float diameter, float alpha) {
    const int d_px = std::max(6, px(diameter));
    SDL_Texture* t = chips_.chip(value, d_px);
    if (!t) return;
    const Point p = to_pixels(center);
    SDL_FRect dst{p.x - static_cast<float>(d_px) / 2, p.y - static_cast<float>(d_px) / 2, static_cast<float>(d_px),
                  static_cast<float>(d_px)};
    if (alpha >= 0.5f) overlaps_.fill(Rect::centered(center, diameter * 0.7f, diameter * 0.7f), "a chip");
    SDL_SetTextureAlphaMod(t, static_cast<Uint8>(std::clamp(alpha, 0.0f, 1.0f) * 255));
    SDL_RenderCopyF(target(), t, nullptr, &dst);
    SDL_SetTextureAlphaMod(t, 255);
    // A white rim: a chip's edge stands out from the dark felt and from the chip under it.
    if (high_contrast_ && alpha >= 0.5f)
        stroke_rounded(Rect::centered(center, diameter, diameter), diameter / 2, std::max(1.5f, 1.5f / scale_),
                       palette::kWhite);
}

void Painter::chip_stack(Cents amount, const std::vector<Cents>& denominations, Point base, float diameter, float alpha,
                         float max_width) {
    chip_columns(lay_out_chips({amount}, denominations, diameter, max_width), base, alpha);
}

void Painter::chip_columns(const ChipLayout& layout, Point base, float alpha) {
    const float step = layout.diameter * 0.16f;  // each chip's edge shows under the one above
    for (const PlacedColumn& c : layout.columns)
        for (int i = 0; i < c.column.count; ++i)
            chip(c.column.value, {base.x + c.x, base.y - step * static_cast<float>(i)}, layout.diameter, alpha);
}

}  // namespace bjt::game
