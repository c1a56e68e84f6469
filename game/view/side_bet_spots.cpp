#include "game/view/side_bet_spots.h"

#include <algorithm>

#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/ui/money_text.h"
#include "game/view/table_layout.h"

namespace bjt::game {

namespace {
constexpr float kRing = 26;
constexpr float kPaytableSize = 11;
constexpr float kPaytableWidth = 150;  // beside the spot, clear of the main bet spot and the window's edge
constexpr float kLabelWidth = 170;  // the spot's name and stake, its result: within the gap to the main spot
constexpr float kChipsWidth = 100;  // the stake's columns of chips (chip_layout.h): within the gap too

std::string short_name(SideBetOutcome o) {
    switch (o) {
        case SideBetOutcome::MixedPair: return "MIXED PAIR";
        case SideBetOutcome::ColouredPair: return "COLOURED PAIR";
        case SideBetOutcome::PerfectPair: return "PERFECT PAIR";
        case SideBetOutcome::Flush: return "FLUSH";
        case SideBetOutcome::Straight: return "STRAIGHT";
        case SideBetOutcome::ThreeOfAKind: return "TRIPS";
        case SideBetOutcome::StraightFlush: return "STRAIGHT FLUSH";
        case SideBetOutcome::SuitedThreeOfAKind: return "SUITED TRIPS";
        default: return "NO WIN";
    }
}
}  // namespace

Point SideBetSpots::spot(SideBet b) {
    // Clear of every split layout's bet spots (layout::hand_x) and of the chip tray and the bank.
    return {b == SideBet::PerfectPairs ? 400.0f : 880.0f, layout::kBetY};
}

std::vector<std::string> SideBetSpots::paytable_lines(const Rules& rules, SideBet b) {
    std::vector<std::string> lines;
    for (SideBetOutcome o : side_bet_outcomes(b))
        if (o != SideBetOutcome::Lose)
            lines.push_back(short_name(o) + " " + std::to_string(side_bet_pays(rules, b, o)) + ":1");
    return lines;
}

void SideBetSpots::clear_results() {
    for (SideBetSpot& s : spots_) s.outcome = SideBetOutcome::Pending, s.net = 0, s.winning_cards.clear();
}

void SideBetSpots::draw(Painter& p, const Rules& rules, bool betting, bool split) const {
    for (SideBet b : kSideBets) {
        const SideBetRule rule = side_bet_rule(rules, b);
        const SideBetSpot& s = (*this)[b];
        if (!rule.offered || rules.mode == GameMode::ThreeBets) continue;
        const Point c = spot(b);
        if (!split || s.shown > 0) p.ring(c, kRing, 2, palette::kFeltText.with_alpha(0.6f));
        const Cents stake = s.shown + s.pending;
        p.chip_stack(stake, rules.chips, c, layout::kChipDiameter * 0.8f, 1.0f, kChipsWidth);
        // Under the spot: its name and stake, and once the deal is out how it went in their place (above the spot it
        // lay where the bar under a split's first hand runs, and the cards of three split hands).
        if (s.outcome != SideBetOutcome::Pending) {
            const bool won = s.net > 0;
            const std::string line = won ? short_name(s.outcome) + " +" + money_text(s.net, rules.units)
                                         : "NO WIN " + money_text(s.net, rules.units);
            p.text_in(line, {c.x - kLabelWidth / 2, c.y + kRing + 2, kLabelWidth, 18},
                      {.size = 14,
                       .color = won ? palette::kGold : palette::kLose,
                       .align = Align::Center,
                       .face = FontFace::SansBold,
                       .max_lines = 1});
        } else if (!split || stake > 0) {
            p.text_in(std::string(b == SideBet::PerfectPairs ? "PERFECT PAIRS" : "21+3") +
                          (stake > 0 ? "  " + money_text(stake, rules.units) : ""),
                      {c.x - kLabelWidth / 2, c.y + kRing + 4, kLabelWidth, 16},
                      {.size = 12,
                       .color = palette::kFeltText,
                       .align = Align::Center,
                       .face = FontFace::SansBold,
                       .max_lines = 1});
        }
        if (!betting) continue;
        // The paytable at a glance and the limits, on the outer side of the spot (clear of a stack of chips).
        const std::vector<std::string> lines = paytable_lines(rules, b);
        const bool left = b == SideBet::PerfectPairs;
        const float x = left ? c.x - kRing - 14 - kPaytableWidth : c.x + kRing + 24;
        const Painter::BoxText style{.size = kPaytableSize,
                                     .color = palette::kFeltText.with_alpha(0.85f),
                                     .align = left ? Align::Right : Align::Left,
                                     .face = FontFace::SansBold,
                                     .max_lines = 1};
        float y = c.y - 7.0f * static_cast<float>(lines.size() + 1) - 4;
        for (const std::string& line : lines) {
            p.text_in(line, {x, y, kPaytableWidth, 14}, style);
            y += 14;
        }
        Painter::BoxText limits = style;
        limits.color = palette::kMuted;
        p.text_in("BET " + money_text(rule.min, rules.units) + " TO " + money_text(rule.max, rules.units),
                  {x, y, kPaytableWidth, 14}, limits);
    }
}

bool SideBetSpots::won_with(SpriteId card) const {
    for (const SideBetSpot& s : spots_)
        if (std::find(s.winning_cards.begin(), s.winning_cards.end(), card) != s.winning_cards.end()) return true;
    return false;
}

void SideBetSpots::outline_winning_card(Painter& p, const CardSprite& c) {
    if (!c.visible || c.turn < 1.0f) return;
    p.outline_rounded(Rect::centered(c.pos, layout::kCardWidth + 10, layout::kCardHeight + 10), 10, 3, palette::kGold);
}

}  // namespace bjt::game
