#pragma once
// "How this table works": a card pushed over the title (for the selected preset) or the table (for the rules
// being played) with the preset's main rules, limits and what trivia costs and pays (game/view/table_guide.h).
// Close, Esc, gamepad B or the guide's own key (G, gamepad Y) closes it.
#include <string>

#include "engine/rules.h"
#include "game/scene/scene.h"
#include "game/script/scriptable.h"
#include "game/session/game_context.h"
#include "game/ui/button_panel.h"
#include "game/view/table_guide.h"

namespace bjt::game {

class TableGuideScene final : public Scene, public Scriptable {
public:
    TableGuideScene(GameContext& ctx, const Rules& rules);
    std::string_view name() const override { return "guide"; }
    bool handle(const InputEvent& e) override;
    void update(float) override {}
    void draw(Painter& p) override;
    bool opaque() const override { return false; }
    std::optional<Point> find_button(std::string_view id) const override { return buttons_.center_of(id); }
    // `guide-name`: the preset's name on the card; `guide-line:LABEL`: the text of the line so labelled, the label
    // in kebab-case (`guide-line:blackjack` reads `Blackjack pays 3:2.`, `guide-line:even-money`), `none` when the
    // card has no such line.
    std::string observe(std::string_view what) const override;

private:
    void close();

    GameContext& ctx_;
    TableGuide guide_;
    ButtonPanel buttons_;
};

}  // namespace bjt::game
