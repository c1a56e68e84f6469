#pragma once
// The betting and table screens' tooltips (game/ui/tooltip.h): pointing at the rules printed on the felt ("BLACKJACK
// PAYS 3 TO 2", "DEALER STANDS ON SOFT 17") or at a side bet's spot, or focusing the spot with the keys or the
// d-pad, shows what its words mean (game/view/glossary.h).
#include <optional>
#include <string>
#include <vector>

#include "engine/rules.h"
#include "engine/side_bets.h"
#include "game/render/geometry.h"

namespace bjt::game {

class Painter;

class FeltTips {
public:
    // The pointer moved to `at` (logical units).
    void point_at(Point at, const Rules& rules);
    // The focus ring is on a side bet's spot (nullopt: on anything else, or hidden). Overrides the pointer's tip.
    void focus_side_bet(std::optional<SideBet> bet, const Rules& rules);
    void draw(Painter& p) const;
    // `tooltip` for scripts: the meanings shown, " | " between them, or `none`.
    std::string observe() const;
    // The meanings shown as one sentence after another, for speech; empty when none.
    std::string words() const;

private:
    struct Tip {
        std::vector<std::string> lines;
        Rect target;
    };
    std::optional<Tip> pointed_;
    std::optional<Tip> focused_;
};

}  // namespace bjt::game
