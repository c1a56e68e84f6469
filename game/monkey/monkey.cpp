#include "game/monkey/monkey.h"

#include <SDL_events.h>

#include <cstdio>
#include <cstdlib>

#include "game/monkey/monkey_vocabulary.h"
#include "game/scene/scene.h"
#include "game/scene/scene_stack.h"
#include "game/script/game_observer.h"
#include "game/script/script_host.h"
#include "game/script/script_runner.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/view/table_stage.h"

namespace bjt::game {

Monkey::Monkey(std::uint64_t seed, long frames)
    : seed_(seed), budget_(frames), moves_(seed), log_moves_(std::getenv("BJT_MONKEY_LOG") != nullptr) {}

Monkey::~Monkey() = default;

Monkey::Verdict Monkey::attach(GameContext& ctx) {
    ctx_ = &ctx;
    ++starts_;
    // The opening plays at every start: a restart sets the same table up again before the random moves go on.
    runner_ = std::make_unique<ScriptRunner>(
        opening_, GameObserver(ctx.scenes, ctx.session, ctx.stage.view(), ctx.saves, ctx.questions));
    // Each App has its own table: the money check starts again, the rounds it counted stay counted.
    rounds_before_ += money_.rounds();
    money_ = TableMoneyCheck{};
    stuck_ = StuckCheck{};
    button_names_ = monkey_button_names(ctx);
    ++checks_;
    if (auto what = journal_.full(ctx.saves, ctx.session, ctx.scenes)) return broken("on start: " + *what);
    return Verdict::Going;
}

Monkey::Verdict Monkey::detach() {
    Verdict v = Verdict::Going;
    if (ctx_ && failure_.empty()) {
        ++checks_;
        if (auto what = journal_.full(ctx_->saves, ctx_->session, ctx_->scenes)) v = broken("on leaving: " + *what);
    }
    ctx_ = nullptr;
    runner_.reset();
    return v;
}

void Monkey::before_frame(ScriptHost& host) {
    if (!ctx_ || !runner_->idle()) {
        if (runner_) (void)runner_->step(host);  // the rest of the last move (a click's release, a wait)
        return;
    }
    button_names_ = monkey_button_names(*ctx_);
    std::vector<std::string> shown;
    if (const Scriptable* top = scriptable(host.top_scene()))
        for (const std::string& name : button_names_)
            if (top->find_button(name)) shown.push_back(name);
    const auto [w, h] = host.window_pixels();
    const bool large = w > MonkeyMoves::kMaxWidth || h > MonkeyMoves::kMaxHeight;
    play(moves_.next(shown, host.inspector_open(), large), host);
}

void Monkey::play(const MonkeyMove& move, ScriptHost& host) {
    ++moves_made_;
    last_moves_.push_back("frame " + std::to_string(frames_) + ": " + move.line);
    if (log_moves_) std::fprintf(stderr, "%s\n", last_moves_.back().c_str());
    if (last_moves_.size() > kMovesRemembered) last_moves_.pop_front();
    if (move.close_window) {
        // As the window manager's close button: the game quits, and the soak starts it again.
        SDL_Event e{};
        e.type = SDL_QUIT;
        host.inject(e);
        return;
    }
    runner_->append(move.command);
    // A named button is clicked at once (the move was chosen from what the scene shows), so a click never waits.
    if (runner_->step(host) == ScriptRunner::Status::Failed) runner_error_ = runner_->error();
}

Monkey::Verdict Monkey::after_frame(ScriptHost& host) {
    if (!ctx_) return Verdict::Going;
    if (!runner_error_.empty()) return broken(runner_error_);
    if (const Scene* top = host.top_scene()) ++scenes_visited_[std::string(top->name())];
    if (auto what = check_invariants(host)) return broken(*what);
    ++frames_;
    return frames_ >= budget_ ? Verdict::Done : Verdict::Going;
}

std::optional<std::string> Monkey::check_invariants(ScriptHost& host) {
    checks_ += 3;
    if (auto what = money_.check(ctx_->session)) return what;
    if (auto what = journal_.check(ctx_->saves, ctx_->session, ctx_->scenes)) return what;
    const Scene* top = host.top_scene();
    return stuck_.check(top ? top->name() : "(none)", top_shows_a_button(host), !host.settled());
}

bool Monkey::top_shows_a_button(ScriptHost& host) const {
    const Scriptable* top = scriptable(host.top_scene());
    if (!top) return false;
    for (const std::string& name : button_names_)
        if (top->find_button(name)) return true;
    return false;
}

Monkey::Verdict Monkey::broken(const std::string& what) {
    if (failure_.empty()) {
        failure_ = "monkey: " + what + " (seed " + std::to_string(seed_) + ", frame " + std::to_string(frames_) +
                   ")\nlast moves:";
        for (const std::string& m : last_moves_) failure_ += "\n  " + m;
    }
    return Verdict::Broken;
}

std::string Monkey::summary() const {
    std::string scenes;
    for (const auto& [name, frames] : scenes_visited_)
        scenes += (scenes.empty() ? "" : ", ") + name + " " + std::to_string(frames);
    return "monkey seed " + std::to_string(seed_) + ": " + std::to_string(frames_) + " frames, " +
           std::to_string(rounds_before_ + money_.rounds()) + " rounds played, " +
           std::to_string(scenes_visited_.size()) + " scenes visited (" + scenes + "), " + std::to_string(checks_) +
           " invariant checks, " + std::to_string(moves_made_) + " moves, " + std::to_string(starts_) + " starts";
}

}  // namespace bjt::game
