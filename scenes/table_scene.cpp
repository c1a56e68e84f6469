#include "scenes/table_scene.h"

#include <algorithm>
#include <cctype>

#include "game/audio/sound_bank.h"
#include "game/coach/coach_offer.h"
#include "game/coach/rules_fingerprint.h"
#include "game/input/player_actions.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/session/session.h"
#include "game/settings/settings.h"
#include "game/settings/settings_file.h"
#include "game/ui/money_text.h"
#include "game/ui/skill_text.h"
#include "game/view/table_layout.h"
#include "game/view/table_stage.h"
#include "scenes/betting_scene.h"
#include "scenes/corner_buttons.h"
#include "scenes/game_over_scene.h"
#include "scenes/options_scene.h"
#include "scenes/prediction_scene.h"
#include "scenes/trivia_scene.h"

namespace bjt::game {

namespace {

std::string id_of(Action a) { return std::string(action_name(a)); }

// An offer's two buttons: 1 takes it, 2 declines.
std::vector<Button> offer_row(Action take, const char* take_label, Action decline, const char* decline_label,
                              float decline_text_size = 22) {
    return {{.id = id_of(take), .label = take_label, .key = "1", .text_size = 22},
            {.id = id_of(decline), .label = decline_label, .key = "2", .text_size = decline_text_size}};
}
}  // namespace

// A table scene lives for one round, and a round's rules never change under it: their fingerprint is
// worked out once, not on every frame the coach asks.
TableScene::TableScene(GameContext& ctx)
    : ctx_(ctx),
      fairness_button_(fairness_button(ctx)),
      guide_button_(table_guide_button(ctx)),
      coach_(rules_fingerprint(ctx.session.table().rules()),
             [&analyzer = ctx.session.analyzer()](const HandQuestion& q) { return analyzer.advice(q); }) {}

void TableScene::on_top() {
    overlay_open_ = false;
    built_for_.reset();  // rebuild: the overlay may have changed the state
}

std::string TableScene::prompt() const {
    const Table& t = ctx_.session.table();
    if (ctx_.session.computer_in_turn()) return ctx_.session.seat_name(t.seat_in_turn()) + "'s turn";
    const Rules& r = t.rules();
    const std::string side = money_text(half_of(t.base_bet()), r.units);
    const std::string side_pays = std::to_string(r.insurance_pays.num) + " to " + std::to_string(r.insurance_pays.den);
    switch (t.state()) {
        case RoundState::EarlySurrenderOffer: return "Surrender now for half your bet back, before the dealer checks?";
        case RoundState::InsuranceOffer: return "Insurance? It costs " + side + " and pays " + side_pays;
        case RoundState::EvenMoneyOffer:
            return r.even_money == EvenMoney::Standard
                       ? "Even money? Take " + money_text(t.base_bet(), r.units) + " now (1 to 1) for your blackjack"
                       : "Even money? A side bet of " + side + " that pays " + side_pays +
                             " if the dealer has Blackjack";
        case RoundState::PlayerTurn:
            if (t.hand_count() > 1)
                return "Your turn: hand " + std::to_string(t.active_hand() + 1) + " of " +
                       std::to_string(t.hand_count());
            return "Your turn";
        case RoundState::RoundOver: {
            // With several people, whose result it is (the plates show the others').
            const std::string& result = ctx_.stage.view().round_result();
            if (!ctx_.session.several_people() || result.empty()) return result;
            return ctx_.session.seat_name(ctx_.session.my_seat_index()) + ": " + result;
        }
        default: return "";
    }
}

// A row of buttons centred under the player's hand.
void TableScene::row(std::vector<Button> row_buttons) {
    const float w = layout::kActionButtonWidth, gap = layout::kActionButtonGap;
    const float total = static_cast<float>(row_buttons.size()) * w + static_cast<float>(row_buttons.size() - 1) * gap;
    float x = layout::kActionRowCenterX - total / 2;
    for (Button& b : row_buttons) {
        b.rect = {x, layout::kActionRowY, w, layout::kActionButtonHeight};
        x += w + gap;
        buttons_.add(std::move(b));
    }
}

// The player's legal actions, labelled with the keys as the player bound them (gamepad A presses the focused
// button, so Hit shows A); with trivia, a hit or a double asks a question first (" ?").
std::vector<Button> TableScene::action_buttons(ActionSet legal, bool trivia) const {
    const InputBindings& keys = ctx_.settings.bindings;
    std::vector<Button> bs;
    for (const PlayerAction& a : kPlayerActions) {
        if (!legal.has(a.action)) continue;
        std::string label = a.label;
        if (trivia && (a.action == Action::Hit || a.action == Action::Double)) label += " ?";
        const InputAction pad = a.action == Action::Hit ? InputAction::Confirm : a.input;
        bs.push_back({.id = id_of(a.action),
                      .label = label,
                      .key = InputBindings::key_glyph(keys.key(a.input)),
                      .pad = InputBindings::button_glyph(keys.button(pad)),
                      .text_size = 22});
    }
    return bs;
}

void TableScene::rebuild() {
    const Table& t = ctx_.session.table();
    const bool idle = ctx_.stage.view().idle();
    const ActionSet legal = t.legal_actions();
    const ButtonsFor now{t.state(), t.active_hand(), legal.bits(), idle, coach_.confirming(), t.seat_in_turn()};
    if (built_for_ == now) return;
    built_for_ = now;
    const std::string focused = buttons_.focused();
    buttons_.clear();
    if (!idle) return;  // nothing is offered while the view is still showing what happened
    if (ctx_.session.computer_in_turn()) return;  // a computer player's choice: nothing to press

    switch (t.state()) {
        case RoundState::PlayerTurn: {
            if (const std::optional<Action>& confirming = coach_.confirming()) {
                // The misplay warning: go ahead anyway, or take the action back.
                const std::string verb(action_name(*confirming));
                row({{.id = "confirm-misplay",
                      .label = "Yes, " + verb,
                      .key = "1",
                      .tint = Color{150, 45, 40, 255},
                      .text_size = 20},
                     {.id = "cancel-misplay", .label = "No, go back", .key = "2", .text_size = 20}});
                buttons_.focus("cancel-misplay");
                return;
            }
            row(action_buttons(legal, t.rules().trivia));
            break;
        }
        case RoundState::EarlySurrenderOffer:
            row(offer_row(Action::Surrender, "Surrender", Action::NoSurrender, "Play on"));
            break;
        case RoundState::InsuranceOffer:
            row(offer_row(Action::Insurance, "Insurance", Action::NoInsurance, "No insurance", 20));
            break;
        case RoundState::EvenMoneyOffer:
            row(offer_row(Action::EvenMoney, "Even money", Action::NoEvenMoney, "No thanks"));
            break;
        case RoundState::RoundOver: {
            const bool over = ctx_.session.game_over();
            row({{.id = "next",
                  .label = over ? "Continue" : "Next round",
                  .key = "Enter",
                  .pad = "A",
                  .tint = Color{30, 110, 60, 255},
                  .text_size = 22}});
            break;
        }
        default: break;
    }
    buttons_.focus(focused);
    if (t.state() == RoundState::PlayerTurn && legal.has(Action::Hit)) buttons_.focus(id_of(Action::Hit));
}

void TableScene::show_message(std::string words) {
    message_ = std::move(words);
    message_time_ = 2.0f;
}

void TableScene::act(Action a) {
    coach_.acted();  // the warning's buttons give way to the next decision
    const Status s = ctx_.session.act(a);
    if (!s) return show_message(std::string(describe(s.refusal)));
    ctx_.sound.play(Sound::Button);
}

void TableScene::press(const std::string& id) {
    if (id == "next") {
        if (ctx_.session.several_people()) return next_round_of_several();
        if (ctx_.session.game_over())
            ctx_.scenes.replace(std::make_unique<GameOverScene>(ctx_));
        else
            ctx_.scenes.replace(std::make_unique<BettingScene>(ctx_));
        return;
    }
    if (id == "confirm-misplay") {
        if (const std::optional<Action> a = coach_.confirm()) act(*a);
        return;
    }
    if (id == "cancel-misplay") return coach_.cancel();
    if (auto a = parse_action(id)) {
        if (ctx_.session.table().state() == RoundState::PlayerTurn) return choose(*a);
        act(*a);
    }
}

void TableScene::choose(Action a) {
    if (const std::optional<Action> now = coach_.choose(a, ctx_.session.table(), ctx_.settings.warn_misplay)) act(*now);
}

std::string TableScene::observe(std::string_view what) const {
    const Table& t = ctx_.session.table();
    if (what == "tooltip") return tips_.observe();
    if (what == "hint") {
        if (!coach_.hint_open()) return "none";
        if (!CoachFlow::advises(t)) return "unavailable";
        return coach_.advice() ? std::string(action_name(coach_.best_legal(t))) : std::string("computing");
    }
    if (what == "misplay")
        return coach_.confirming() ? std::string(action_name(*coach_.confirming())) : std::string("none");
    const TableView& view = ctx_.stage.view();
    if (what == "headline") return headline();
    // "none" where no label is drawn (no cards yet, or a table that hides totals while playing).
    if (what == "dealer-label") return view.dealer_label().empty() ? "none" : view.dealer_label();
    if (what == "player-labels") {
        std::string labels;
        bool any = false;
        for (int h = 0; h < view.hand_count(); ++h) {
            labels += (h ? "," : "") + view.player_label(h);
            any = any || !view.player_label(h).empty();
        }
        return any ? labels : "none";
    }
    if (what == "insurance-result") return view.insurance_result();
    if (what == "active-hand") return std::to_string(active_hand_marked());
    if (what == "active-seat") return std::to_string(t.seat_in_turn() + 1);
    if (what == "round-skill") return round_skill().empty() ? "none" : round_skill();
    if (what == "coach-offer")
        return coach_offer_.empty() || t.state() != RoundState::RoundOver ? "none" : coach_offer_;
    return "?";
}

void TableScene::draw_misplay_question(Painter& p) const {
    const Table& t = ctx_.session.table();
    const std::optional<Action>& confirming = coach_.confirming();
    if (!confirming || !coach_.advice()) return;
    const Action best = coach_.best_legal(t);
    const double cost = coach_.cost_of(*confirming, t).value_or(0) * 100.0;
    std::string verb(action_name(*confirming));
    std::string question = verb;
    if (!question.empty()) question[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(question[0])));
    char text[160];
    std::snprintf(text, sizeof text, "The coach: %s costs %.1f%% of the bet against %s. %s anyway?", verb.c_str(), cost,
                  std::string(action_name(best)).c_str(), question.c_str());
    // As wide as the question, up to the room left of the coach's panel.
    const Point at = layout::kMisplayQuestionCenter;
    const float w = std::min(p.text_width(text, 18, FontFace::SansBold) + 40, layout::kMisplayQuestionWidth);
    const Rect b = Rect::centered(at, w, 36);
    p.fill_rounded(b, 18, Color{90, 20, 20, 230});
    p.text_line(text, {at.x, b.y + 8}, w - 40,
                {.size = 18, .color = palette::kWhite, .align = Align::Center, .face = FontFace::SansBold});
}

