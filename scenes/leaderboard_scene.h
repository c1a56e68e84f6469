#pragma once
// The Cash Out leaderboard of one preset: today's best and the all-time best (top 10 each), the
// player's new entry highlighted (and shown under the board with its rank when it is not in the top
// 10), and the preset's Skill board (least EV given away first, storage/round_skill.h). A window at least
// kSideBySidePixels wide shows the three side by side, money left, Skill right, each row on two lines (the
// figures that do not rank it on the second); a narrower one shows the money boards, and the Skill board
// button shows the Skill board in their place (the Money board button turns back). Reached after a
// Cash Out, or from the title; Continue goes back to the title.
#include <optional>
#include <string>
#include <vector>

#include "engine/rules.h"
#include "game/save/save_reads.h"
#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"

namespace bjt::game {

class LeaderboardScene final : public Scene, public Scriptable {
public:
    // `preset`: the preset's key ("classic"); `label` its name for people. `cashed_out`: the entry to
    // highlight, from SaveGame::cash_out.
    LeaderboardScene(GameContext& ctx, std::string preset, std::string label, Units units,
                     std::optional<storage::CashOutResult> cashed_out);
    std::string_view name() const override { return "leaderboard"; }
    std::string focus_words() const override { return buttons_.focus_words(); }
    // The preset, the player's cash-out with its places, then every board's places (all of them, whichever
    // a narrow window shows: the ear has no window width).
    std::string summary_words() const override;
    bool handle(const InputEvent& e) override;
    void update(float dt) override;
    void draw(Painter& p) override;
    bool busy() const override { return time_ < 0.6f; }
    std::optional<Point> find_button(std::string_view id) const override { return buttons_.center_of(id); }
    // boards: "side-by-side" (money and Skill), "money" or "skill" (the one a narrow window shows).
    std::string observe(std::string_view what) const override;

    static constexpr int kSideBySidePixels = 1024;

    // For tests: the boards as shown.
    const std::vector<storage::LeaderboardEntry>& today() const { return today_; }
    const std::vector<storage::LeaderboardEntry>& all_time() const { return all_time_; }
    const std::vector<storage::SkillBoardEntry>& skill() const { return skill_; }
    std::optional<std::int64_t> highlighted() const {
        return cashed_out_ ? std::optional<std::int64_t>(cashed_out_->entry.id) : std::nullopt;
    }

private:
    // `two_lines`: each row's time on a second line under the name (the narrow boards of the side-by-side view).
    void draw_board(Painter& p, const Rect& box, const std::string& heading,
                    const std::vector<storage::LeaderboardEntry>& rows, int own_rank, bool times, bool two_lines) const;
    // The Skill board of the preset (storage::RoundSkill::board()), the current profile's row marked: with a
    // column per figure, or (side by side) the EV given away beside the name and the rest under it.
    void draw_skill_board(Painter& p, const Rect& box) const;
    void draw_narrow_skill_board(Painter& p, const Rect& box) const;
    void draw_skill_note(Painter& p, const Rect& box) const;
    void add_buttons();

    GameContext& ctx_;
    std::string preset_, label_;
    Units units_;
    std::optional<storage::CashOutResult> cashed_out_;
    std::vector<storage::LeaderboardEntry> today_, all_time_;
    std::vector<storage::SkillBoardEntry> skill_;
    std::string today_date_;
    std::string error_;
    ButtonPanel buttons_;
    float time_ = 0;
    bool skill_shown_ = false;  // a narrow window: the Skill board in place of the money boards
    bool side_by_side_ = false;  // the window is wide enough for every board at once
};

}  // namespace bjt::game
