// The table scene at a table of several people: the game turns to each person in their turn, names them in large
// type, reads their own questions, and after a round lets those whose bank is gone leave.
#include "engine/trivia/asked_questions.h"
#include "game/questions/question_source.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/session/seat_input.h"
#include "game/session/session.h"
#include "game/view/table_stage.h"
#include "scenes/betting_scene.h"
#include "scenes/game_over_scene.h"
#include "scenes/table_scene.h"

namespace bjt::game {

void TableScene::turned_to_person() {
    built_for_.reset();
    coach_.acted();  // advice asked for the last person's hand is not this one's
}

// The person in turn's own no-repeat cycle, with the questions the table was asked this round added: two people
// never get the same question in one round.
void TableScene::read_persons_questions() {
    const storage::Profile* person = ctx_.saves.profile_at(ctx_.session.my_seat_index());
    if (person == nullptr) return;
    trivia::AskedQuestions asked = person->asked_questions;
    for (const std::string& id : ctx_.session.round_questions()) asked.insert(id);
    ctx_.questions.restore_asked(asked);
}

// After a round at a table of several people: those whose bank is gone leave ("House Wins!"), the others bet on;
// the game is over when nobody is left.
void TableScene::next_round_of_several() {
    const std::vector<std::string> gone = ctx_.session.seat_out_broke();
    if (ctx_.session.people_seated() == 0) return ctx_.scenes.replace(std::make_unique<GameOverScene>(ctx_));
    std::string news;
    for (const std::string& name : gone)
        news += (news.empty() ? "" : " ") + name + ": House Wins! " + name + " leaves the table.";
    ctx_.scenes.replace(std::make_unique<BettingScene>(ctx_, news));
}

// Whose turn it is, in large type above the hands, while the table waits for them: one screen, several people.
void TableScene::draw_whose_turn(Painter& p) const {
    if (!ctx_.session.several_people() || !ctx_.session.my_turn() || !ctx_.stage.view().idle()) return;
    const int seat = ctx_.session.my_seat_index();
    const Rect box = Rect::centered({640, 290}, 480, 70);  // clear of the plates either side
    p.fill_rounded(box, 16, palette::kPanel.with_alpha(0.92f));
    p.outline_rounded(box, 16, 2, palette::kFocus);
    p.text_line(ctx_.session.seat_name(seat) + ", your turn", {640, box.y + 6}, box.w - 32,
                {.size = 32,
                 .color = palette::kFocus,
                 .align = Align::Center,
                 .face = FontFace::SansBold,
                 .min_size = 10});  // a name of 32 W's
    // The device that acts for them: the others' presses do nothing now.
    p.text_line("on " + device_name(ctx_.session.seat_plan(), seat), {640, box.y + 46}, box.w - 32,
                {.size = 15, .color = palette::kWhite, .align = Align::Center});
}

}  // namespace bjt::game