void TableScene::draw_coach(Painter& p) const {
    const Table& t = ctx_.session.table();
    draw_misplay_question(p);
    if (!coach_.hint_open()) return;
    const std::vector<Action> rows = coach_rows();
    // Tall enough for every option's row above the footnote: five (a pair that may be surrendered) need more
    // than the panel's usual height.
    constexpr float kRowsTop = 66, kRowStep = 21, kFootnote = 30;
    Rect panel = layout::kCoachPanel;
    panel.h = std::max(panel.h, kRowsTop + kRowStep * static_cast<float>(rows.size()) + kFootnote);
    p.fill_rounded(panel, 12, palette::kPanel.with_alpha(0.94f));
    p.outline_rounded(panel, 12, 1.5f, palette::kPanelBorder);
    // The panel's words are fixed: its title, the engine's short action names ("double") and percentages, a
    // footnote, the no-advice lines, all measured for its 255 units.
    p.text("COACH", {panel.x + 14, panel.y + 10}, 14, palette::kGold, Align::Left, FontFace::SansBold);
    if (!CoachFlow::advises(t)) return draw_no_advice(p, panel);
    const std::optional<strategy::OptionValues>& advice = coach_.advice();
    if (!advice) {
        p.text("computing...", {panel.x + 14, panel.y + 40}, 16, palette::kMuted);
        return;
    }
    const Action best = coach_.best_legal(t);
    p.text("Best: " + std::string(action_name(best)), {panel.x + 14, panel.y + 32}, 20, palette::kWhite, Align::Left,
           FontFace::SansBold);
    float y = panel.y + kRowsTop;
    for (Action a : rows) {
        char value[32];
        std::snprintf(value, sizeof value, "%+.1f%%", advice->value(a) * 100.0);
        const Color c = a == best ? palette::kGold : palette::kFeltText;
        p.text(std::string(action_name(a)), {panel.x + 24, y}, 16, c, Align::Left,
               a == best ? FontFace::SansBold : FontFace::Sans);
        p.text(value, {panel.x + panel.w - 16, y}, 16, c, Align::Right, FontFace::SansBold);
        y += kRowStep;
    }
    p.text("EV in % of the bet", {panel.x + 14, panel.y + panel.h - 20}, 12, palette::kMuted);
}

