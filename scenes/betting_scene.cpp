#include "scenes/betting_scene.h"

#include <array>
#include <limits>
#include <numeric>

#include "engine/bet_limits.h"
#include "game/audio/sound_bank.h"
#include "game/render/chip_pile.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/session/active_rules.h"
#include "game/session/preset_choice.h"
#include "game/session/session.h"
#include "game/settings/settings.h"
#include "game/ui/money_text.h"
#include "game/ui/ordinal.h"
#include "game/ui/panel.h"
#include "game/view/table_layout.h"
#include "game/view/table_stage.h"
#include "scenes/corner_buttons.h"
#include "scenes/game_over_scene.h"
#include "scenes/leaderboard_scene.h"
#include "scenes/options_scene.h"
#include "scenes/table_scene.h"
#include "scenes/title_scene.h"

namespace bjt::game {

namespace {
constexpr float kChipY = 656;
constexpr float kChipButton = 62;

std::string chip_id(Cents v) { return "chip-" + format_amount(v); }

// A key for each chip, left to right: a preset has up to eight (rule_keys.cpp, chips).
constexpr std::array kChipKeys{InputAction::Choice1, InputAction::Choice2, InputAction::Choice3, InputAction::Choice4,
                               InputAction::Choice5, InputAction::Choice6, InputAction::Choice7, InputAction::Choice8};

// The betting screen's top-left corner holds "Leave table"; the table guide's button goes beside it.
constexpr Point kGuideBesideLeave{184, 17};
}  // namespace

BettingScene::BettingScene(GameContext& ctx, std::string arrival, PadBets pad_bets)
    : ctx_(ctx),
      fairness_button_(fairness_button(ctx)),
      guide_button_(table_guide_button(ctx, kGuideBesideLeave)),
      pad_bets_(std::move(pad_bets)) {
    ctx_.session.adopt_rule_changes();  // between rounds: the options menu's changes and preset edits apply now
    ctx_.stage.view().sweep();
    ctx_.stage.view().set_pending_bet(0);
    ctx_.session.start_betting();  // a table of several people: the first person still seated bets first
    if (ctx_.session.game_over()) ctx_.scenes.replace(std::make_unique<GameOverScene>(ctx_));
    clear_side_bets();
    layout();
    // Gamepad and keyboard players see where A / Enter goes from the start: DEAL, or why it cannot deal yet.
    buttons_.focus("deal");
    buttons_.show_focus(true);
    if (!arrival.empty()) tell(std::move(arrival));
    take_pad_bet();
}

Cents BettingScene::bet() const { return std::accumulate(chips_placed_.begin(), chips_placed_.end(), Cents{0}); }

void BettingScene::layout() {
    const std::string focused = buttons_.focused();
    buttons_.clear();
    const Rules& r = ctx_.session.rules();
    const bool three_bets = r.mode == GameMode::ThreeBets;
    if (!three_bets) {
        const std::size_t n = r.chips.size();
        const float x0 = 510 - (static_cast<float>(n) - 1) * 74 / 2;
        for (std::size_t i = 0; i < n; ++i) {
            Button b;
            b.id = chip_id(r.chips[i]);
            b.label = "";  // the chip shows its value
            b.spoken = money_text(r.chips[i], r.units) + " chip, key " + std::to_string(i + 1);
            b.frame = false;
            b.rect = Rect::centered({x0 + 74 * static_cast<float>(i), kChipY}, kChipButton, kChipButton);
            b.enabled = r.chips[i] <= ctx_.session.my_seat().bank;
            buttons_.add(std::move(b));
        }
        const Cents last = ctx_.session.last_bet() + last_side_bets().total();
        const bool any_chips = !chips_placed_.empty() || side_bets().any();
        buttons_.add({"undo", "Undo", "", "", {780, 612, 104, 40}, any_chips, std::nullopt, 16});
        buttons_.add({"clear", "Clear", "", "", {892, 612, 104, 40}, any_chips, std::nullopt, 16});
        buttons_.add({"rebet",
                      last > 0 ? "Rebet " + format_amount(last) : "Rebet",
                      "",
                      "",
                      {780, 660, 104, 40},
                      can_rebet(),
                      std::nullopt,
                      16});
        buttons_.add({"max", "Max", "", "", {892, 660, 104, 40}, true, std::nullopt, 16});
        add_side_bet_buttons();
    }
    const BetLimits limits = ctx_.session.bet_limits();
    const bool can_deal = three_bets || (bet() >= limits.min && bet() <= limits.max && bet() > 0);
    buttons_.add({"deal", "DEAL", "Enter", "A", {1010, 612, 170, 88}, can_deal, Color{30, 110, 60, 255}, 28});
    // Leaderboard presets: between rounds the player may take the bank to the leaderboard, ending the run.
    if (r.leaderboard)
        buttons_.add({.id = "cash-out",
                      .label = "Cash Out",
                      .rect = layout::kCashOutButton,
                      .tint = palette::kChosen,
                      .set_apart = true});
    // Back to the title between rounds (another preset, the stats, the players); the bank stays saved. The d-pad
    // never strays there from the chips and spots: gamepad B brings the focus to it (handle()).
    buttons_.add(
        {.id = "leave", .label = "Leave table", .rect = {20, 14, 150, 38}, .text_size = 16, .set_apart = true});
    if (!focused.empty()) buttons_.focus(focused);
    // Until the player steers the focus ring, Enter / gamepad A deal (or say why they cannot), as DEAL's badge says.
    if (focused.empty() || !buttons_.focus_shown()) buttons_.focus("deal");
}

bool BettingScene::can_rebet() const { return ctx_.session.last_bet() > 0 && why_no_rebet().empty(); }

// Rebet repeats the last round's whole layout: the bet and the side bets with it, where they are still offered.
SideBetStakes BettingScene::last_side_bets() const {
    SideBetStakes stakes;
    if (ctx_.session.last_bet() <= 0) return stakes;
    for (SideBet b : kSideBets)
        if (side_bet_rule(ctx_.session.rules(), b).offered) stakes[b] = ctx_.session.my_seat().side_bet(b).bet;
    return stakes;
}

// Why the last round's layout cannot be laid again now, or empty.
std::string BettingScene::why_no_rebet() const {
    const Cents last = ctx_.session.last_bet();
    const SideBetStakes side = last_side_bets();
    const BetLimits limits = ctx_.session.bet_limits();
    if (last + side.total() > ctx_.session.my_seat().bank) return "Not enough in the bank to repeat the bet";
    if (last < limits.min || last > limits.max) return "The last bet is outside today's limits";
    for (SideBet b : kSideBets) {
        const SideBetRule rule = side_bet_rule(ctx_.session.rules(), b);
        if (side[b] > 0 && (side[b] < rule.min || side[b] > rule.max))
            return "The last " + std::string(side_bet_title(b)) + " bet is outside today's limits";
    }
    return "";
}

std::string BettingScene::why_no_deal() const {
    const BetLimits limits = ctx_.session.bet_limits();
    const Units units = ctx_.session.rules().units;
    if (!limits.any()) return "No bet is possible with this bank";
    if (bet() < limits.min) return "Place a bet first: the minimum is " + money_text(limits.min, units);
    if (bet() > limits.max) return "The table maximum is " + money_text(limits.max, units);
    return "Not enough in the bank for this bet";
}

void BettingScene::bet_changed() {
    message_.clear();  // a limit message about the bet before would now be stale
    message_time_ = 0;
    ctx_.stage.view().set_pending_bet(bet());
    layout();
}

void BettingScene::refuse(std::string why) {
    message_ = std::move(why);
    message_time_ = 2.5f;
    message_is_news_ = false;
}

void BettingScene::add_chip(Cents value) {
    if (add_side_chip(value)) return;
    const BetLimits limits = ctx_.session.bet_limits();  // the bettor's: at a table of several, theirs
    const Cents total = bet() + value;
    if (total + side_bets().total() > ctx_.session.my_seat().bank)
        return refuse("Not enough in the bank for that chip");
    if (total > limits.max) return refuse("The table maximum is " + money_text(limits.max, ctx_.session.rules().units));
    chips_placed_.push_back(value);
    // The chip flies from its place in the tray to the spot.
    if (const Button* b = buttons_.find(chip_id(value))) ctx_.stage.view().fly_chip(value, b->rect.center());
    bet_changed();
}

void BettingScene::set_bet(Cents amount) {
    // Made up of the table's chips, largest first, so the spot shows a believable stack.
    chips_placed_ = chip_pile(amount, ctx_.session.rules().chips, std::numeric_limits<std::size_t>::max());
    ctx_.sound.play(Sound::Chip);
    bet_changed();
}

void BettingScene::deal() {
    // Options changed while betting apply to this deal (the bet is checked against the new limits).
    if (ctx_.session.adopt_rule_changes()) layout();
    const bool three_bets = ctx_.session.rules().mode == GameMode::ThreeBets;
    const Status s = ctx_.session.bet(three_bets ? 0 : bet(), side_bets());
    if (!s) return refuse(std::string(describe(s.refusal)));
    // A table of several people: the next person bets on a betting screen of their own; the last one's bet deals.
    if (ctx_.session.table().state() == RoundState::Betting)
        return ctx_.scenes.replace(std::make_unique<BettingScene>(ctx_, std::string(), std::move(pad_bets_)));
    ctx_.scenes.replace(std::make_unique<TableScene>(ctx_));
}

void BettingScene::cash_out() {
    auto result = ctx_.session.cash_out();
    if (!result) {
        ctx_.scenes.clear_and_push(std::make_unique<TitleScene>(ctx_));  // its notice says why
        return;
    }
    ctx_.sound.play(Sound::Win);
    Session& s = ctx_.session;
    if (s.several_people()) {
        // Their run is on the leaderboard and they leave the table; the others play on.
        const std::string name = s.seat_name(s.my_seat_index());
        const std::string words = name + " cashed out " + money_text(result->entry.bank, s.rules().units) + ", " +
                                  ordinal(result->rank_all_time) + " of all time on the leaderboard. " + name +
                                  " leaves the table.";
        if (s.leave_seat()) return ctx_.scenes.replace(std::make_unique<BettingScene>(ctx_, words));
    }
    ctx_.scenes.replace(
        std::make_unique<LeaderboardScene>(ctx_, s.preset_key(), s.preset_name(), s.rules().units, result));
}

void BettingScene::press(const std::string& id) {
    const BetLimits limits = ctx_.session.bet_limits();
    if (id == "deal") {
        deal();
    } else if (id == "cash-out") {
        // It ends the run: ask first, with the bank it takes to the leaderboard (Esc / B keeps playing).
        confirm_.show("Cash out with " + money_text(ctx_.session.my_seat().bank, ctx_.session.rules().units) +
                          "? Your run ends and goes on the leaderboard.",
                      {"confirm-cash-out", "Cash Out"}, {"keep-playing", "Keep playing"});
    } else if (id == "leave") {
        ctx_.stage.view().set_pending_bet(0);
        ctx_.session.leave_table();
        ctx_.scenes.clear_and_push(std::make_unique<TitleScene>(ctx_));
    } else if (id == "undo") {
        if (target_) return undo_side_chip();
        if (!chips_placed_.empty()) chips_placed_.pop_back();
        bet_changed();
    } else if (id == "clear") {
        chips_placed_.clear();
        clear_side_bets();
        bet_changed();
    } else if (id == "spot-main") {
        target_.reset();
    } else if (auto side = id.rfind("side-", 0) == 0 ? parse_side_bet(id.substr(5)) : std::nullopt) {
        target_ = *side;
    } else if (id == "rebet") {
        if (const std::string why = why_no_rebet(); !why.empty()) return refuse(why);
        set_side_bets(last_side_bets());
        set_bet(ctx_.session.last_bet());
    } else if (id == "max") {
        if (!limits.any()) return refuse("No bet is possible with this bank");
        set_bet(limits.max);
    } else if (id.rfind("chip-", 0) == 0) {
        for (Cents c : ctx_.session.rules().chips)
            if (chip_id(c) == id) add_chip(c);
    }
}

bool BettingScene::handle(const InputEvent& e) {
    if (e.type == InputEvent::Type::PointerMove) tips_.point_at(e.pos, ctx_.session.rules());
    if (confirm_.open()) {
        if (confirm_.handle(e) == "confirm-cash-out") cash_out();
        return true;
    }
    if (fairness_button_.handle(e) || guide_button_.handle(e)) return true;
    // A / Enter on a DEAL that cannot deal yet says why instead of doing nothing.
    if (e.is(InputAction::Confirm) && buttons_.focused() == "deal") {
        if (const Button* b = buttons_.find("deal"); b && !b->enabled) {
            refuse(why_no_deal());
            return true;
        }
    }
    if (auto id = buttons_.handle(e)) {
        if (id->rfind("chip-", 0) != 0) ctx_.sound.play(Sound::Button);
        press(*id);
        return true;
    }
    if (e.type != InputEvent::Type::Action) return e.pointer();
    const auto& chips = ctx_.session.rules().chips;
    for (std::size_t i = 0; i < kChipKeys.size() && i < chips.size(); ++i)
        if (e.is(kChipKeys[i])) {
            add_chip(chips[i]);
            return true;
        }
    if (e.is(InputAction::Skip)) {
        ctx_.stage.view().skip();
        return true;
    }
    if (e.is(InputAction::Options) || (e.is(InputAction::Back) && e.device == InputDevice::Keyboard)) {
        ctx_.scenes.push(std::make_unique<OptionsScene>(ctx_));
        return true;
    }
    // Gamepad B backs out: the focus goes to Leave table, which A then presses (the d-pad does not go there).
    if (e.is(InputAction::Back)) {
        buttons_.focus("leave");
        buttons_.show_focus(true);
        return true;
    }
    return false;
}

void BettingScene::update(float dt) {
    ctx_.stage.view().update(dt, ctx_.settings.speed_factor(), ctx_.settings.speed == AnimationSpeed::Instant);
    if (message_time_ > 0) message_time_ = std::max(0.0f, message_time_ - dt);
    const std::string& focused = buttons_.focused();
    tips_.focus_side_bet(buttons_.focus_shown() && focused.starts_with("side-")
                             ? parse_side_bet(std::string_view(focused).substr(5))
                             : std::nullopt,
                         ctx_.session.rules());
}

bool BettingScene::busy() const { return !ctx_.stage.view().idle() || (message_time_ > 0 && !message_is_news_); }

std::optional<Point> BettingScene::find_button(std::string_view id) const {
    if (confirm_.open()) return confirm_.find_button(id);
    if (auto fairness = fairness_button_.find(id)) return fairness;
    if (auto guide = guide_button_.find(id)) return guide;
    return buttons_.center_of(id);
}

std::string BettingScene::observe(std::string_view what) const {
    if (what == "message") return message_time_ > 0 ? message_ : "none";
    if (what == "dialog") return confirm_.open() ? "cash-out" : "none";
    if (what == "focus") return buttons_.focus_shown() ? buttons_.focused() : "none";
    if (what == "tooltip") return tips_.observe();
    if (what.rfind("button:", 0) == 0) {
        const Button* b = buttons_.find(what.substr(7));
        return !b ? "none" : b->enabled ? "enabled" : "disabled";
    }
    return "?";
}

void BettingScene::draw(Painter& p) {
    TableView& view = ctx_.stage.view();
    view.draw(p, -1);
    const Rules& r = ctx_.session.rules();
    const BetLimits limits = ctx_.session.bet_limits();
    const bool three_bets = r.mode == GameMode::ThreeBets;

    // Below the rules printed on the felt (their third line dips to y 355 at the centre), above the coach's line.
    // Clear of the plates either side at a table of several.
    const Rect head = Rect::centered({640, 390}, 480, 56);
    p.fill_rounded(head, 14, palette::kPanel);
    if (three_bets) {
        // The headings are fixed words; the lines under them hold amounts, so they are fitted to the panel.
        p.text("THREE BETS", {640, head.y + 4}, 24, palette::kGold, Align::Center, FontFace::SansBold);
        p.text_line("Each round: " + money_text(r.three_bets_stake, r.units) +
                        " on who wins, on your value and on the dealer's",
                    {640, head.y + 36}, head.w - 24, {.size = 14, .color = palette::kFeltText, .align = Align::Center});
    } else {
        // At a table of several people the screen belongs to one of them at a time: their name says whose.
        const Session& s = ctx_.session;
        if (s.several_people())
            p.text_line(s.seat_name(s.my_seat_index()) + ", your bet", {640, head.y + 4}, head.w - 24,
                        {.size = 24,
                         .color = palette::kGold,
                         .align = Align::Center,
                         .face = FontFace::SansBold,
                         .min_size = 11});  // a name of 32 W's
        else
            p.text("PLACE YOUR BET", {640, head.y + 4}, 24, palette::kGold, Align::Center, FontFace::SansBold);
        const std::string max = limits.any() ? money_text(limits.max, r.units) : "-";
        p.text_line("Table limits " + money_text(limits.min, r.units) + " to " + max, {640, head.y + 36}, head.w - 24,
                    {.size = 15, .color = palette::kFeltText, .align = Align::Center});
        const Rect tray{250, 616, 520, 82};
        p.fill_rounded(tray, 14, Color{20, 12, 6, 200});
        p.outline_rounded(tray, 14, 1.5f, palette::kPanelBorder);
    }
    buttons_.draw(p);
    fairness_button_.draw(p);
    guide_button_.draw(p);
    draw_pad_bets(p);
    if (!three_bets) {
        for (const Cents c : r.chips)
            if (const Button* b = buttons_.find(chip_id(c)))
                p.chip(c, b->rect.center(), kChipButton - 6, b->enabled ? 1.0f : 0.35f);
        // The key hints (one digit each, every chip has one) go over the chips.
        for (std::size_t i = 0; i < r.chips.size() && i < kChipKeys.size(); ++i)
            if (const Button* b = buttons_.find(chip_id(r.chips[i])))
                p.text(std::to_string(i + 1), {b->rect.x + b->rect.w - 4, b->rect.y - 4}, 12, palette::kMuted,
                       Align::Center, FontFace::SansBold);
    }
    if (!three_bets) draw_side_bets(p);
    if (message_time_ > 0)
        // Between the plates of a table of several; news of the table in gold, a refusal in red.
        p.text_in(
            message_, {400, 452, 480, 56},
            {.size = 18,
             .color = (message_is_news_ ? palette::kFocus : palette::kLose).with_alpha(std::min(1.0f, message_time_)),
             .align = Align::Center,
             .face = FontFace::SansBold,
             .min_size = 12,
             .max_lines = 2,
             .middle = true});
    tips_.draw(p);
    confirm_.draw(p);
}

}  // namespace bjt::game
