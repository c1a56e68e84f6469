#pragma once
// What one frame drew over something it should have left in sight, whoever drew it: a text under a later box,
// chip, card or text (a banner over a bet's label, a coach row over the panel's footnote), or a card crossed by
// a later outline that does not go round it (a highlight's edge across the next card). The Painter tells it
// every text, card and box as it draws them; a script reads the last frame's with `expect overlaps 0`.
//
// Only the layer being drawn counts: a scene drawn over another (a dialog over the table) starts a new layer,
// and so does a fill over the whole logical screen (a shade). A box and its own border are one thing: an outline
// of the rectangle just filled covers like the fill and crosses nothing. A text over the same words is a shadow.
#include <string>
#include <string_view>
#include <vector>

#include "game/render/geometry.h"

namespace bjt::game {

class DrawingOverlaps {
public:
    // A new frame: the last one's findings are forgotten.
    void begin_frame() {
        count_ = 0;
        first_.clear();
        new_layer();
    }
    // What was drawn so far lies under a scene of its own or a shade: nothing drawn later covers it.
    void new_layer() {
        texts_.clear();
        cards_.clear();
        last_fill_ = {};
    }
    // Drawing that is background (the felt's cached layer) neither covers nor is covered.
    void pause(bool paused) { paused_ = paused; }

    void text(std::string_view s, const Rect& r) {
        if (paused_ || r.w <= 0) return;
        for (const Drawn& t : texts_)
            if (t.what != s && meet(ink(t.box), ink(r))) found("'" + t.what + "' under '" + std::string(s) + "'");
        texts_.push_back({std::string(s), r});
    }
    void fill(const Rect& r, std::string_view what) {
        if (paused_) return;
        if (r.x <= 0 && r.y <= 0 && r.x + r.w >= 1280 && r.y + r.h >= 720) return new_layer();
        for (const Drawn& t : texts_)
            if (meet(ink(t.box), r)) found("'" + t.what + "' under " + std::string(what) + " " + where(r));
        last_fill_ = r;
    }
    void card(const Rect& r) {
        if (paused_) return;
        fill(r, "a card");
        cards_.push_back(r);
    }
    void outline(const Rect& r) {
        if (paused_) return;
        if (same(r, last_fill_)) return fill(r, "a box");
        for (const Drawn& t : texts_)
            if (crosses(r, t.box)) found("'" + t.what + "' crossed by an outline " + where(r));
        for (const Rect& c : cards_)
            if (crosses(r, c.inset(2))) found("a card at " + where(c) + " crossed by an outline " + where(r));
    }

    int count() const { return count_; }
    // "0", or the count and the first of them: `1 (first: '$25' under a box 700x36 at 370,580)`.
    std::string describe() const { return count_ == 0 ? "0" : std::to_string(count_) + " (first: " + first_ + ")"; }

private:
    struct Drawn {
        std::string what;
        Rect box;
    };

    void found(std::string what) {
        if (count_++ == 0) first_ = std::move(what);
    }
    static std::string where(const Rect& r) {
        const auto i = [](float v) { return std::to_string(static_cast<int>(v)); };
        return i(r.w) + "x" + i(r.h) + " at " + i(r.x) + "," + i(r.y);
    }
    static bool same(const Rect& a, const Rect& b) {
        return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h && a.w > 0;
    }
    static bool meet(const Rect& a, const Rect& b) {
        return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    }
    static bool contains(const Rect& outer, const Rect& inner) {
        return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
               inner.y + inner.h <= outer.y + outer.h;
    }
    // A text's box holds the font's whole line height: the letters stand in about its middle two thirds, so
    // a box that only touches the line's spare room above or below covers nothing.
    static Rect ink(const Rect& text) { return {text.x + 1, text.y + text.h * 0.2f, text.w - 2, text.h * 0.6f}; }
    // An outline's edge runs through `r`: they meet, yet neither holds the other whole.
    static bool crosses(const Rect& outline, const Rect& r) {
        return meet(outline.inset(2), r) && !contains(outline, r) && !contains(r.inset(-2), outline);
    }

    std::vector<Drawn> texts_;
    std::vector<Rect> cards_;
    Rect last_fill_;
    bool paused_ = false;
    int count_ = 0;
    std::string first_;
};

}  // namespace bjt::game
