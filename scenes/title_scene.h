#pragma once
// The title screen: choose a preset (the five shipped, or a user preset), play, options, quit.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/rules.h"
#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"
#include "game/ui/confirm_dialog.h"
#include "game/ui/notice_board.h"

namespace bjt::game {

class TitleScene final : public Scene, public Scriptable {
public:
    explicit TitleScene(GameContext& ctx);
    std::string_view name() const override { return "title"; }
    std::string focus_words() const override { return confirm_.open() ? confirm_.words() : buttons_.focus_words(); }
    // Back from the players, stats or options: the profile, its preset and the save's notices may have changed.
    void on_top() override;
    // "notice": "open" while a notice (the save's, the question files') is up, else "none"; "preset-bank-KEY":
    // the bank line of preset KEY's card ("Your bank here: $1,025 · 11 credits", "New run: $1,000 · 10 credits").
    std::string observe(std::string_view what) const override;
    bool handle(const InputEvent& e) override;
    void update(float dt) override;
    void draw(Painter& p) override;
    std::optional<Point> find_button(std::string_view id) const override;
    // Ticks until the question bank has loaded, so its size appears without waiting for input.
    bool busy() const override;
    bool shows_save_notices() const override { return !leaving_; }
    // The save's notices on the board, heard when it opens (a damaged save set aside, a round refunded).
    std::string notice_words() const override { return notices_.words(); }

    // Loads the selected preset and goes to the betting screen; false (and an error shown) if it fails.
    bool play();

private:
    void layout();
    void add_guide_button();  // and How to play beside it
    void open_how_to_play();
    void welcome_new_player();
    void press(const std::string& id);
    // What each preset's card says about the bank the player's next game there starts with.
    void preview_banks();
    // The preset cards' names and bank lines (the buttons only draw their frames).
    void draw_preset_cards(Painter& p) const;
    // The player's card (name, the bank PLAY starts with, "change player") and the note under the preview.
    void draw_profile(Painter& p) const;
    void draw_error(Painter& p) const;  // error_ as a heading and a list
    std::string observe_error_lines() const;  // the problems error_ lists under its heading

    GameContext& ctx_;
    ButtonPanel buttons_;
    std::string error_;
    ConfirmDialog confirm_;  // "Quit the game?" after Esc, gamepad B or Quit
    NoticeBoard notices_;  // the save's notices (damaged file kept aside, a round refunded, ...)
    std::vector<std::string> preset_banks_;  // per preset choice: its card's bank line
    std::vector<bool> preset_trivia_;  // per preset choice: whether its table asks questions
    std::string profile_bank_;  // the bank PLAY starts with at the selected preset, in its units
    std::string new_run_note_;  // set when the selected preset's last run is over
    float time_ = 0;
    std::int64_t welcomed_profile_ = 0;  // the profile How to play last opened by itself for
    bool leaving_ = false;  // for the table: what sitting down had to tell is told there (App::take_save_notices)
};

}  // namespace bjt::game
