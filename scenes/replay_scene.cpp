#include "scenes/replay_scene.h"

#include <algorithm>
#include <cstdio>

#include "engine/replay/rules_text.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/scene/scene_stack.h"
#include "game/settings/settings.h"
#include "game/ui/panel.h"
#include "game/view/round_story.h"
#include "game/view/table_layout.h"

namespace bjt::game {

namespace {
constexpr float kMovePause = 0.6f;  // seconds at 1x between one move's animation ending and the next move
constexpr float kRoundPause = 1.6f;  // the result on show before the next round's cards
}  // namespace

ReplayScene::ReplayScene(GameContext& ctx, replay::Replay replay, std::string file_name)
    : ctx_(ctx), replay_(std::move(replay)), file_name_(std::move(file_name)) {
    check_ = replay::play_replay(replay_);
    for (const auto& [fingerprint, text] : replay_.rule_sets) {
        std::string error;
        if (auto rules = replay::parse_rules_text(text, error)) rules_.emplace(fingerprint, std::move(*rules));
    }
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
    if (!step_) {
        wait_ -= dt * speed;
        if (wait_ > 0) return;
    }
    step_ = false;
    next_move();
    if (done_) layout();
}

bool ReplayScene::start_round() {
    const replay::RoundRecord& r = replay_.rounds[round_];
    const auto rules = rules_.find(r.rules);
    if (rules == rules_.end()) {
        error_ = "round " + std::to_string(r.number) + ": its rules cannot be read";
        return false;
    }
    if (!table_) {
        table_.emplace(rules->second, Shoe::stacked({}));
        table_->set_event_sink([this](const Event& e) { view_.on_event(e, table_->bank(), table_->credits()); });
    } else {
        view_.sweep();
    }
    // A round that does not start where the last ended (a file of rounds picked apart) starts from its own bank.
    if (table_->bank() != r.bank_before || table_->credits() != r.credits_before || round_ == 0) {
        if (const Status s = table_->reset_session(r.bank_before, r.credits_before); !s) {
            error_ = "round " + std::to_string(r.number) + ": " + std::string(describe(s.refusal));
            return false;
        }
        view_.reset(r.bank_before, r.credits_before);
    }
    if (const Status s = table_->set_rules(rules->second); !s) {
        error_ = "round " + std::to_string(r.number) + ": " + std::string(describe(s.refusal));
        return false;
    }
    view_.set_rules(rules->second);
    table_->set_shoe(Shoe::stacked(replay::round_cards(r)));
    line_ = 0;
    round_started_ = true;
    return true;
}

void ReplayScene::next_move() {
    if (!error_.empty() || round_ >= replay_.rounds.size()) {
        done_ = true;
        return;
    }
    if (!round_started_ && !start_round()) return next_move();
    const replay::RoundRecord& r = replay_.rounds[round_];
    while (line_ < r.events.size() && !replay::is_input(r.events[line_].kind)) ++line_;
    if (line_ == r.events.size()) {  // the round is over: the next one after a pause
        ++round_;
        round_started_ = false;
        wait_ = kRoundPause;
        done_ = round_ >= replay_.rounds.size();
        return;
    }
    const replay::HistoryEvent& input = r.events[line_++];
    std::string why;
    if (const Status s = replay::apply_input(*table_, input, why); !s) {
        error_ = "Round " + std::to_string(r.number) + ": the engine refuses '" + replay::format_event_line(input) +
                 "': " + (why.empty() ? std::string(describe(s.refusal)) : why);
        done_ = true;
        return;
    }
    ++moves_;
    last_move_ = input_words(input, table_->rules().units);
    wait_ = kMovePause;
}

std::string ReplayScene::speed_text() const {
    char b[16];
    std::snprintf(b, sizeof b, "%gx", static_cast<double>(kSpeeds[speed_]));
    return b;
}

std::string ReplayScene::observe(std::string_view what) const {
    if (what == "replay") return done_ ? "done" : paused_ ? "paused" : "playing";
    if (what == "replay-speed") return speed_text();
    if (what == "replay-moves") return std::to_string(moves_);
    if (what == "replay-round")
        return std::to_string(std::min(round_ + 1, replay_.rounds.size())) + " of " +
               std::to_string(replay_.rounds.size());
    if (what == "replay-check") return check_.matches() ? "matches" : check_.difference->what;
    if (what == "replay-error") return error_.empty() ? "none" : error_;
    if (what == "headline") return view_.idle() && table_ ? view_.round_result() : view_.announcement();
    return "?";
}

void ReplayScene::draw_controls(Painter& p) const {
    // A bar over the top edge (where the table prints the preset's name): what is playing, where, the last move,
    // or where the file differs from the engine. The felt's own spots and labels stay clear.
    const Rect bar{230, 0, 820, 40};
    const std::size_t shown = std::min(round_ + (round_started_ ? 1 : 0), replay_.rounds.size());
    const std::string state = done_ ? "Done" : paused_ ? "Paused" : "Playing";
    const std::string rules = table_ ? table_->rules().name + "  -  " : std::string();
    const std::string where = "REPLAY " + file_name_ + "  -  " + rules + "round " +
                              std::to_string(std::max<std::size_t>(shown, 1)) + " of " +
                              std::to_string(replay_.rounds.size()) + "  -  " + state + " at " + speed_text();
    p.fill_rounded(bar, 10, Color{10, 10, 10, 225});
    p.text_in(where, {bar.x + 12, bar.y + 2, bar.w - 24, 18},
              {.size = 15,
               .color = palette::kGold,
               .align = Align::Center,
               .face = FontFace::SansBold,
               .max_lines = 1,
               .middle = true});
    const std::string note = !error_.empty()      ? error_
                             : !check_.matches()  ? "This file differs from the engine: " + check_.difference->what
                             : last_move_.empty() ? std::string("Checked: every result matches the engine")
                                                  : "Last move: " + last_move_;
    const bool bad = !error_.empty() || !check_.matches();
    p.text_in(note, {bar.x + 12, bar.y + 20, bar.w - 24, 18},
              {.size = 15,
               .color = bad ? palette::kLose : palette::kWhite,
               .align = Align::Center,
               .max_lines = 1,
               .middle = true});
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