// The options the coach has a value for that the player may take now, best first.
std::vector<Action> TableScene::coach_rows() const {
    const Table& t = ctx_.session.table();
    const std::optional<strategy::OptionValues>& advice = coach_.advice();
    std::vector<Action> rows;
    if (!advice || !CoachFlow::advises(t)) return rows;
    const ActionSet legal = t.legal_actions();
    for (Action a : advice->ranked())
        if (legal.has(a) && advice->value(a) != strategy::OptionValues::kUnavailable) rows.push_back(a);
    return rows;
}

// Said plainly instead of "computing..." for ever: the strategy library has no basic strategy for three bets.
void TableScene::draw_no_advice(Painter& p, const Rect& panel) const {
    constexpr const char* kLines[] = {"No advice for three bets:", "the coach's strategy is for",
                                      "a bet on one hand, and", "this game has no base bet."};
    float y = panel.y + 40;
    for (const char* line : kLines) {
        p.text(line, {panel.x + 14, y}, 16, palette::kFeltText);
        y += 22;
    }
}

bool TableScene::handle(const InputEvent& e) {
    if (e.type == InputEvent::Type::PointerMove) tips_.point_at(e.pos, ctx_.session.rules());
    if (e.is(InputAction::Skip)) {
        ctx_.stage.view().skip();
        return true;
    }
    // The misplay warning: Back (or 2) takes the action back, 1 goes ahead.
    if (coach_.confirming() && !overlay_open_) {
        if (e.is(InputAction::Back) || e.is(InputAction::Choice2)) {
            press("cancel-misplay");
            return true;
        }
        if (e.is(InputAction::Choice1)) {
            press("confirm-misplay");
            return true;
        }
    }
    if (e.is(InputAction::Hint) && !overlay_open_ && ctx_.session.my_turn() &&
        ctx_.session.table().state() == RoundState::PlayerTurn) {
        coach_.toggle_hint();
        return true;
    }
    // Esc closes the top thing first: the coach's panel, then it opens the options (gamepad B is Stand here).
    if (coach_.hint_open() && !overlay_open_ && e.is(InputAction::Back) && e.device == InputDevice::Keyboard) {
        coach_.close_hint();
        return true;
    }
    if (e.is(InputAction::Options) || (e.is(InputAction::Back) && e.device == InputDevice::Keyboard)) {
        ctx_.scenes.push(std::make_unique<OptionsScene>(ctx_));
        return true;
    }
    if (overlay_open_) return false;
    if (fairness_button_.handle(e) || guide_button_.handle(e)) return true;
    if (auto id = buttons_.handle(e)) {
        press(*id);
        return true;
    }
    if (e.type != InputEvent::Type::Action || buttons_.empty()) return e.pointer();
    // Direct keys (and the gamepad's B, X, Y, shoulders) for the buttons on show.
    for (const PlayerAction& a : kPlayerActions)
        if (const std::string id = id_of(a.action); e.action == a.input && buttons_.find(id)) {
            press(id);
            return true;
        }
    // Offers: 1 takes it, 2 declines.
    if (buttons_.buttons().size() == 2 && ctx_.session.table().state() != RoundState::PlayerTurn) {
        if (e.is(InputAction::Choice1)) {
            press(buttons_.buttons()[0].id);
            return true;
        }
        if (e.is(InputAction::Choice2)) {
            press(buttons_.buttons()[1].id);
            return true;
        }
    }
    return false;
}

