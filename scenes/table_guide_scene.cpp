#include "scenes/table_guide_scene.h"

#include <algorithm>
#include <vector>

#include "game/audio/sound_bank.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/scene/scene_stack.h"
#include "game/text/text_fit.h"
#include "game/ui/panel.h"
#include "game/ui/tooltip.h"
#include "game/view/glossary.h"

namespace bjt::game {

namespace {
constexpr Rect kPanel{60, 24, 1160, 672};
constexpr float kPad = 30;
constexpr float kColumnGap = 44;
constexpr float kColumnW = (kPanel.w - 2 * kPad - kColumnGap) / 2;
constexpr float kLabelW = 118;
constexpr float kValueW = kColumnW - kLabelW - 10;
constexpr float kTop = kPanel.y + 104;
constexpr float kBottom = kPanel.y + kPanel.h - 74;
constexpr float kHeadingH = 24;
constexpr float kRowGap = 5;
constexpr float kSectionGap = 12;
// The rules' size, largest first: the first at which both columns fit.
constexpr float kSizes[] = {16, 15, 14, 13, 12};

float row_height(std::string_view text, float size, const MeasureText& measure) {
    const auto lines = static_cast<int>(wrap_words(text, kValueW, size, measure).size());
    return text_block_height(std::max(1, lines), size);
}

// Each row's height at `size`, section after section.
std::vector<float> row_heights(const std::vector<GuideSection>& sections, float size, const MeasureText& measure) {
    std::vector<float> heights;
    for (const GuideSection& s : sections)
        for (const GuideLine& l : s.lines) heights.push_back(row_height(l.text, size, measure));
    return heights;
}

// The largest size at which the sections, split in two columns as evenly as they go, fit between kTop and
// kBottom; at the smallest size the best split even if it does not fit (text_in then counts what is cut).
GuideLayout lay_out(const std::vector<GuideSection>& sections, float scale, const MeasureText& measure) {
    GuideLayout best;
    for (const float size : kSizes) {
        best = {scale, size, sections.size(), row_heights(sections, size, measure), {}};
        std::vector<float> heights;
        std::size_t row = 0;
        for (const GuideSection& s : sections) {
            float& h = heights.emplace_back(kHeadingH + kSectionGap);
            for (std::size_t i = 0; i < s.lines.size(); ++i) h += best.row_heights[row++] + kRowGap;
        }
        float total = 0, left = 0;
        for (const float h : heights) total += h;
        float tallest = total;
        for (std::size_t i = 0; i < heights.size(); ++i) {
            left += heights[i];
            if (std::max(left, total - left) < tallest) tallest = std::max(left, total - left), best.split = i + 1;
        }
        if (tallest <= kBottom - kTop + kSectionGap) return best;
    }
    return best;
}

// Where draw_section() puts each rule of `sections` laid out as `layout` says, the first column at `x`.
std::vector<Rect> row_boxes(const std::vector<GuideSection>& sections, const GuideLayout& layout, float x) {
    std::vector<Rect> boxes;
    Point at{x, kTop};
    std::size_t row = 0;
    for (std::size_t i = 0; i < sections.size(); ++i) {
        if (i == layout.split) at = {x + kColumnW + kColumnGap, kTop};
        at.y += kHeadingH;
        for (std::size_t j = 0; j < sections[i].lines.size(); ++j) {
            const float h = layout.row_heights[row++];
            boxes.push_back({at.x, at.y, kColumnW, h});
            at.y += h + kRowGap;
        }
        at.y += kSectionGap;
    }
    return boxes;
}

// One section at (x, y), its rows `heights` tall; returns where the next one starts. A row that runs past kBottom
// gets only the room left, so text_in cuts it and counts the overflow.
float draw_section(Painter& p, const GuideSection& s, Point at, float size, const float* heights) {
    p.text_in(s.heading, {at.x, at.y, kColumnW, kHeadingH - 2},
              {.size = 15, .color = palette::kGold, .face = FontFace::SansBold, .max_lines = 1});
    float y = at.y + kHeadingH;
    for (const GuideLine& l : s.lines) {
        const float h = *heights++;
        const float room = std::max(1.0f, std::min(h + 1, kBottom - y));
        p.text_in(
            l.label, {at.x, y, kLabelW, room},
            {.size = size, .color = palette::kFeltText, .face = FontFace::SansBold, .min_size = 9, .max_lines = 1});
        p.text_in(l.text, {at.x + kLabelW + 10, y, kValueW, room}, {.size = size, .color = palette::kWhite});
        y += h + kRowGap;
    }
    return y + kSectionGap;
}
}  // namespace

TableGuideScene::TableGuideScene(GameContext& ctx, const Rules& rules) : ctx_(ctx), guide_(table_guide(rules)) {
    for (const GuideSection& s : guide_.sections)
        for (const GuideLine& l : s.lines) tips_.push_back(jargon_in(l.label + " " + l.text));
    buttons_.add({.id = "close",
                  .label = "Close",
                  .key = "Esc",
                  .pad = "B",
                  .rect = {kPanel.x + kPanel.w - 190, kPanel.y + kPanel.h - 64, 160, 50}});
    buttons_.focus("close");
}

void TableGuideScene::close() {
    ctx_.sound.play(Sound::Button);
    ctx_.scenes.pop();
}

void TableGuideScene::move_focus(int step) {
    const int n = static_cast<int>(tips_.size());
    for (int i = 1; i <= n; ++i) {
        const int next = ((row_ < 0 ? (step > 0 ? -1 : 0) : row_) + step * i + n) % n;
        if (!tips_[static_cast<std::size_t>(next)].empty()) {
            row_ = next;
            return;
        }
    }
}

bool TableGuideScene::handle(const InputEvent& e) {
    if (e.type == InputEvent::Type::PointerMove) {
        row_ = -1;
        for (std::size_t i = 0; i < layout_.rows.size(); ++i)
            if (layout_.rows[i].contains(e.pos) && !tips_[i].empty()) row_ = static_cast<int>(i);
    }
    if (e.is(InputAction::Down) || e.is(InputAction::Up)) {
        move_focus(e.is(InputAction::Down) ? 1 : -1);
        return true;
    }
    if (auto id = buttons_.handle(e)) {
        if (*id == "close") close();
        return true;
    }
    if (e.is(InputAction::Back) || e.is(InputAction::Guide)) {
        close();
        return true;
    }
    return true;  // the scene beneath waits while the card is up
}

std::string TableGuideScene::tip_words() const {
    if (row_ < 0) return {};
    std::string words;
    for (const std::string& m : tips_[static_cast<std::size_t>(row_)]) words += (words.empty() ? "" : " ") + m;
    return words;
}

std::string TableGuideScene::observe(std::string_view what) const {
    if (what == "tooltip") {
        if (row_ < 0) return "none";
        std::string tip;
        for (const std::string& m : tips_[static_cast<std::size_t>(row_)]) tip += (tip.empty() ? "" : " | ") + m;
        return tip;
    }
    if (what == "guide-name") return guide_.name;
    if (what.starts_with("guide-line:")) {
        const std::string text = guide_line(guide_, what.substr(11));
        return text.empty() ? "none" : text;
    }
    return "?";
}

void TableGuideScene::draw(Painter& p) {
    p.felt();
    draw_panel(p, kPanel);
    const float x = kPanel.x + kPad, w = kPanel.w - 2 * kPad;
    p.text_in(
        "HOW THIS TABLE WORKS", {x, kPanel.y + 14, w, 18},
        {.size = 14, .color = palette::kMuted, .align = Align::Center, .face = FontFace::SansBold, .max_lines = 1});
    p.text_in(
        guide_.name, {x, kPanel.y + 34, w, 38},
        {.size = 30, .color = palette::kGold, .align = Align::Center, .face = FontFace::SansBold, .max_lines = 1});
    p.text_in(guide_.summary, {x, kPanel.y + 72, w, 24},
              {.size = 18, .color = palette::kFeltText, .align = Align::Center, .max_lines = 1});
    // Measuring wraps every line at every size tried: done again only when the window's scale changes.
    if (layout_.scale != p.scale()) {
        const MeasureText measure = [&p](std::string_view s, float size) { return p.text_width(s, size); };
        layout_ = lay_out(guide_.sections, p.scale(), measure);
        layout_.rows = row_boxes(guide_.sections, layout_, x);
    }
    Point at{x, kTop};
    std::size_t row = 0;
    for (std::size_t i = 0; i < guide_.sections.size(); ++i) {
        if (i == layout_.split) at = {x + kColumnW + kColumnGap, kTop};
        at.y = draw_section(p, guide_.sections[i], at, layout_.size, layout_.row_heights.data() + row);
        row += guide_.sections[i].lines.size();
    }
    const float divider = x + kColumnW + kColumnGap / 2;
    p.line({divider, kTop}, {divider, kBottom}, 1, palette::kPanelBorder.with_alpha(0.5f));
    p.text_in(guide_.document, {x, kPanel.y + kPanel.h - 46, w - 220, 20},
              {.size = 14, .color = palette::kMuted, .max_lines = 1});
    buttons_.draw(p);
    draw_focus(p);
}

// The rule pointed at or focused, ringed, with its words explained above or below it.
void TableGuideScene::draw_focus(Painter& p) const {
    if (row_ < 0 || static_cast<std::size_t>(row_) >= layout_.rows.size()) return;
    const Rect r = layout_.rows[static_cast<std::size_t>(row_)];
    p.outline_rounded({r.x - 6, r.y - 3, r.w + 12, r.h + 6}, 6, p.focus_thickness(), palette::kFocus);
    const auto& tip = tips_[static_cast<std::size_t>(row_)];
    draw_tooltip(p, tip, r);
}

}  // namespace bjt::game
