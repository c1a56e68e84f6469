#pragma once
// The renderer wrapper every scene draws through. Scenes work in a logical space of 1280 x 720
// units; the painter scales it uniformly to the window (no stretching at any aspect ratio) and centres
// it, so the logical area is always fully visible and wider or taller windows show more felt around
// it (visible() reports the whole window in logical units). Text, cards and chips are rendered at
// their real pixel size so they stay sharp on a 4K or HiDPI screen.
#include <algorithm>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "engine/card.h"
#include "engine/money.h"
#include "game/render/align.h"
#include "game/render/color.h"
#include "game/render/drawing_overlaps.h"
#include "game/render/drawn_text.h"
#include "game/render/geometry.h"
#include "game/render/shape_cache.h"
#include "game/render/text_overflows.h"
#include "game/text/font_face.h"
#include "game/text/text_fit.h"

struct SDL_Renderer;
struct SDL_Texture;

namespace bjt::game {

class TextRenderer;
class CardArt;
class ChipArt;
class FeltArt;
struct ChipLayout;

class Painter {
public:
    static constexpr float kWidth = 1280;
    static constexpr float kHeight = 720;
    static constexpr float kCardAspect = 1.4f;  // card height / width (CardArt's contract)

    Painter(SDL_Renderer* renderer, TextRenderer& text, CardArt& cards, ChipArt& chips, FeltArt& felt);
    ~Painter();
    Painter(const Painter&) = delete;
    Painter& operator=(const Painter&) = delete;

    // Called at the start of every frame with the output size in pixels. The frame starts black, but the clear is
    // left until something is drawn: a scene that starts with the felt or a cached layer (an opaque copy over the
    // whole window) covers every pixel, and a full-window fill is the software renderer's dearest command (2.6 ms
    // a frame at 1920x1080 in the browser).
    void begin_frame(int pixel_width, int pixel_height);
    // Draws the frame's clear if nothing has covered the window yet: before anything draws past the painter
    // (Dear ImGui).
    void settle_clear();
    void end_frame();

    float scale() const { return scale_; }
    int pixel_width() const { return pixel_w_; }
    int pixel_height() const { return pixel_h_; }
    // The whole window in logical units (x and y may be negative on wide or tall windows).
    Rect visible() const;
    Point to_logical(float pixel_x, float pixel_y) const;
    Point to_pixels(Point logical) const;
    // Window points to logical units for input, given the window's points-to-pixels ratio.
    PointMapping window_to_logical(float pixel_ratio_x, float pixel_ratio_y) const {
        return {pixel_ratio_x, pixel_ratio_y, offset_x_, offset_y_, scale_};
    }

    void set_four_colour(bool on) { four_colour_ = on; }
    bool four_colour() const { return four_colour_; }
    // The high contrast theme (Settings::high_contrast): texts on plates of their own (high_contrast.h), the felt
    // darkened, cards and chips outlined.
    void set_high_contrast(bool on);
    bool high_contrast() const { return high_contrast_; }
    // The texts of this frame still in sight, in window pixels with the colour their glyphs were drawn in: a
    // full-screen shade hides what was drawn before it. The contrast check (text_contrast.h) reads them.
    const std::vector<DrawnText>& drawn_texts() const { return drawn_.texts; }

    // Draws what `paint` draws, through a window-sized texture kept until the key or the window size
    // changes: the felt with its printed rules costs one opaque copy per frame instead of a hundred
    // rotated glyphs and blended arcs (the software renderer's budget is 2 ms a frame at 1080p).
    void cached_layer(const std::string& key, const std::function<void()>& paint);

    // Drawing, all in logical units.
    void felt();
    void fill(const Rect& r, Color c);
    void fill_rounded(const Rect& r, float radius, Color c);
    void outline_rounded(const Rect& r, float radius, float thickness, Color c);
    // A focus ring around `r`, `gap` outside it, focus_thickness() thick.
    void focus_ring(const Rect& r, float radius, float gap = 5);
    // A focus mark's thickness: at least 3 logical units and 3 window pixels at any scale (issue 30).
    float focus_thickness() const { return std::max(3.0f, 3.0f / scale_); }
    void fill_circle(Point center, float radius, Color c);
    void ring(Point center, float radius, float thickness, Color c);
    void arc_band(Point center, float radius, float thickness, float from_deg, float to_deg, Color c);
    // A straight stroke from a to b (charts), and a convex polygon (the shaded area under a chart's line).
    void line(Point a, Point b, float thickness, Color c);
    void fill_convex(const std::vector<Point>& outline, Color c) { polygon(outline, c); }