void TableScene::update(float dt) {
    TableView& view = ctx_.stage.view();
    view.update(dt, ctx_.settings.speed_factor(), ctx_.settings.speed == AnimationSpeed::Instant);
    if (message_time_ > 0) message_time_ = std::max(0.0f, message_time_ - dt);
    rebuild();
    if (const auto held = coach_.poll(ctx_.session.table(), ctx_.settings.warn_misplay, view.idle())) act(*held);
    if (!view.idle() || overlay_open_ || ctx_.scenes.top() != this) return;
    const Table& t = ctx_.session.table();
    if (t.state() == RoundState::RoundOver) offer_coach();
    // A table of several people: the game turns to the person in turn (the view and the voice follow).
    if (ctx_.session.turn_to_person_in_turn()) return turned_to_person();
    if (ctx_.session.computer_in_turn()) return play_computer(dt);
    computer_wait_ = 0;
    if (t.state() == RoundState::QuestionPending) {
        overlay_open_ = true;
        if (ctx_.session.several_people()) read_persons_questions();
        ctx_.scenes.push(
            std::make_unique<TriviaScene>(ctx_, [this](std::string words) { show_message(std::move(words)); }));
    } else if (t.state() == RoundState::Predictions) {
        overlay_open_ = true;
        ctx_.scenes.push(std::make_unique<PredictionScene>(ctx_));
    }
}

