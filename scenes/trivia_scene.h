#pragma once
// The trivia overlay, over the table, when a hit or a double waits for an answer (RoundState::
// QuestionPending): pick EASY / MEDIUM / HARD (reward shown; at the last credit a warning that a wrong answer ends
// the game) in a panel clear of the player's hand, or take the hit back (Esc, gamepad B) before any question is
// put; then read the category and the question, answer by
// mouse, keys 1-4 or T/F, or the gamepad. Right: a green flash and the card comes. Wrong: a red flash, the
// right answer shown, the hand stands. Then Table::answer(difficulty, right) and the overlay closes.
// With the answer timer on (options), the question counts down in game time and a timeout is a wrong
// answer. Categories the player left out are never asked.
#include <functional>
#include <string>

#include "engine/rules.h"
#include "game/questions/trivia_question.h"
#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"

namespace bjt::game {

class TriviaScene final : public Scene, public Scriptable {
public:
    // `tell_table`: words for the table beneath when the engine refused what the player chose here (the table
    // screen shows them; a refusal is a fault of the game, and the player is told what happened).
    TriviaScene(GameContext& ctx, std::function<void(std::string)> tell_table);
    std::string_view name() const override { return "trivia"; }
    bool serves_a_seat() const override { return true; }
    std::string focus_words() const override { return buttons_.focus_words(); }
    bool handle(const InputEvent& e) override;
    void update(float dt) override;
    void draw(Painter& p) override;
    bool opaque() const override { return false; }
    // A running answer timer keeps the frames coming (the countdown moves).
    bool busy() const override {
        return phase_ == Phase::Result || appear_ < 1 || (phase_ == Phase::Question && time_left_ > 0);
    }
    // Besides the buttons' own names, "right-answer" and "wrong-answer" find an option by its truth
    // (scripts: `answer right`).
    std::optional<Point> find_button(std::string_view id) const override;
    // "category": the category of the question on screen (empty before one is picked); "warning": the
    // last-credit warning while choosing how hard, or "none".
    // "right-answer-key" / "wrong-answer-key": the key a player presses for the right answer / a wrong one while
    // the question is up (`1`-`4`, `t`, `f`), "none" otherwise (scripts: `answer right key`).
    std::string observe(std::string_view what) const override {
        if (what == "warning") return last_credit_warning().empty() ? "none" : last_credit_warning();
        if (what == "right-answer-key" || what == "wrong-answer-key") return answer_key(what == "right-answer-key");
        return what == "category" ? question_.category : std::string("?");
    }

private:
    enum class Phase { Difficulty, Question, Result };
    std::string answer_key(bool right) const;
    void layout();
    void choose(Difficulty d);
    void answer(int option);
    void close();
    void take_back();  // Esc / gamepad B while choosing how hard: the hit or double is withdrawn
    std::string_view hit_or_double() const;
    int credits_lost() const;
    std::string last_credit_warning() const;  // empty above the last credit
    std::string difficulty_words() const;  // the choice of how hard, said when the screen opens
    void draw_difficulty(Painter& p) const;

    GameContext& ctx_;
    std::function<void(std::string)> tell_table_;
    ButtonPanel buttons_;
    Phase phase_ = Phase::Difficulty;
    Difficulty difficulty_ = Difficulty::Easy;
    TriviaQuestion question_;
    int chosen_ = -1;
    bool right_ = false;
    float result_time_ = 0;  // seconds since the answer
    // The answer timer (an option; 0: none). When it runs out the answer is wrong.
    float time_left_ = 0;
    bool timed_out_ = false;
    float appear_ = 0;  // 0..1 fade-in
    bool closed_ = false;
};

}  // namespace bjt::game
