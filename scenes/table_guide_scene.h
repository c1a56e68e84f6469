#pragma once
// "How this table works": a card pushed over the title (for the selected preset) or the table (for the rules
// being played) with the preset's main rules, limits and what trivia costs and pays (game/view/table_guide.h).
// Close, Esc, gamepad B or the guide's own key (G, gamepad RS) closes it.
#include <cstddef>
#include <string>
#include <vector>

#include "engine/rules.h"
#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"
#include "game/view/table_guide.h"

namespace bjt::game {

// Where the card's rules go at one window scale: their size, the first section of the right column and each
// row's height, section after section.
struct GuideLayout {
    float scale = 0;
    float size = 0;
    std::size_t split = 0;
    std::vector<float> row_heights;
    std::vector<Rect> rows;  // each rule's box (label and text), section after section
};

class TableGuideScene final : public Scene, public Scriptable {
public:
    TableGuideScene(GameContext& ctx, const Rules& rules);
    std::string_view name() const override { return "guide"; }
    std::string focus_words() const override { return buttons_.focus_words(); }
    std::string tip_words() const override;
    bool handle(const InputEvent& e) override;
    void update(float) override {}
    void draw(Painter& p) override;
    // On the felt, not over the screen it came from: the panel is translucent, and the title's or table's words
    // showing through would blur the rules (and drawing them beneath costs the software renderer a frame's budget).
    bool opaque() const override { return true; }
    std::optional<Point> find_button(std::string_view id) const override { return buttons_.center_of(id); }
    // `guide-name`: the preset's name on the card; `guide-line:LABEL`: the text of the line so labelled, the label
    // in kebab-case (`guide-line:blackjack` reads `Blackjack pays 3:2.`, `guide-line:even-money`), `none` when the
    // card has no such line.
    // `tooltip`: the plain meanings shown for the rule pointed at or focused (" | " between them), `none` when none.
    std::string observe(std::string_view what) const override;

private:
    void close();
    // Up / Down (keys, d-pad): the focus to the next or previous rule that has a word to explain.
    void move_focus(int step);
    void draw_focus(Painter& p) const;

    GameContext& ctx_;
    TableGuide guide_;
    ButtonPanel buttons_;
    GuideLayout layout_;  // a cache of lay_out() for the painter's scale: measuring every frame costs ~10 ms
    std::vector<std::vector<std::string>> tips_;  // per rule, section after section: its jargon's plain meanings
    int row_ = -1;  // the rule pointed at or focused, -1: none
};

}  // namespace bjt::game
