// The betting screen at a table of several people: while it serves one person, each other person on a gamepad of
// their own bets at the same time from their pad, on their plate. ◀ ▶ choose a chip, A puts it on, B takes the last
// one off, Start says ready (the Session keeps the bet for the deal) and, pressed again, takes it back to change it.
// When the screen comes to someone who was betting on their pad, their chips come with them.
#include <numeric>

#include "engine/bet_limits.h"
#include "engine/table.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/session/session.h"
#include "game/ui/money_text.h"
#include "game/view/table_layout.h"
#include "game/view/table_stage.h"
#include "scenes/betting_scene.h"

namespace bjt::game {
namespace {

Cents total_of(const PadBet& bet) { return std::accumulate(bet.chips.begin(), bet.chips.end(), Cents{0}); }

}  // namespace

bool BettingScene::handle_other_seat(int seat, const InputEvent& e) {
    Session& s = ctx_.session;
    if (e.type != InputEvent::Type::Action || s.table().state() != RoundState::Betting) return false;
    if (seat == s.my_seat_index() || !s.seat_plan().person_at(seat)) return false;
    if (s.has_bet(seat)) {
        if (!e.is(InputAction::Options)) return true;  // ready: only Start changes it
        s.take_back_bet(seat);
        tell(s.seat_name(seat) + " takes the bet back to change it.");
        return true;
    }
    pad_bet_input(seat, pad_bets_[seat], e);
    return true;
}

void BettingScene::pad_bet_input(int seat, PadBet& bet, const InputEvent& e) {
    Session& s = ctx_.session;
    const Rules& r = s.rules();
    const std::string who = s.seat_name(seat);
    if (e.is(InputAction::Options)) return pad_ready(seat, bet);
    if (r.chips.empty()) return;  // three-bets: no base bet, only ready
    const std::size_t n = r.chips.size();
    if (e.is(InputAction::Left) || e.is(InputAction::Right)) {
        bet.chip = (bet.chip + (e.is(InputAction::Left) ? n - 1 : 1)) % n;
        return tell(who + ": " + money_text(r.chips[bet.chip], r.units) + " chip.");
    }
    if (e.is(InputAction::Confirm)) {
        const Cents after = total_of(bet) + r.chips[bet.chip];
        const Cents bank = s.table().seat(seat).bank;
        const Cents max = bjt::bet_limits(r, bank).max;
        if (after > bank) return tell(who + ": not enough in the bank for that chip.");
        if (after > max) return tell(who + ": the table maximum is " + money_text(max, r.units) + ".");
        bet.chips.push_back(r.chips[bet.chip]);
        return tell(who + " bets " + money_text(after, r.units) + ".");
    }
    if (e.is(InputAction::Back) && !bet.chips.empty()) {
        bet.chips.pop_back();
        return tell(who + " bets " + money_text(total_of(bet), r.units) + ".");
    }
}

void BettingScene::pad_ready(int seat, const PadBet& bet) {
    Session& s = ctx_.session;
    const std::string who = s.seat_name(seat);
    if (const Status st = s.place_bet(seat, total_of(bet)); !st)
        return tell(who + ": " + std::string(describe(st.refusal)));
    tell(who + " is ready with " + money_text(total_of(bet), s.rules().units) + ".");
}

void BettingScene::take_pad_bet() {
    const auto mine = pad_bets_.find(ctx_.session.my_seat_index());
    if (mine == pad_bets_.end()) return;
    chips_placed_ = mine->second.chips;
    pad_bets_.erase(mine);
    if (!chips_placed_.empty()) bet_changed();
}

void BettingScene::tell(std::string news) {
    message_ = std::move(news);
    message_time_ = 6.0f;  // news of the table, read at leisure: it does not hold the screen up (busy())
    message_is_news_ = true;
}

// On each plate of a person with a pad of their own: their bet so far, or that they are ready, and the buttons.
void BettingScene::draw_pad_bets(Painter& p) const {
    const Session& s = ctx_.session;
    if (!s.several_people()) return;
    const Rules& r = s.rules();
    for (int seat = 0; seat < s.seat_plan().seat_count(); ++seat) {
        if (seat == s.my_seat_index() || !s.seat_plan().person_at(seat)) continue;
        if (s.seat_plan().seats[static_cast<std::size_t>(seat)].pad < 0) continue;
        const auto it = pad_bets_.find(seat);
        const PadBet bet = it == pad_bets_.end() ? PadBet{} : it->second;
        const Point c = layout::plate_center(seat - s.my_seat_index());
        const float x = c.x - layout::kPlateWidth / 2 + 8, w = layout::kPlateWidth - 16;
        const bool ready = s.has_bet(seat);
        p.text_line((ready ? "Ready: " : "Bet: ") + money_text(total_of(bet), r.units), {x, c.y - 24}, w,
                    {.size = 16, .color = ready ? palette::kWin : palette::kWhite, .face = FontFace::SansBold});
        if (ready) {
            p.text_line("Start: change it", {x, c.y + 30}, w, {.size = 12, .color = palette::kMuted});
            continue;
        }
        if (!r.chips.empty())
            p.text_line(
                "\u25C0 " + money_text(r.chips[bet.chip % r.chips.size()], r.units) + " \u25B6   A: add  B: off",
                {x, c.y + 6}, w, {.size = 12, .color = palette::kFocus});
        p.text_line("Start: ready", {x, c.y + 30}, w, {.size = 12, .color = palette::kMuted});
    }
}

}  // namespace bjt::game
