#pragma once
// "How to play": a walkthrough at a practice table (game/lesson/practice_table.h) with the real betting, table,
// trivia and prediction screens, and a card beside them saying what to do next (game/lesson/lesson.h). Opened
// from the title, and by the title itself the first time a new profile starts (GameContext::welcome). Esc or
// gamepad B skips it wherever the table has no other use for them (at a Read step always); leaving the practice
// table ends it too. It writes nothing to the player's save but that it was seen (SaveGame::mark_how_to_play_seen).
#include <memory>
#include <optional>
#include <string>

#include "game/lesson/lesson.h"
#include "game/lesson/practice_table.h"
#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"

namespace bjt::game {

class HowToPlayScene final : public Scene, public Scriptable {
public:
    // `table`: sat down at the chosen preset (PracticeTable::sit_down).
    HowToPlayScene(GameContext& ctx, std::unique_ptr<PracticeTable> table);
    std::string_view name() const override { return "how-to-play"; }
    bool handle(const InputEvent& e) override;
    void update(float dt) override;
    void draw(Painter& p) override;
    void gui() override;
    bool gui_takes_input() const override;
    bool busy() const override;
    // At a step to read, the card's focused button; otherwise what the practice table's screen has in focus.
    std::string focus_words() const override;
    // The practice table's tooltips and its coach's offer, said as at the real table (none while a card is read).
    std::string tip_words() const override;
    std::string notice_words() const override;
    // `lesson-next`, `lesson-skip`: the card's buttons; any other: the practice table's screen's.
    std::optional<Point> find_button(std::string_view id) const override;
    // `lesson-step`: the step's id (lesson_plan.cpp), `done` once over; `lesson-retry`: `yes` while a round is dealt
    // again; `practice-scene`: the practice table's screen (`betting`, `table`, `trivia`, `prediction`);
    // `practice-bank`: its bank; anything else: what that screen says of it, else what the practice table's
    // state says (`state`, `bank`, `outcome`, ...: the practice table's while How to play is up).
    std::string observe(std::string_view what) const override;

private:
    bool reading() const;
    void layout();
    void press(const std::string& id);
    void finish();
    // The card's heading and words, through the game's Speaker, whenever they change.
    void speak_card();
    // Where the card goes: beside the table, or under the question when one is up.
    Rect card() const;
    const Scene* practice_screen() const;

    GameContext& ctx_;
    std::unique_ptr<PracticeTable> table_;
    Lesson lesson_;
    ButtonPanel buttons_;
    std::optional<std::vector<Card>> cards_;  // the next round's cards, until the table takes them
    std::size_t laid_out_for_ = static_cast<std::size_t>(-1);  // the step the buttons were made for
    bool laid_out_reading_ = false;
    Rect laid_out_card_{};
    std::string spoken_;  // the card's words as last said (Speaker), said again only when they change
    bool done_ = false;
};

}  // namespace bjt::game
