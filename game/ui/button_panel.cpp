#include "game/ui/button_panel.h"

#include <cmath>
#include <limits>

#include "game/render/painter.h"
#include "game/render/palette.h"

namespace bjt::game {

void ButtonPanel::clear() {
    buttons_.clear();
    pressed_.clear();
}

Button& ButtonPanel::add(Button b) {
    buttons_.push_back(std::move(b));
    if (focused_.empty() || index_of(focused_) < 0) {
        for (const Button& x : buttons_)
            if (x.enabled) {
                focused_ = x.id;
                break;
            }
    }
    return buttons_.back();
}

int ButtonPanel::index_of(std::string_view id) const {
    for (std::size_t i = 0; i < buttons_.size(); ++i)
        if (buttons_[i].id == id) return static_cast<int>(i);
    return -1;
}

const Button* ButtonPanel::find(std::string_view id) const {
    const int i = index_of(id);
    return i < 0 ? nullptr : &buttons_[static_cast<std::size_t>(i)];
}

Button* ButtonPanel::find(std::string_view id) {
    const int i = index_of(id);
    return i < 0 ? nullptr : &buttons_[static_cast<std::size_t>(i)];
}

void ButtonPanel::focus(std::string_view id) {
    if (index_of(id) >= 0) focused_ = std::string(id);
}

void ButtonPanel::move_focus(float dx, float dy) {
    // The nearest enabled button in the pressed direction, favouring ones in line with the current.
    const Button* cur = find(focused_);
    if (!cur) {
        for (const Button& b : buttons_)
            if (b.enabled) {
                focused_ = b.id;
                return;
            }
        return;
    }
    const Point c = cur->rect.center();
    float best = std::numeric_limits<float>::max();
    const Button* pick = nullptr;
    for (const Button& b : buttons_) {
        if (!b.enabled || b.id == cur->id || (b.set_apart && !cur->set_apart)) continue;
        const Point o = b.rect.center();
        const float along = (o.x - c.x) * dx + (o.y - c.y) * dy;
        if (along <= 1) continue;
        const float across = std::abs((o.x - c.x) * dy) + std::abs((o.y - c.y) * dx);
        // Far more sideways than onwards is not "down" (the betting tray's Down went to Max, across the tray).
        if (across > 2 * along) continue;
        const float score = along + 2.5f * across;
        if (score < best) best = score, pick = &b;
    }
    if (pick) focused_ = pick->id;
}

void ButtonPanel::focus_next() {
    // The first press shows the ring where it is; then the next enabled button in the order they were added.
    if (focus_visible_ || focused_.empty()) {
        const int at = index_of(focused_);
        const int n = static_cast<int>(buttons_.size());
        for (int step = 1; step <= n; ++step) {
            const Button& b = buttons_[static_cast<std::size_t>((at + step + n) % n)];
            if (!b.enabled) continue;
            focused_ = b.id;
            break;
        }
    }
    focus_visible_ = true;
}

std::optional<std::string> ButtonPanel::handle(const InputEvent& e) {
    switch (e.type) {
        case InputEvent::Type::PointerMove: {
            hovered_.clear();
            for (const Button& b : buttons_)
                if (b.enabled && b.rect.contains(e.pos)) hovered_ = b.id;
            return std::nullopt;
        }
        case InputEvent::Type::PointerDown:
            pressed_.clear();
            for (const Button& b : buttons_)
                if (b.enabled && b.rect.contains(e.pos)) pressed_ = b.id;
            focus_visible_ = false;
            return std::nullopt;
        case InputEvent::Type::PointerUp: {
            std::string was = std::move(pressed_);
            pressed_.clear();
            const Button* b = find(was);
            if (b && b->enabled && b->rect.contains(e.pos)) {
                focused_ = was;
                return was;
            }
            return std::nullopt;
        }
        case InputEvent::Type::Action: break;
    }
    if (e.device == InputDevice::Gamepad) focus_visible_ = true;
    const bool arrows =
        e.is(InputAction::Left) || e.is(InputAction::Right) || e.is(InputAction::Up) || e.is(InputAction::Down);
    if (arrows) {
        if (focus_visible_) {
            if (e.is(InputAction::Left)) move_focus(-1, 0);
            if (e.is(InputAction::Right)) move_focus(1, 0);
            if (e.is(InputAction::Up)) move_focus(0, -1);
            if (e.is(InputAction::Down)) move_focus(0, 1);
        }
        focus_visible_ = true;  // the first press shows the ring where it is
        return std::nullopt;
    }
    if (e.is(InputAction::NextFocus)) {
        focus_next();
        return std::nullopt;
    }
    if (e.is(InputAction::Confirm)) {
        const Button* b = find(focused_);
        if (b && b->enabled) return b->id;
    }
    return std::nullopt;
}

void ButtonPanel::draw_pad_glyph(Painter& p, std::string_view glyph, Point c, float size) {
    // The badges' colours dark enough for white letters at 4.5:1, the yellow Y's letter black.
    Color col{90, 90, 90};
    if (glyph == "A") col = {30, 125, 45};
    if (glyph == "B") col = {185, 45, 40};
    if (glyph == "X") col = {40, 95, 200};
    if (glyph == "Y") col = {220, 180, 40};
    const Color letter = glyph == "Y" ? palette::kBlack : palette::kWhite;
    if (glyph.size() == 1) {
        p.fill_circle(c, size / 2, col);
    } else {
        p.fill_rounded(Rect::centered(c, size * 1.6f, size * 0.9f), size * 0.3f, col);
    }
    // A gamepad button's name ("A", "LB", "Start") on its badge, sized for it: a fixed glyph, never long.
    p.text(glyph, {c.x, c.y - size * 0.36f}, size * 0.6f, letter, Align::Center, FontFace::SansBold);
}

namespace {
constexpr float kHint = 17;  // a key cap's height, a pad glyph's size

float key_cap_width(Painter& p, const std::string& key) {
    return std::max(kHint, p.text_width(key, 11, FontFace::SansBold) + 8);
}
}  // namespace

float ButtonPanel::hints_width(Painter& p, const Button& b) {
    const float pad = b.pad.empty() ? 0 : b.pad.size() == 1 ? kHint : kHint * 1.6f;
    if (b.key.empty()) return pad;
    const float key = key_cap_width(p, b.key);
    return b.pad.empty() ? key : key / 2 + kHint * 1.8f + pad / 2;
}

void ButtonPanel::draw_hints(Painter& p, const Button& b, Point c) {
    // The key cap, then the pad glyph 1.8 hints to its right; the pair centred on `c`.
    float x = c.x;
    if (!b.key.empty() && !b.pad.empty()) x -= kHint * 0.9f;
    if (!b.key.empty()) {
        const Rect k = Rect::centered({x, c.y}, key_cap_width(p, b.key), kHint);
        p.fill_rounded(k, 3, Color{230, 230, 220, 230});
        // The key cap is as wide as the key's name.
        p.text(b.key, {x, c.y - 7}, 11, palette::kBlack, Align::Center, FontFace::SansBold);
        x += kHint * 1.8f;
    }
    if (!b.pad.empty()) draw_pad_glyph(p, b.pad, {x, c.y}, kHint);
}

// A frameless button's hover or focus mark, `gap` outside it: a ring round a round one (a chip, a betting spot), a
// rounded outline round any other (a list's row), which a ring as wide as the row would dwarf.
void ButtonPanel::draw_frameless_mark(Painter& p, const Rect& r, float gap, Color c) {
    const float thickness = p.focus_thickness();
    if (std::abs(r.w - r.h) < 1) {
        p.ring(r.center(), r.w / 2 + gap, thickness, c);
        return;
    }
    p.outline_rounded({r.x - gap, r.y - gap, r.w + 2 * gap, r.h + 2 * gap}, 8, thickness, c);
}

void ButtonPanel::draw(Painter& p) const {
    for (const Button& b : buttons_) {
        const bool hover = b.id == hovered_ && b.enabled;
        Color bg = b.tint ? *b.tint : palette::kButton;
        if (hover)
            bg = b.tint ? Color{static_cast<std::uint8_t>(std::min(255, b.tint->r + 30)),
                                static_cast<std::uint8_t>(std::min(255, b.tint->g + 30)),
                                static_cast<std::uint8_t>(std::min(255, b.tint->b + 30)), b.tint->a}
                        : palette::kButtonHover;
        if (!b.enabled) bg = palette::kButtonDisabled;
        const float radius = std::min(12.0f, b.rect.h / 3);
        if (!b.frame) {
            if (hover) draw_frameless_mark(p, b.rect, 2, palette::kFocus.with_alpha(0.6f));
            if (focus_visible_ && b.id == focused_) draw_frameless_mark(p, b.rect, 5, palette::kFocus);
            continue;
        }
        p.fill_rounded({b.rect.x + 2, b.rect.y + 3, b.rect.w, b.rect.h}, radius, Color{0, 0, 0, 90});
        p.fill_rounded(b.rect, radius, bg);
        p.outline_rounded(b.rect, radius, 1.5f, b.enabled ? palette::kPanelBorder : Color{90, 90, 90, 160});
        const Color text = b.enabled ? palette::kButtonText : palette::kMuted;
        const bool hints = !b.key.empty() || !b.pad.empty();
        // The label wraps and shrinks to fit above the key hints (a player's answer may be 80 characters), or
        // left of them on a one-row button.
        const float beside = hints && b.inline_hints ? hints_width(p, b) + 6 : 0;
        const Rect label_box{b.rect.x + 8, b.rect.y + 3, b.rect.w - 16 - beside,
                             b.rect.h - (hints && !b.inline_hints ? 30 : 6)};
        p.text_in(
            b.label, label_box,
            {.size = b.text_size, .color = text, .align = Align::Center, .face = FontFace::SansBold, .middle = true});
        if (hints && b.inline_hints)
            draw_hints(p, b, {b.rect.x + b.rect.w - 8 - beside / 2, b.rect.y + b.rect.h / 2});
        else if (hints)
            draw_hints(p, b, {b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h - 15});
        if (focus_visible_ && b.id == focused_) p.focus_ring(b.rect, radius);
    }
}

std::string ButtonPanel::focus_words() const {
    const int at = index_of(focused_);
    if (!focus_visible_ || at < 0) return "";
    const Button& b = buttons_[static_cast<std::size_t>(at)];
    const std::string label = !b.spoken.empty() ? b.spoken : b.label.empty() ? b.id : b.label;
    return label + ", button" + (b.enabled ? "" : ", unavailable") + ", " + std::to_string(at + 1) + " of " +
           std::to_string(buttons_.size());
}

}  // namespace bjt::game
