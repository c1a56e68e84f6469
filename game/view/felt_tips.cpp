#include "game/view/felt_tips.h"

#include <cmath>

#include "game/ui/tooltip.h"
#include "game/view/glossary.h"
#include "game/view/side_bet_spots.h"
#include "game/view/table_layout.h"
#include "game/view/table_words.h"

namespace bjt::game {

namespace {

// The band of the felt the rules are printed on (TableRenderer: three lines along the arc, the first at its radius).
bool over_felt_rules(Point at) {
    const Point c = layout::kRulesArcCenter;
    const float d = std::hypot(at.x - c.x, at.y - c.y);
    return d >= layout::kRulesArcRadius - 30 && d <= layout::kRulesArcRadius + 72 && std::fabs(at.x - c.x) < 300;
}

std::optional<SideBet> side_bet_at(Point at, const Rules& rules) {
    for (SideBet b : kSideBets)
        if (side_bet_rule(rules, b).offered && Rect::centered(SideBetSpots::spot(b), 110, 110).contains(at)) return b;
    return std::nullopt;
}

std::vector<std::string> side_bet_words(SideBet b, const Rules& rules) {
    std::string text(side_bet_title(b));
    for (const std::string& line : SideBetSpots::paytable_lines(rules, b)) text += " " + line;
    return jargon_in(text);
}

}  // namespace

void FeltTips::point_at(Point at, const Rules& rules) {
    pointed_.reset();
    if (const auto bet = side_bet_at(at, rules)) {
        pointed_ = Tip{side_bet_words(*bet, rules), Rect::centered(SideBetSpots::spot(*bet), 110, 110)};
    } else if (over_felt_rules(at)) {
        std::string printed;
        for (const std::string& line : felt_lines(rules)) printed += line + " ";
        pointed_ = Tip{jargon_in(printed), Rect::centered({at.x, at.y}, 40, 40)};
    }
    if (pointed_ && pointed_->lines.empty()) pointed_.reset();
}

void FeltTips::focus_side_bet(std::optional<SideBet> bet, const Rules& rules) {
    focused_.reset();
    if (bet) focused_ = Tip{side_bet_words(*bet, rules), Rect::centered(SideBetSpots::spot(*bet), 110, 110)};
}

void FeltTips::draw(Painter& p) const {
    if (const auto& tip = focused_ ? focused_ : pointed_) draw_tooltip(p, tip->lines, tip->target);
}

std::string FeltTips::observe() const {
    const auto& tip = focused_ ? focused_ : pointed_;
    if (!tip) return "none";
    std::string s;
    for (const std::string& line : tip->lines) s += (s.empty() ? "" : " | ") + line;
    return s;
}

std::string FeltTips::words() const {
    const auto& tip = focused_ ? focused_ : pointed_;
    std::string s;
    if (tip)
        for (const std::string& line : tip->lines) s += (s.empty() ? "" : " ") + line;
    return s;
}

}  // namespace bjt::game