// A computer player's move, once the view has shown the last one and a moment has passed (at the table's speed), so
// each of its choices can be seen and heard.
void TableScene::play_computer(float dt) {
    computer_wait_ += dt * ctx_.settings.speed_factor();
    if (ctx_.settings.speed != AnimationSpeed::Instant && computer_wait_ < kComputerThinkSeconds) return;
    computer_wait_ = 0;
    if (const Status s = ctx_.session.computer_move(); !s) show_message(std::string(describe(s.refusal)));
}

bool TableScene::busy() const {
    return !ctx_.stage.view().idle() || message_time_ > 0 || ctx_.session.computer_in_turn() ||
           (coach_.hint_open() && !coach_.advice() && CoachFlow::advises(ctx_.session.table())) || coach_.checking();
}

std::optional<Point> TableScene::find_button(std::string_view id) const {
    if (auto fairness = fairness_button_.find(id)) return fairness;
    if (auto guide = guide_button_.find(id)) return guide;
    return buttons_.center_of(id);
}

// The one line above the dealer's cards. Once the view has caught up: what the player is asked, or the round's
// result with its reasons (it stays until the next round). Meanwhile: the dealer's words, or whose turn it is.
std::string TableScene::headline() const {
    const TableView& view = ctx_.stage.view();
    if (view.idle()) return prompt();
    if (!view.announcement().empty()) return view.announcement();
    return view.dealers_turn() ? "Dealer's turn" : "";
}

// The hand the player is playing, marked under its cards: during their turn and while its question is open.
int TableScene::active_hand_marked() const {
    const Table& t = ctx_.session.table();
    const bool playing = t.state() == RoundState::PlayerTurn || t.state() == RoundState::QuestionPending;
    return ctx_.stage.view().idle() && playing && ctx_.session.my_turn() ? t.active_hand() : -1;
}

// Another seat the table waits for, its plate marked (a table of several).
int TableScene::active_seat_marked() const {
    return ctx_.stage.view().idle() && ctx_.session.computer_in_turn() ? ctx_.session.table().seat_in_turn() : -1;
}

void TableScene::draw_headline(Painter& p) const {
    const std::string text = headline();
    if (text.empty()) return;
    // The dealer's words in gold, the player's prompts and results in white; a long result wraps and shrinks
    // to fit between the discard tray and the shoe (x 205 to 1075).
    const bool dealer_speaks = !ctx_.stage.view().idle();
    const float w = std::min(840.0f, p.text_width(text, 20, FontFace::SansBold) + 40);
    const Rect b = Rect::centered(layout::kBannerCenter, w, 42);
    p.fill_rounded(b, 21, Color{10, 10, 10, 210});
    if (dealer_speaks) p.outline_rounded(b, 21, 2, palette::kGold);
    p.text_in(text, {b.x + 20, b.y + 3, b.w - 40, b.h - 6},
              {.size = 20,
               .color = dealer_speaks ? palette::kGold : palette::kWhite,
               .align = Align::Center,
               .face = FontFace::SansBold,
               .min_size = 11,
               .max_lines = 2,
               .middle = true});
}

