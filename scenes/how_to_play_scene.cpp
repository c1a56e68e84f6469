#include "scenes/how_to_play_scene.h"

#include <utility>

#include "game/audio/sound_bank.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/script/game_observer.h"
#include "game/session/session.h"
#include "game/speech/speaker.h"
#include "game/ui/money_text.h"
#include "game/ui/panel.h"
#include "scenes/betting_scene.h"

namespace bjt::game {

namespace {
// Beside the table, right of the felt's arc and under the shoe: clear of the cards, the bet spots and the buttons,
// and ending above the 21+3 paytable printed beside its spot while bets are placed (its top at y 514; a card down
// to 534 covered its first lines at every window size).
constexpr Rect kBesideTable{994, 198, 274, 308};
// Left of the arc, under the discard tray, while the three bets' panel takes the right.
constexpr Rect kBesidePredictions{12, 198, 274, 330};
// Under the question's panel when one is up (the trivia screen covers the middle of the table).
constexpr Rect kUnderQuestion{268, 622, 1000, 94};
constexpr float kPad = 16;
constexpr float kButtonW = 112;
constexpr float kButtonH = 44;
}  // namespace

HowToPlayScene::HowToPlayScene(GameContext& ctx, std::unique_ptr<PracticeTable> table)
    : ctx_(ctx), table_(std::move(table)), lesson_(lesson_plan(table_->session().rules())) {
    ctx_.saves.mark_how_to_play_seen();
    table_->scenes().push(std::make_unique<BettingScene>(table_->context()));
    table_->scenes().apply_pending();
    layout();
}

const Scene* HowToPlayScene::practice_screen() const { return table_->scenes().top(); }

bool HowToPlayScene::reading() const { return !done_ && lesson_.step().goal == LessonGoal::Read; }

Rect HowToPlayScene::card() const {
    const Scene* screen = practice_screen();
    if (screen && screen->name() == "trivia") return kUnderQuestion;
    return screen && screen->name() == "prediction" ? kBesidePredictions : kBesideTable;
}

void HowToPlayScene::layout() {
    const Rect c = card();
    if (laid_out_for_ == lesson_.index() && laid_out_reading_ == reading() && laid_out_card_ == c) return;
    laid_out_for_ = lesson_.index();
    laid_out_reading_ = reading();
    laid_out_card_ = c;
    buttons_.clear();
    const float y = c.y + c.h - kButtonH - (c.h < 150 ? 25 : kPad);
    const float right = c.x + c.w - kPad - kButtonW;
    // At a Read step the card has the keys; at the others Esc skips where the screen has no use for it (the
    // question's Esc takes the hit back), and gamepad B is the table's (Stand).
    const bool esc_skips = reading() || c != kUnderQuestion;
    buttons_.add({.id = "lesson-skip",
                  .label = "Skip",
                  .key = esc_skips ? "Esc" : "",
                  .pad = reading() ? "B" : "",
                  .rect = {reading() ? right - kButtonW - 10 : right, y, kButtonW, kButtonH},
                  .text_size = 18});
    if (reading()) {
        buttons_.add({.id = "lesson-next",
                      .label = "Next",
                      .key = "Enter",
                      .pad = "A",
                      .rect = {right, y, kButtonW, kButtonH},
                      .text_size = 18});
        buttons_.focus("lesson-next");
    } else {
        buttons_.show_focus(false);  // the keys and the pad are the table's now
    }
}

void HowToPlayScene::press(const std::string& id) {
    ctx_.sound.play(Sound::Button);
    if (id == "lesson-next") lesson_.next();
    if (id == "lesson-skip" || lesson_.finished()) finish();
}

void HowToPlayScene::finish() {
    if (done_) return;
    done_ = true;
    ctx_.scenes.pop();
}

bool HowToPlayScene::handle(const InputEvent& e) {
    if (done_) return true;
    if (e.pointer() || reading())
        if (auto id = buttons_.handle(e)) {
            press(*id);
            return true;
        }
    if (reading()) {
        if (e.is(InputAction::Confirm)) press("lesson-next");
        if (e.is(InputAction::Back)) press("lesson-skip");
        return true;  // the table waits while the card is read
    }
    const Scene* screen = practice_screen();
    const bool question_up = screen && screen->name() == "trivia";
    if (e.type == InputEvent::Type::Action && e.action == InputAction::Back && !question_up) {
        press("lesson-skip");
        return true;
    }
    if (table_->scenes().handle(e)) return true;
    if (e.is(InputAction::Back)) press("lesson-skip");
    return true;  // the title beneath waits
}

void HowToPlayScene::update(float dt) {
    if (done_) return;
    SceneStack& screens = table_->scenes();
    screens.apply_pending();
    // The practice table left (its Leave table, a cash-out's leaderboard gone back to its title) ends the lesson.
    if (const Scene* top = screens.top(); !top || top->name() == "title" || top->name() == "game-over") return finish();
    screens.update(dt);
    if (table_->stage().view().idle() && !screens.changes_pending())
        lesson_.watch(table_->session().table(), table_->session().rounds_played());
    if (auto next = lesson_.take_cards()) cards_ = std::move(next);
    if (cards_ && table_->session().stack_next_round(*cards_)) cards_.reset();
    if (lesson_.finished()) return finish();
    layout();
    speak_card();
    table_->narrate();
}

void HowToPlayScene::speak_card() {
    if (!ctx_.speaker) return;
    std::string words = "How to play. " + lesson_.step().heading + ". " + lesson_.words(table_->session().table());
    if (reading()) words += " Enter or A: next. Escape or B: skip.";
    if (words == spoken_) return;
    spoken_ = words;
    ctx_.speaker->say(std::move(words), SpeechPriority::Prompt);
}

std::string HowToPlayScene::focus_words() const {
    if (reading()) return buttons_.focus_words();
    const Scene* screen = practice_screen();
    return screen ? screen->focus_words() : std::string();
}

std::string HowToPlayScene::tip_words() const {
    const Scene* screen = reading() ? nullptr : practice_screen();
    return screen ? screen->tip_words() : std::string();
}

std::string HowToPlayScene::notice_words() const {
    const Scene* screen = reading() ? nullptr : practice_screen();
    return screen ? screen->notice_words() : std::string();
}

void HowToPlayScene::draw(Painter& p) {
    table_->scenes().draw(p);
    if (done_) return;
    const Rect c = card();
    draw_panel(p, c);
    const LessonStep& step = lesson_.step();
    const std::string count = "HOW TO PLAY \u00b7 " + std::to_string(lesson_.index() + 1) + " of " +
                              std::to_string(lesson_.plan().steps.size());
    const std::string words = lesson_.words(table_->session().table());
    if (c == kUnderQuestion) {
        const float text_w = c.w - 3 * kPad - kButtonW;
        p.text_in(step.heading + "   " + count, {c.x + kPad, c.y + 8, text_w, 20},
                  {.size = 15, .color = palette::kGold, .face = FontFace::SansBold, .max_lines = 1});
        p.text_in(words, {c.x + kPad, c.y + 30, text_w, c.h - 36}, {.size = 15, .color = palette::kWhite});
    } else {
        const float w = c.w - 2 * kPad;
        p.text_in(count, {c.x + kPad, c.y + 12, w, 16},
                  {.size = 12, .color = palette::kMuted, .face = FontFace::SansBold, .max_lines = 1});
        p.text_in(step.heading, {c.x + kPad, c.y + 30, w, 48},
                  {.size = 20, .color = palette::kGold, .face = FontFace::SansBold, .max_lines = 2});
        p.text_in(words, {c.x + kPad, c.y + 82, w, c.h - 82 - kButtonH - 2 * kPad},
                  {.size = 16, .color = palette::kWhite, .min_size = 11});
    }
    buttons_.draw(p);
}

void HowToPlayScene::gui() {
    if (!done_) table_->scenes().gui();
}

bool HowToPlayScene::gui_takes_input() const {
    const Scene* screen = practice_screen();
    return !done_ && screen && screen->gui_takes_input();
}

bool HowToPlayScene::busy() const { return !done_ && (table_->scenes().busy() || table_->scenes().changes_pending()); }

std::optional<Point> HowToPlayScene::find_button(std::string_view id) const {
    if (auto at = buttons_.center_of(id)) return at;
    if (const Scriptable* s = scriptable(practice_screen())) return s->find_button(id);
    return std::nullopt;
}

std::string HowToPlayScene::observe(std::string_view what) const {
    if (what == "lesson-step") return done_ ? "done" : lesson_.step().id;
    if (what == "lesson-retry") return lesson_.retry_note().empty() ? "no" : "yes";
    const Scene* screen = practice_screen();
    if (what == "practice-scene") return screen ? std::string(screen->name()) : "";
    if (what == "practice-bank") return money_text(table_->session().table().bank(), table_->session().rules().units);
    if (const Scriptable* s = scriptable(screen))
        if (std::string seen = s->observe(what); seen != "?") return seen;
    const PracticeTable& t = *table_;
    return GameObserver(t.scenes(), t.session(), t.stage().view(), t.saves(), ctx_.questions).observe_table(what);
}

}  // namespace bjt::game
