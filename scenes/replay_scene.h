#pragma once
// `blackjack-trivia --replay FILE`: a replay file (docs/replays.md) played back on the real table view, one
// move of the player (an input line: bet, hit, answer, withdrawal, prediction ...) at a time, the cards, chips
// and results animated as in play. The file is checked first as `bjt replay` checks it; a file that differs
// says where on screen and stops there. Enter / A pauses and resumes; Right / d-pad right steps one engine event
// (one card dealt, the hole card turned, one settlement, one payout ...: replay::ReplayStepper), pausing first;
// Up / Down change the speed, Esc / B quits. Its own Table and TableView: the player's save and seat are
// never used.
#include <memory>
#include <optional>
#include <string>

#include "engine/replay/replay.h"
#include "engine/replay/replay_player.h"
#include "engine/replay/replay_stepper.h"
#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"
#include "game/view/table_view.h"

namespace bjt::game {

class ReplayScene final : public Scene, public Scriptable {
public:
    ReplayScene(GameContext& ctx, replay::Replay replay, std::string file_name);
    std::string_view name() const override { return "replay"; }
    std::string focus_words() const override { return buttons_.focus_words(); }
    bool handle(const InputEvent& e) override;
    void update(float dt) override;
    void draw(Painter& p) override;
    bool busy() const override { return (playing() && !done_) || !view_.idle(); }
    std::optional<Point> find_button(std::string_view id) const override { return buttons_.center_of(id); }
    // replay (playing, paused, done), replay-speed ("1x"), replay-round ("2 of 5"), replay-moves (made so far),
    // replay-event (the last event shown: "9 of 13: The dealer gets 3S", or "none"), replay-dealer (the dealer's
    // cards as drawn: "2C ??", or "none"), replay-check ("matches" or the difference), replay-error (an input the
    // engine refused, or "none").
    std::string observe(std::string_view what) const override;

    static constexpr float kSpeeds[] = {0.25f, 0.5f, 1.0f, 2.0f, 4.0f};

private:
    bool playing() const { return !paused_; }
    void layout();
    void press(const std::string& id);
    void next_move();  // the rest of a stepped move, or the next input with all its events, or the next round
    void next_event();  // one engine event (making the next input or starting the next round first when needed)
    // What a step of the stepper means for the view; false when playback ends.
    bool follow(replay::ReplayStepper::Advance a);
    void show(const replay::SteppedEvent& e);
    std::string speed_text() const;
    std::string event_text() const;  // "9 of 13: The dealer gets 3S"
    void draw_controls(Painter& p) const;

    GameContext& ctx_;
    std::string file_name_;
    replay::ReplayStepper stepper_;
    TableView view_;
    ButtonPanel buttons_;
    replay::ReplaySummary check_;
    int moves_ = 0;
    std::string last_move_;  // the last input's words
    struct ShownEvent {
        int number = 0, total = 0;  // in its round's engine events
        std::string words;
    };
    std::optional<ShownEvent> shown_;  // the last event handed to the view
    std::size_t speed_ = 2;  // index into kSpeeds
    float wait_ = 0.6f;  // seconds (at 1x) before the next move, once the view is idle
    bool paused_ = false;
    bool step_ = false;  // paused: show one event
    bool done_ = false;
};

}  // namespace bjt::game

namespace bjt::game {
// The first scene of `--replay FILE` (main() and the tests hand it to the App).
std::unique_ptr<Scene> make_replay_scene(GameContext& ctx, const replay::Replay& replay, const std::string& file_name);
}  // namespace bjt::game
