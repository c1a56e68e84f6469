#pragma once
// `blackjack-trivia --replay FILE`: a replay file (docs/replays.md) played back on the real table view, one
// move of the player (an input line: bet, hit, answer, withdrawal, prediction ...) at a time, the cards, chips
// and results animated as in play. The file is checked first as `bjt replay` checks it; a file that differs
// says where on screen and stops there. Enter / A pauses and resumes, Right / d-pad right steps one move,
// Up / Down change the speed, Esc / B quits. Its own Table and TableView: the player's save and seat are
// never used.
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "engine/replay/replay.h"
#include "engine/replay/replay_player.h"
#include "engine/table.h"
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
    bool handle(const InputEvent& e) override;
    void update(float dt) override;
    void draw(Painter& p) override;
    bool busy() const override { return (playing() && !done_) || !view_.idle(); }
    std::optional<Point> find_button(std::string_view id) const override { return buttons_.center_of(id); }
    // replay (playing, paused, done), replay-speed ("1x"), replay-round ("2 of 5"), replay-moves (made so far),
    // replay-check ("matches" or the difference), replay-error (an input the engine refused, or "none").
    std::string observe(std::string_view what) const override;

    static constexpr float kSpeeds[] = {0.25f, 0.5f, 1.0f, 2.0f, 4.0f};

private:
    bool playing() const { return !paused_; }
    void layout();
    void press(const std::string& id);
    bool start_round();
    void next_move();  // the next input, or the next round, or the end
    std::string speed_text() const;
    void draw_controls(Painter& p) const;

    GameContext& ctx_;
    replay::Replay replay_;
    std::string file_name_;
    std::map<std::string, Rules> rules_;
    std::optional<Table> table_;
    TableView view_;
    ButtonPanel buttons_;
    replay::ReplaySummary check_;
    std::size_t round_ = 0;  // the round being played (index into replay_.rounds)
    std::size_t line_ = 0;  // the next line of that round to look at
    bool round_started_ = false;
    int moves_ = 0;
    std::string last_move_;  // the last input's words
    std::string error_;  // an input the engine refused: playback stops
    std::size_t speed_ = 2;  // index into kSpeeds
    float wait_ = 0.6f;  // seconds (at 1x) before the next move, once the view is idle
    bool paused_ = false;
    bool step_ = false;  // paused: make one move
    bool done_ = false;
};

}  // namespace bjt::game

namespace bjt::game {
// The first scene of `--replay FILE` (main() and the tests hand it to the App).
std::unique_ptr<Scene> make_replay_scene(GameContext& ctx, const replay::Replay& replay, const std::string& file_name);
}  // namespace bjt::game
