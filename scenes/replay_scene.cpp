#include "scenes/replay_scene.h"

#include <algorithm>
#include <cstdio>

#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/scene/scene_stack.h"
#include "game/settings/settings.h"
#include "game/ui/panel.h"
#include "game/view/round_story.h"
#include "game/view/table_layout.h"

namespace bjt::game {

namespace {
// A recorded table of several as the replay shows it: the profile's seat full size, the others on plates (a
// replay keeps no names: each is "Player N").
SeatPlan replay_seating(const Table& table, int my_seat) {
    SeatPlan plan;
    plan.person_seat = my_seat;
    plan.seats.assign(static_cast<std::size_t>(table.seat_count()), PlannedSeat{});
    for (int seat = 0; seat < table.seat_count(); ++seat)
        plan.seats[static_cast<std::size_t>(seat)].person_name = "Player " + std::to_string(seat + 1);
    return plan;
}
}  // namespace

namespace {
constexpr float kMovePause = 0.6f;  // seconds at 1x between one move's animation ending and the next move
constexpr float kRoundPause = 1.6f;  // the result on show before the next round's cards
}  // namespace

ReplayScene::ReplayScene(GameContext& ctx, replay::Replay replay, std::string file_name)
    : ctx_(ctx), file_name_(std::move(file_name)), stepper_(std::move(replay)) {
    check_ = replay::play_replay(stepper_.replay());
    view_.set_reduced_motion(ctx_.settings.reduced_motion);
    layout();
    buttons_.focus("pause");
}

void ReplayScene::layout() {
    const std::string focused = buttons_.focused();
    buttons_.clear();
    const float y = 640;
    // Where the table's action buttons are, right of the bank.
    buttons_.add(
        {"pause", paused_ ? "Play" : "Pause", "Enter", "A", {290, y, 180, 64}, !done_, Color{30, 110, 60, 255}, 20});
    buttons_.add({"step", "Step", "Right", "", {480, y, 150, 64}, !done_, std::nullopt, 20});
    buttons_.add({"slower", "Slower", "Down", "", {640, y, 150, 64}, speed_ > 0, std::nullopt, 20});
    buttons_.add({"faster", "Faster", "Up", "", {800, y, 150, 64}, speed_ + 1 < std::size(kSpeeds), std::nullopt, 20});
    buttons_.add({"quit", "Quit", "Esc", "B", {960, y, 150, 64}, true, std::nullopt, 20});
    buttons_.focus(focused);
}

bool ReplayScene::handle(const InputEvent& e) {
    std::optional<std::string> id;
    if (e.is(InputAction::Right)) id = "step";
    if (e.is(InputAction::Up)) id = "faster";
    if (e.is(InputAction::Down)) id = "slower";
    if (!id) id = buttons_.handle(e);
    if (!id && e.is(InputAction::Back)) id = "quit";
    if (id) press(*id);
    return true;
}

void ReplayScene::press(const std::string& id) {
    if (id == "quit") return ctx_.scenes.quit();
    if (id == "pause") paused_ = !paused_;
    if (id == "step") paused_ = true, step_ = true;  // a step pauses a playing replay first
    if (id == "faster" && speed_ + 1 < std::size(kSpeeds)) ++speed_;
    if (id == "slower" && speed_ > 0) --speed_;
    layout();
}

void ReplayScene::update(float dt) {
    const float speed = kSpeeds[speed_];
    view_.update(dt, ctx_.settings.speed_factor() * speed, false);
    if (done_ || !view_.idle()) return;
    if (paused_ && !step_) return;
    if (step_) {
        step_ = false;
        next_event();
    } else {
        wait_ -= dt * speed;
        if (wait_ > 0) return;
        next_move();
    }
    if (done_) layout();
}

bool ReplayScene::follow(replay::ReplayStepper::Advance a) {
    using Advance = replay::ReplayStepper::Advance;
    const Table* table = stepper_.table();
    switch (a) {
        case Advance::RoundStarted: {
            if (stepper_.round() > 0) view_.sweep();
            if (stepper_.seating_changed()) view_.set_seating(replay_seating(*table, stepper_.seat()));
            const Seat& mine = table->seat(stepper_.seat());
            if (stepper_.reset_bank() || stepper_.seating_changed()) view_.reset(mine.bank, mine.credits);
            view_.set_rules(table->rules());
            shown_.reset();
            return true;
        }
        case Advance::Input:
            ++moves_;
            last_move_ = stepper_.last_input()->seat == stepper_.seat() || stepper_.last_input()->kind == "bet"
                             ? input_words(*stepper_.last_input(), table->rules().units)
                             : other_seat_words(*stepper_.last_input(), table->rules().units);
            return true;
        case Advance::RoundEnded:
            if (stepper_.round() < stepper_.replay().rounds.size()) return true;
            break;
        case Advance::End:
        case Advance::Refused: break;
    }
    done_ = true;
    return false;
}

void ReplayScene::next_move() {
    using Advance = replay::ReplayStepper::Advance;
    // The rest of a move stepped into part way, at the pace of play; else the next input (its round started first)
    // with all its events.
    while (!stepper_.has_event()) {
        const Advance a = stepper_.advance();
        if (!follow(a)) return;
        if (a == Advance::RoundEnded) {
            wait_ = kRoundPause;
            return;
        }
    }
    while (stepper_.has_event()) show(stepper_.take_event());
    wait_ = kMovePause;
}

void ReplayScene::next_event() {
    while (!stepper_.has_event())
        if (!follow(stepper_.advance())) return;
    show(stepper_.take_event());
}

void ReplayScene::show(const replay::SteppedEvent& e) {
    const Seat& mine = stepper_.table()->seat(stepper_.seat());
    view_.on_event(e.event, mine.bank, mine.credits);
    const replay::HistoryEvent line = replay::describe(e.event);
    const Units units = stepper_.table()->rules().units;
    const bool others = replay::belongs_to_a_seat(line) && line.seat != stepper_.seat();
    shown_ = ShownEvent{e.number, stepper_.events_in_round(),
                        others ? other_seat_words(line, units) : event_words(line, units, view_.hand_count())};
}

std::string ReplayScene::speed_text() const {
    char b[16];
    std::snprintf(b, sizeof b, "%gx", static_cast<double>(kSpeeds[speed_]));
    return b;
}

std::string ReplayScene::event_text() const {
    if (!shown_) return "";
    return std::to_string(shown_->number) + " of " + std::to_string(shown_->total) + ": " + shown_->words;
}

std::string ReplayScene::observe(std::string_view what) const {
    const std::size_t rounds = stepper_.replay().rounds.size();
    if (what == "replay") return done_ ? "done" : paused_ ? "paused" : "playing";
    if (what == "replay-speed") return speed_text();
    if (what == "replay-moves") return std::to_string(moves_);
    if (what == "replay-round")
        return std::to_string(std::min(stepper_.round() + 1, rounds)) + " of " + std::to_string(rounds);
    if (what == "replay-event") return shown_ ? event_text() : "none";
    if (what == "replay-dealer") return view_.dealer_cards_shown().empty() ? "none" : view_.dealer_cards_shown();
    if (what == "replay-check") return check_.matches() ? "matches" : check_.difference->what;
    if (what == "replay-error") return stepper_.error().empty() ? "none" : stepper_.error();
    if (what == "headline") return view_.idle() && stepper_.table() ? view_.round_result() : view_.announcement();
    return "?";
}

void ReplayScene::draw_controls(Painter& p) const {
    // A bar over the top edge (where the table prints the preset's name): what is playing, where (round, event),
    // the last event shown and the last move, or where the file differs from the engine. The felt's own spots and
    // labels and the headline under the bar stay clear.
    const Rect bar{230, 0, 820, 40};
    const std::size_t rounds = stepper_.replay().rounds.size();
    const std::size_t shown = std::min(stepper_.round() + (stepper_.round_started() ? 1 : 0), rounds);
    const std::string state = done_ ? "Done" : paused_ ? "Paused" : "Playing";
    const Table* table = stepper_.table();
    const std::string rules = table ? table->rules().name + "  -  " : std::string();
    const std::string event =
        shown_ ? ", event " + std::to_string(shown_->number) + " of " + std::to_string(shown_->total) : std::string();
    const std::string where = "REPLAY " + file_name_ + "  -  " + rules + "round " +
                              std::to_string(std::max<std::size_t>(shown, 1)) + " of " + std::to_string(rounds) +
                              event + "  -  " + state + " at " + speed_text();
    p.fill_rounded(bar, 10, Color{10, 10, 10, 225});
    const auto bar_line = [&](const std::string& text, float y, Color c, FontFace face) {
        p.text_in(text, {bar.x + 12, bar.y + y, bar.w - 24, 18},
                  {.size = 15, .color = c, .align = Align::Center, .face = face, .max_lines = 1, .middle = true});
    };
    bar_line(where, 2, palette::kGold, FontFace::SansBold);
    const std::string& error = stepper_.error();
    const std::string move = last_move_.empty() ? std::string() : "last move: " + last_move_;
    const std::string note = !error.empty()      ? error
                             : !check_.matches() ? "This file differs from the engine: " + check_.difference->what
                             : shown_            ? shown_->words + (move.empty() ? "" : "   (" + move + ")")
                                                 : std::string("Checked: every result matches the engine");
    const bool bad = !error.empty() || !check_.matches();
    bar_line(note, 20, bad ? palette::kLose : palette::kWhite, FontFace::Sans);
}

void ReplayScene::draw(Painter& p) {
    view_.draw(p, -1);
    // The dealer's words while the view tells the story, then the round's result, as the table shows them.
    const std::string headline = !view_.idle() ? view_.announcement() : view_.round_result();
    if (!headline.empty()) {
        const Rect b = Rect::centered(layout::kBannerCenter, 840, 42);
        p.fill_rounded(b, 21, Color{10, 10, 10, 210});
        p.text_in(headline, {b.x + 20, b.y + 3, b.w - 40, b.h - 6},
                  {.size = 20, .align = Align::Center, .face = FontFace::SansBold, .max_lines = 2, .middle = true});
    }
    draw_controls(p);
    buttons_.draw(p);
}

std::unique_ptr<Scene> make_replay_scene(GameContext& ctx, const replay::Replay& replay, const std::string& file_name) {
    return std::make_unique<ReplayScene>(ctx, replay, file_name);
}

}  // namespace bjt::game