void TableScene::offer_coach() {
    const storage::SkillTotals skill = ctx_.saves.last_round_skill(ctx_.session.my_seat_index());
    if (!coach_offer_.empty() || !coach_offer_due(skill, ctx_.settings)) return;
    coach_offer_ = coach_offer_words(skill, ctx_.settings);
    ctx_.settings.coach_offered = true;  // never again, even if the file cannot be written now
    if (const Result<> saved = save_settings(ctx_.settings); !saved)
        ctx_.saves.add_notice("Your settings could not be saved: " + saved.error());
}

std::string TableScene::notice_words() const {
    return ctx_.session.table().state() == RoundState::RoundOver ? coach_offer_ : std::string();
}

void TableScene::draw_coach_offer(Painter& p) const {
    if (notice_words().empty()) return;
    // Above the round's skill line when that is shown too.
    const Rect skill = layout::kRoundSkillBox;
    const Rect box = round_skill().empty() ? skill : Rect{skill.x, skill.y - skill.h - 8, skill.w, skill.h};
    p.fill_rounded(box, 14, Color{10, 10, 10, 220});
    p.outline_rounded(box, 14, 2, palette::kFocus);
    p.text_in(coach_offer_, {box.x + 16, box.y + 8, box.w - 32, box.h - 16},
              {.size = 16, .color = palette::kWhite, .min_size = 11, .max_lines = 4, .middle = true});
}

std::string TableScene::round_skill() const {
    const Table& t = ctx_.session.table();
    if (!ctx_.settings.show_round_skill || t.state() != RoundState::RoundOver || !ctx_.stage.view().idle()) return {};
    const storage::SkillTotals skill = ctx_.saves.last_round_skill(ctx_.session.my_seat_index());
    return skill.rounds == 0 ? std::string() : round_skill_line(skill, t.rules().units);
}

void TableScene::draw_round_skill(Painter& p) const {
    const std::string line = round_skill();
    if (line.empty()) return;
    const Rect box = layout::kRoundSkillBox;
    p.fill_rounded(box, 14, Color{10, 10, 10, 200});
    p.outline_rounded(box, 14, 1.5f, palette::kGold.with_alpha(0.5f));
    p.text_in(line, {box.x + 16, box.y + 8, box.w - 32, box.h - 16},
              {.size = 17, .color = palette::kWhite, .min_size = 11, .max_lines = 3, .middle = true});
}

void TableScene::draw(Painter& p) {
    const Table& t = ctx_.session.table();
    const TableView& view = ctx_.stage.view();
    const bool waiting = view.idle() && t.state() == RoundState::PlayerTurn && ctx_.session.my_turn();
    view.draw(p, active_hand_marked(), active_seat_marked());
    draw_headline(p);
    draw_whose_turn(p);
    buttons_.draw(p);
    fairness_button_.draw(p);
    guide_button_.draw(p);
    draw_coach(p);
    draw_round_skill(p);
    draw_coach_offer(p);
    if (waiting && !coach_.hint_open() && CoachFlow::advises(t)) {
        const InputBindings& keys = ctx_.settings.bindings;
        // A key bound to the hint may have a long name ("Right Shift"): kept right of the HUD.
        p.text_line("Coach: " + InputBindings::key_glyph(keys.key(InputAction::Hint)) + " / " +
                        InputBindings::button_glyph(keys.button(InputAction::Hint)),
                    layout::kCoachKeyHint, 400, {.size = 13, .color = palette::kMuted, .align = Align::Right});
    }
    if (message_time_ > 0)
        p.text_in(message_, layout::kRefusalMessage,
                  {.size = 16,
                   .color = palette::kLose.with_alpha(std::min(1.0f, message_time_)),
                   .align = Align::Center,
                   .face = FontFace::SansBold,
                   .max_lines = 1});
    tips_.draw(p);
}

}  // namespace bjt::game