    // Text: `anchor` is the top of the text line, aligned as asked. Returns the box drawn.
    Rect text(std::string_view s, Point anchor, float size, Color c, Align align = Align::Left,
              FontFace face = FontFace::Sans);
    float text_width(std::string_view s, float size, FontFace face = FontFace::Sans);
    // Word-wrapped into the width of `box`, lines starting at box.y; returns the height used. Neither shrunk nor cut
    // (text_in() does that), but a word wider than the box or lines beyond its height count as an overflow.
    float wrapped_text(std::string_view s, const Rect& box, float size, Color c, Align align = Align::Left,
                       FontFace face = FontFace::Sans);
    // Text fitted into `box` (text_fit.h: wrapped, shrunk to the floor, then elided), centred vertically
    // when `middle`; returns the text's bounds (x and width of the widest line). A text that needs the ellipsis counts
    // as an overflow.
    struct BoxText {
        float size = 20;
        Color color{255, 255, 255, 255};
        Align align = Align::Left;
        FontFace face = FontFace::Sans;
        float min_size = 0;  // 0: 60% of size
        int max_lines = 0;  // 0: as many as fit
        bool middle = false;
        bool key_figure = false;  // the bank, a bet, a total: held to 7:1 by the contrast check
    };
    Rect text_in(std::string_view s, const Rect& box, const BoxText& style);
    // One line placed as text() places it (`anchor` the top of the line, left, centre or right as style.align
    // says) and fitted as text_in() fits it into `width`: shrunk to the floor, then cut and counted.
    Rect text_line(std::string_view s, Point anchor, float width, BoxText style);
    // Texts that did not fit their box since the start, text_in()'s and Dear ImGui's (game/ui/gui_text.h),
    // with the first of them described ("0" when none): what a script's `expect text-overflows 0` reads.
    std::string text_overflows() const { return overflows_.describe(); }
    TextOverflows& overflows() { return overflows_; }
    // What the last frame drew over a text or across a card (drawing_overlaps.h): `expect overlaps 0`.
    std::string overlaps() const { return overlaps_.describe(); }
    // What is drawn from now on lies over a scene beneath, which it may cover.
    void new_layer() { overlaps_.new_layer(); }
    // Text following a circular arc (the rules printed on the felt), centred on angle 90 (bottom).
    void arc_text(std::string_view s, Point center, float radius, float size, Color c, FontFace face);

    // A card centred on `center`, `width` wide. `flip` in [-1, 1] squeezes it horizontally for the turn:
    // the absolute value is the width factor.
    void card(Card c, Point center, float width, bool face_up, float flip = 1.0f, float alpha = 1.0f);
    void card_back(Point center, float width);
    void chip(Cents value, Point center, float diameter, float alpha = 1.0f);
    // The chips making up `amount` as a dealer lays them (chip_layout.h: a column per denomination, biggest at the
    // left), centred on `base` in at most `max_width`, each column drawn upwards from `base`.
    void chip_stack(Cents amount, const std::vector<Cents>& denominations, Point base, float diameter,
                    float alpha = 1.0f, float max_width = 1e9f);
    // Columns already laid out (lay_out_chips()), centred on `base`.
    void chip_columns(const ChipLayout& layout, Point base, float alpha = 1.0f);

private:
    int px(float logical) const;
    void polygon(const std::vector<Point>& outline, Color c);
    int corner_segments(float radius) const;
    void rounded_outline(const Rect& r, float radius, std::vector<Point>& out, int segments) const;
    // A rounded rectangle from the shape cache (border 0: filled); false when it must be drawn directly.
    bool cached_rounded(const Rect& r, float radius, float border, Color c);
    const FittedText& fitted(std::string_view s, const Rect& box, const BoxText& style);
    // outline_rounded() without telling DrawingOverlaps: the theme's own strokes (a card's edge over the card
    // before it in a fan is not a highlight across it).
    void stroke_rounded(const Rect& r, float radius, float thickness, Color c);
    void record_text(std::string_view s, int x, int y, int w, int h, Color c);
    // A word of an arc_text() as its glyphs are drawn: its letters and the pixels they cover.
    struct ArcWord {
        std::string text;
        Rect box{};
        void add(char ch, Point centre, float w, float h, float radians);
    };
    void record_arc_word(ArcWord& word, Color c);
    // The renderer, for a draw call: the frame's clear goes first if it is still owed (begin_frame()).
    SDL_Renderer* target();
    // What is drawn next covers the whole target opaquely: the screen's clear is no longer owed.
    void covered();

    SDL_Renderer* renderer_;
    TextRenderer& text_;
    CardArt& cards_;
    ChipArt& chips_;
    FeltArt& felt_;
    ShapeCache shapes_;
    int pixel_w_ = 1280;
    int pixel_h_ = 720;
    float scale_ = 1;
    float offset_x_ = 0;
    float offset_y_ = 0;
    float last_scale_ = 0;
    bool four_colour_ = false;
    bool high_contrast_ = false;
    bool clear_pending_ = false;  // begin_frame()
    // The frame's texts (drawn_texts()); a cached layer's are kept with it and added each frame it is copied.
    struct {
        std::vector<DrawnText> texts;
        std::vector<DrawnText> layer;
        bool painting_layer = false;
        bool key_figure = false;  // text_in() is drawing a BoxText::key_figure
    } drawn_;
    std::unordered_map<std::string, FittedText> fits_;
    TextOverflows overflows_;
    DrawingOverlaps overlaps_;
    SDL_Texture* layer_ = nullptr;
    std::string layer_key_;
    int layer_w_ = 0;
    int layer_h_ = 0;
};

}  // namespace bjt::game
