// BettingScene's side-bet spots: a click on a spot sends the chips there; each side bet keeps to its own limits and,
// with the base bet, to the bank. The coach's line says what they cost.
#include <cstdio>
#include <limits>
#include <numeric>

#include "engine/strategy/side_bet_edge.h"
#include "game/audio/sound_bank.h"
#include "game/render/chip_pile.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/session/session.h"
#include "game/ui/money_text.h"
#include "game/view/side_bet_spots.h"
#include "game/view/table_layout.h"
#include "game/view/table_stage.h"
#include "scenes/betting_scene.h"

namespace bjt::game {

namespace {
std::string side_button_id(SideBet b) { return "side-" + std::string(side_bet_name(b)); }
}  // namespace

void BettingScene::add_side_bet_buttons() {
    const Rules& r = ctx_.session.rules();
    bool any = false;
    for (SideBet b : kSideBets) {
        if (!side_bet_rule(r, b).offered) continue;
        any = true;
        buttons_.add({side_button_id(b), "", "", "", Rect::centered(SideBetSpots::spot(b), 64, 64), true, std::nullopt,
                      16, false});
    }
    if (!any) return;
    buttons_.add(
        {"spot-main", "", "", "", Rect::centered(layout::bet_spot(0, 1), 76, 76), true, std::nullopt, 16, false});
    if (side_bet_coach_.empty()) {
        std::string edges;
        for (const strategy::SideBetEdge& e : strategy::offered_side_bet_edges(r)) {
            char text[64];
            std::snprintf(text, sizeof text, "%s%s %.2f%%", edges.empty() ? "" : ", ",
                          std::string(side_bet_title(e.bet)).c_str(), e.house_edge_percent());
            edges += text;
        }
        side_bet_coach_ = "Coach: side bets are bets against you. House edge " + edges + ".";
    }
}

SideBetStakes BettingScene::side_bets() const {
    SideBetStakes stakes;
    for (SideBet b : kSideBets) {
        const auto& chips = side_chips_[static_cast<std::size_t>(b)];
        stakes[b] = std::accumulate(chips.begin(), chips.end(), Cents{0});
    }
    return stakes;
}

bool BettingScene::add_side_chip(Cents value) {
    if (!target_) return false;
    const Rules& r = ctx_.session.rules();
    const SideBet b = *target_;
    const SideBetRule rule = side_bet_rule(r, b);
    const SideBetStakes stakes = side_bets();
    if (stakes[b] + value > rule.max) {
        refuse("The " + std::string(side_bet_title(b)) + " maximum is " + money_text(rule.max, r.units));
        return true;
    }
    if (bet() + stakes.total() + value > ctx_.session.my_seat().bank) {
        refuse("Not enough in the bank for that chip");
        return true;
    }
    side_chips_[static_cast<std::size_t>(b)].push_back(value);
    const Button* chip = buttons_.find("chip-" + format_amount(value));
    ctx_.stage.view().fly_chip(value, chip ? chip->rect.center() : layout::kPlayerBank, SideBetSpots::spot(b));
    ctx_.stage.view().set_pending_side_bet(b, stakes[b] + value);
    layout();
    return true;
}

void BettingScene::undo_side_chip() {
    auto& chips = side_chips_[static_cast<std::size_t>(*target_)];
    if (!chips.empty()) chips.pop_back();
    ctx_.stage.view().set_pending_side_bet(*target_, side_bets()[*target_]);
    layout();
}

void BettingScene::set_side_bets(const SideBetStakes& stakes) {
    for (SideBet b : kSideBets) {
        side_chips_[static_cast<std::size_t>(b)] =
            chip_pile(stakes[b], ctx_.session.rules().chips, std::numeric_limits<std::size_t>::max());
        ctx_.stage.view().set_pending_side_bet(b, stakes[b]);
    }
}

void BettingScene::clear_side_bets() {
    for (SideBet b : kSideBets) {
        side_chips_[static_cast<std::size_t>(b)].clear();
        ctx_.stage.view().set_pending_side_bet(b, 0);
    }
}

void BettingScene::draw_side_bets(Painter& p) const {
    if (side_bet_coach_.empty()) return;
    // Where the chips go: a gold ring round the chosen spot.
    const Point at = target_ ? SideBetSpots::spot(*target_) : layout::bet_spot(0, 1);
    p.ring(at, target_ ? 31.0f : 39.0f, p.focus_thickness(), palette::kFocus);
    p.text_in(side_bet_coach_, {300, 426, 680, 20},
              {.size = 14, .color = palette::kFeltText, .align = Align::Center, .max_lines = 1});
    p.text_in("Click a spot, then chips: they go to the spot ringed in gold", {300, 446, 680, 18},
              {.size = 12, .color = palette::kMuted, .align = Align::Center, .max_lines = 1});
}

}  // namespace bjt::game
