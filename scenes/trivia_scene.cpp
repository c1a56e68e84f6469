#include "scenes/trivia_scene.h"

#include <cmath>
#include <cstdio>
#include <string>

#include "game/audio/sound_bank.h"
#include "game/questions/question_source.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/session/session.h"
#include "game/settings/settings.h"
#include "game/speech/question_words.h"
#include "game/speech/speaker.h"
#include "game/ui/panel.h"

namespace bjt::game {

namespace {
constexpr Rect kPanel{190, 96, 900, 520};
// Choosing how hard: a shorter panel at the top, clear of the player's cards (y 393 and below), so the hand the
// hit is for stays in sight.
constexpr Rect kDifficultyPanel{190, 24, 900, 360};
constexpr float kResultSeconds = 1.6f;  // how long the flash and the right answer stay

// The one table of the difficulties as this scene shows them: the button's id (scripts click it), the label and
// the tint, in Difficulty order (the reward table and the 1-3 keys follow it).
struct DifficultyButton {
    Difficulty difficulty;
    const char* id;
    const char* label;
    Color tint;
};
constexpr DifficultyButton kDifficulties[] = {
    {Difficulty::Easy, "easy", "EASY", {40, 110, 60, 255}},
    {Difficulty::Medium, "medium", "MEDIUM", {125, 90, 20, 255}},  // dark enough for white words at 4.5:1
    {Difficulty::Hard, "hard", "HARD", {150, 45, 40, 255}},
};
const DifficultyButton& difficulty_button(Difficulty d) { return kDifficulties[static_cast<std::size_t>(d)]; }

std::string credits_text(int n) {
    return (n >= 0 ? "+" : "") + std::to_string(n) + (std::abs(n) == 1 ? " credit" : " credits");
}

std::string upper_ascii(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}
}  // namespace

TriviaScene::TriviaScene(GameContext& ctx, std::function<void(std::string)> tell_table)
    : ctx_(ctx), tell_table_(std::move(tell_table)) {
    ctx_.questions.set_excluded_categories(ctx_.settings.excluded_categories);
    ctx_.questions.set_even_categories(ctx_.settings.even_categories);
    layout();
    // A player by ear hears the choice the screen shows, with its keys, as the table's prompt says its own.
    if (ctx_.speaker) ctx_.speaker->say(difficulty_words(), SpeechPriority::Prompt);
}

// "A question for the hit. How hard? 1: easy, +0 credits. 2: medium, +1 credit. ... Escape or B: take the hit back."
std::string TriviaScene::difficulty_words() const {
    const Rules& r = ctx_.session.rules();
    std::string words = "A question for the " + std::string(hit_or_double()) + ". How hard?";
    for (std::size_t i = 0; i < std::size(kDifficulties); ++i) {
        if (!ctx_.questions.has(kDifficulties[i].difficulty)) continue;
        words += " " + std::to_string(i + 1) + ": " + std::string(kDifficulties[i].id) + ", " +
                 credits_text(r.trivia_reward[i]) + ".";
    }
    if (const std::string warning = last_credit_warning(); !warning.empty()) words += " " + warning + ".";
    return words + " Escape or B: take the " + std::string(hit_or_double()) + " back.";
}

void TriviaScene::layout() {
    buttons_.clear();
    const Rules& r = ctx_.session.rules();
    if (phase_ == Phase::Difficulty) {
        for (std::size_t i = 0; i < std::size(kDifficulties); ++i) {
            const DifficultyButton& d = kDifficulties[i];
            buttons_.add(
                {.id = d.id,
                 .label = std::string(d.label) + "   " + credits_text(r.trivia_reward[i]),
                 .key = std::to_string(i + 1),
                 .rect = {kDifficultyPanel.x + 60 + 270 * static_cast<float>(i), kDifficultyPanel.y + 196, 240, 90},
                 .enabled = ctx_.questions.has(d.difficulty),
                 .tint = d.tint,
                 .text_size = 21});
        }
        const Difficulty first = ctx_.questions.has(Difficulty::Medium) ? Difficulty::Medium
                                 : ctx_.questions.has(Difficulty::Easy) ? Difficulty::Easy
                                                                        : Difficulty::Hard;
        buttons_.add({.id = "take-back",
                      .label = "Take back the " + std::string(hit_or_double()),
                      .key = "Esc",
                      .pad = "B",
                      .rect = {640 - 170, kDifficultyPanel.y + 296, 340, 54},
                      .text_size = 18});
        buttons_.focus(difficulty_button(first).id);
        return;
    }
    const int n = static_cast<int>(question_.options.size());
    for (int i = 0; i < n; ++i) {
        Button b;
        b.id = "answer-" + std::to_string(i + 1);
        b.label = question_.options[static_cast<std::size_t>(i)];
        b.key = question_.true_false ? (i == 0 ? "T" : "F") : std::to_string(i + 1);
        b.text_size = 20;
        if (question_.true_false)
            b.rect = {kPanel.x + 130 + 340 * static_cast<float>(i), kPanel.y + 330, 300, 90};
        else
            b.rect = {kPanel.x + 40 + 420 * static_cast<float>(i % 2), kPanel.y + 290 + 104 * static_cast<float>(i / 2),
                      400, 90};
        if (phase_ == Phase::Result) {
            b.enabled = true;
            if (i == question_.right_index)
                b.tint = Color{30, 140, 60, 255};
            else if (i == chosen_)
                b.tint = Color{160, 40, 40, 255};
        }
        buttons_.add(std::move(b));
    }
}

void TriviaScene::choose(Difficulty d) {
    difficulty_ = d;
    question_ = ctx_.questions.next(d);
    ctx_.session.question_asked(question_, ctx_.questions.asked());  // its category counts; no repeats after a restart
    phase_ = Phase::Question;
    // The question is this screen's own (no table event carries it): said as a prompt, never cut.
    if (ctx_.speaker) ctx_.speaker->say(question_words(question_), SpeechPriority::Prompt);
    time_left_ = static_cast<float>(ctx_.settings.answer_seconds);
    ctx_.sound.play(Sound::Button);
    layout();
}

// What a wrong answer takes: the penalty, but never more than the player has (the engine stops at zero).
int TriviaScene::credits_lost() const {
    return std::min(ctx_.session.table().credits(), ctx_.session.rules().trivia_wrong_penalty);
}

void TriviaScene::answer(int option) {
    // -1: the timer ran out, which counts as a wrong answer.
    if (option < -1 || option >= static_cast<int>(question_.options.size())) return;
    timed_out_ = option == -1;
    chosen_ = option;
    right_ = option == question_.right_index;
    phase_ = Phase::Result;
    result_time_ = 0;
    ctx_.sound.play(right_ ? Sound::Right : Sound::Wrong);
    layout();
}

std::string_view TriviaScene::hit_or_double() const {
    return ctx_.session.table().pending_question_action() == Action::Double ? "double" : "hit";
}

void TriviaScene::take_back() {
    // Before a question is put the player may change their mind: the hand waits for them again, nothing spent.
    if (closed_ || phase_ != Phase::Difficulty) return;
    if (const Status s = ctx_.session.withdraw_question(); !s) {
        tell_table_("Taking back the " + std::string(hit_or_double()) +
                    " was refused: " + std::string(describe(s.refusal)));
        return;
    }
    closed_ = true;
    ctx_.sound.play(Sound::Button);
    ctx_.scenes.pop();
}

void TriviaScene::close() {
    if (closed_) return;
    closed_ = true;
    // The engine learns the answer only now, so the card (or the stand) follows the flash.
    // The table scene pushes this scene only while the table waits for an answer, so a refusal is a fault of
    // the game: the table screen says so with the engine's reason, and shows the table as it is.
    if (const Status s = ctx_.session.answer(difficulty_, right_); !s)
        tell_table_("The answer was refused: " + std::string(describe(s.refusal)));
    ctx_.scenes.pop();
}

bool TriviaScene::handle(const InputEvent& e) {
    if (phase_ == Phase::Result) {
        if (e.is(InputAction::Confirm) || e.is(InputAction::Skip) || e.type == InputEvent::Type::PointerUp) {
            if (result_time_ > 0.3f) close();  // a moment to see the result before a click closes it
        }
        return true;
    }
    if (phase_ == Phase::Difficulty && e.is(InputAction::Back)) {
        take_back();
        return true;
    }
    if (auto id = buttons_.handle(e)) {
        if (*id == "take-back") take_back();
        for (const DifficultyButton& d : kDifficulties)
            if (*id == d.id) choose(d.difficulty);
        if (id->rfind("answer-", 0) == 0) answer(std::stoi(id->substr(7)) - 1);
        return true;
    }
    if (e.type == InputEvent::Type::Action) {
        const InputAction choices[4] = {InputAction::Choice1, InputAction::Choice2, InputAction::Choice3,
                                        InputAction::Choice4};
        for (int i = 0; i < 4; ++i) {
            if (!e.is(choices[i])) continue;
            if (phase_ == Phase::Difficulty && i < 3 && ctx_.questions.has(static_cast<Difficulty>(i)))
                choose(static_cast<Difficulty>(i));
            else if (phase_ == Phase::Question)
                answer(i);
        }
        if (phase_ == Phase::Question && question_.true_false) {
            if (e.is(InputAction::True)) answer(0);
            if (e.is(InputAction::False)) answer(1);
        }
    }
    return true;  // modal: nothing reaches the table underneath
}

void TriviaScene::update(float dt) {
    appear_ = std::min(1.0f, appear_ + dt / 0.2f);
    // With the voice on, the clock stands still while the game speaks (the question and its options first): a
    // player who listens gets the time a reader has.
    const bool listening = ctx_.speaker && ctx_.speaker->voice_busy();
    if (phase_ == Phase::Question && ctx_.settings.answer_seconds > 0 && !listening) {
        time_left_ = std::max(0.0f, time_left_ - dt);
        if (time_left_ == 0) answer(-1);
    }
    if (phase_ == Phase::Result) {
        result_time_ += dt;
        const bool instant = ctx_.settings.speed == AnimationSpeed::Instant;
        // Closed by itself once shown long enough and the voice is done with the question's words, so the table's
        // words that follow (the answer, the credits, the card) are not heard on top of them.
        if (result_time_ >= kResultSeconds / (instant ? 4.0f : 1.0f) && !listening) close();
    }
}

std::optional<Point> TriviaScene::find_button(std::string_view id) const {
    if (phase_ == Phase::Question && (id == "right-answer" || id == "wrong-answer")) {
        for (int i = 0; i < static_cast<int>(question_.options.size()); ++i)
            if ((i == question_.right_index) == (id == "right-answer"))
                return buttons_.center_of("answer-" + std::to_string(i + 1));
    }
    return buttons_.center_of(id);
}

std::string TriviaScene::answer_key(bool right) const {
    if (phase_ != Phase::Question) return "none";
    for (int i = 0; i < static_cast<int>(question_.options.size()); ++i)
        if ((i == question_.right_index) == right) {
            if (question_.true_false) return i == 0 ? "t" : "f";
            return std::to_string(i + 1);
        }
    return "none";
}

// Credits at zero end the game (trivia-blackjack.md): said before the player risks the last of them.
std::string TriviaScene::last_credit_warning() const {
    const int credits = ctx_.session.table().credits();
    if (credits > ctx_.session.rules().trivia_wrong_penalty) return "";
    return std::string(credits == 1 ? "Your last credit" : "Your last credits") + ": a wrong answer ends the game";
}

void TriviaScene::draw_difficulty(Painter& p) const {
    // A light shade: the table, and the player's hand under the panel, stay readable.
    draw_shade(p, appear_ * 0.45f);
    Rect panel = kDifficultyPanel;
    panel.y += (1 - appear_) * 30;
    draw_panel(p, panel);
    const Rules& r = ctx_.session.rules();
    const Table& t = ctx_.session.table();
    const float x = 640;
    const float w = panel.w - 60;  // each line within the panel
    const auto line = [&](const std::string& s, float y, float size, Color c, FontFace face) {
        p.text_line(s, {x, y}, w, {.size = size, .color = c, .align = Align::Center, .face = face});
    };
    line("A QUESTION FOR YOUR " + upper_ascii(hit_or_double()), panel.y + 22, 34, palette::kGold, FontFace::SansBold);
    line("Choose how hard. A right answer earns the card and the credits shown.", panel.y + 76, 20, palette::kFeltText,
         FontFace::Sans);
    line("A wrong answer costs " + credits_text(r.trivia_wrong_penalty).substr(1) + " and the hand stands.",
         panel.y + 104, 20, palette::kFeltText, FontFace::Sans);
    line("Credits: " + std::to_string(t.credits()), panel.y + 138, 20, palette::kWhite, FontFace::SansBold);
    if (const std::string warning = last_credit_warning(); !warning.empty())
        line(warning, panel.y + 164, 20, palette::kWrong, FontFace::SansBold);
    buttons_.draw(p);
}

void TriviaScene::draw(Painter& p) {
    if (phase_ == Phase::Difficulty) return draw_difficulty(p);
    draw_shade(p, appear_);
    Rect panel = kPanel;
    panel.y += (1 - appear_) * 30;
    draw_panel(p, panel);
    const Rules& r = ctx_.session.rules();
    // Category and difficulty, then the question.
    // A player's question file may name a long category: it keeps to the left third, clear of the timer.
    p.text_line(question_.category, {panel.x + 40, panel.y + 30}, panel.w / 2 - 90,
                {.size = 20, .color = palette::kGold, .face = FontFace::SansBold, .min_size = 12});
    p.text_line(std::string(difficulty_button(difficulty_).label) + "  " +
                    credits_text(r.trivia_reward[static_cast<std::size_t>(difficulty_)]),
                {panel.x + panel.w - 40, panel.y + 30}, panel.w / 2 - 90,
                {.size = 18, .color = palette::kMuted, .align = Align::Right, .face = FontFace::SansBold});
    // Up to the answer buttons: a player's question may be 250 characters.
    p.text_in(
        question_.text, {panel.x + 40, panel.y + 84, panel.w - 80, 196},
        {.size = 30, .color = palette::kWhite, .align = Align::Center, .face = FontFace::SansBold, .min_size = 16});
    buttons_.draw(p);
    if (phase_ == Phase::Question && ctx_.settings.answer_seconds > 0) {
        // The countdown: a bar that empties, red in the last five seconds, and the seconds left.
        const float share = time_left_ / static_cast<float>(ctx_.settings.answer_seconds);
        const Rect bar{panel.x + 40, panel.y + 66, panel.w - 80, 8};
        p.fill_rounded(bar, 4, Color{0, 0, 0, 120});
        p.fill_rounded({bar.x, bar.y, bar.w * share, bar.h}, 4, time_left_ <= 5 ? palette::kWrong : palette::kGold);
        // "60 s" at most, in the middle between the category and the difficulty.
        p.text(std::to_string(static_cast<int>(std::ceil(time_left_))) + " s", {640, panel.y + 30}, 20,
               time_left_ <= 5 ? palette::kWrong : palette::kWhite, Align::Center, FontFace::SansBold);
    }
    if (phase_ == Phase::Result) {
        // The flash: strong at once, fading over a third of a second.
        const float flash = std::max(0.0f, 1 - result_time_ / 0.35f);
        const Color c = right_ ? palette::kRight : palette::kWrong;
        p.fill(p.visible(), c.with_alpha(0.45f * flash));
        const std::string verdict = right_ ? "RIGHT!  " +
                                                 credits_text(r.trivia_reward[static_cast<std::size_t>(difficulty_)]) +
                                                 " - here comes your card"
                                           : std::string(timed_out_ ? "TIME'S UP" : "WRONG") + "  " +
                                                 credits_text(-credits_lost()) + ", the hand stands - the answer is " +
                                                 question_.options[static_cast<std::size_t>(question_.right_index)];
        // A long right answer wraps or shrinks inside the pill, which grows to the panel's width.
        const float w = std::min(panel.w - 20, p.text_width(verdict, 22, FontFace::SansBold) + 50);
        const Rect b = Rect::centered({640, panel.y + panel.h - 10}, w, 52);
        p.fill_rounded(b, 24, c);
        p.text_in(verdict, {b.x + 24, b.y + 3, b.w - 48, b.h - 6},
                  {.size = 22,
                   .color = palette::kWhite,
                   .align = Align::Center,
                   .face = FontFace::SansBold,
                   .min_size = 11,
                   .middle = true});
    }
}

}  // namespace bjt::game
