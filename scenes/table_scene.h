#pragma once
// The round at the table. The view animates what the engine has done; once it has caught up, the scene
// offers exactly the legal actions (Table::legal_actions) with their keys and gamepad glyphs, the
// insurance / even-money / early-surrender prompts, and opens the trivia or prediction overlay when the
// engine waits for one. After the round: next round, or the game-over screen.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/strategy/option_values.h"
#include "engine/table.h"
#include "game/coach/coach_flow.h"
#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"
#include "game/ui/corner_button.h"
#include "game/view/felt_tips.h"

namespace bjt::game {

class TableScene final : public Scene, public Scriptable {
public:
    explicit TableScene(GameContext& ctx);
    std::string_view name() const override { return "table"; }
    bool serves_a_seat() const override { return true; }
    std::string focus_words() const override { return buttons_.focus_words(); }
    std::string tip_words() const override { return tips_.words(); }
    std::string notice_words() const override;
    void on_top() override;
    bool handle(const InputEvent& e) override;
    void update(float dt) override;
    void draw(Painter& p) override;
    bool busy() const override;
    std::optional<Point> find_button(std::string_view id) const override;
    // "hint": the coach's best play once shown ("split"), "computing" or "none"; "misplay": the action a
    // misplay warning asks about, or "none"; "headline": the line above the dealer's cards; "dealer-label" and
    // "player-labels" (comma-separated): the labels beside the hands; "insurance-result": the insurance or
    // even-money line; "active-hand": the hand marked as being played (0-based), or -1.
    std::string observe(std::string_view what) const override;

private:
    // The coach (CoachFlow): the hint (best play and the value of each option) and the misplay warning.
    void choose(Action a);  // a player-turn action through the warning, when it is on
    void draw_coach(Painter& p) const;
    std::vector<Action> coach_rows() const;
    void draw_misplay_question(Painter& p) const;
    void draw_no_advice(Painter& p, const Rect& panel) const;

    void rebuild();
    void row(std::vector<Button> row_buttons);
    std::vector<Button> action_buttons(ActionSet legal, bool trivia) const;
    void act(Action a);
    // A line above the buttons for two seconds: a refused action, and why.
    void show_message(std::string words);
    void press(const std::string& id);
    std::string prompt() const;
    std::string headline() const;
    int active_hand_marked() const;
    int active_seat_marked() const;
    void play_computer(float dt);
    void draw_headline(Painter& p) const;
    // The round's skill score when the coach's "Show my skill after each round" is on, once the result is shown;
    // empty otherwise.
    std::string round_skill() const;
    void draw_round_skill(Painter& p) const;
    // After a settled round: the coach's one-time offer when the round's misplays were costly (coach_offer.h).
    void offer_coach();
    void draw_coach_offer(Painter& p) const;

    GameContext& ctx_;
    ButtonPanel buttons_;
    CornerButton fairness_button_;
    CornerButton guide_button_;
    // What the buttons were built for; rebuilt when it changes. Nothing (nullopt) when they must be built again
    // whatever it is (an overlay closed: it may have changed the round).
    struct ButtonsFor {
        RoundState state = RoundState::Betting;
        int hand = -1;
        std::uint16_t actions = 0;
        bool idle = false;
        std::optional<Action> confirming;  // the misplay warning's two buttons
        int seat = 0;  // the seat in turn (a table of several)
        bool operator==(const ButtonsFor&) const = default;
    };
    std::optional<ButtonsFor> built_for_;
    bool overlay_open_ = false;  // a trivia or prediction overlay is on top
    std::string message_;
    float message_time_ = 0;
    CoachFlow coach_;
    FeltTips tips_;  // what the felt's rules mean, pointed at
    std::string coach_offer_;  // shown over the settled round, once in the player's life
    // A computer player's pause before each move, in seconds at normal speed (the settings' speed scales it).
    // A table of several people (scenes/table_scene.cpp).
    void turned_to_person();
    void read_persons_questions();
    void next_round_of_several();
    void draw_whose_turn(Painter& p) const;
    static constexpr float kComputerThinkSeconds = 0.7f;
    float computer_wait_ = 0;
};

}  // namespace bjt::game
