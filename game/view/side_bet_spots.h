#pragma once
// The side-bet spots beside the main bet spot (Perfect Pairs on the left, 21+3 on the right): the chips on them,
// their names and limits, the paytable at a glance while betting, how each went once the deal is out, and the cards
// that won it outlined in gold until the sweep. Part of the ShownTable; the
// TableChoreography feeds it the side-bet events and the TableRenderer draws it.
#include <array>
#include <string>
#include <vector>

#include "engine/rules.h"
#include "engine/side_bets.h"
#include "game/render/geometry.h"
#include "game/view/card_sprite.h"
#include "game/view/sprite_id.h"

namespace bjt::game {

class Painter;

struct SideBetSpot {
    Cents pending = 0;  // being built on the betting screen
    Cents shown = 0;  // chips on the spot during the round; changes when chip flights land
    Cents staked = 0;  // what the engine took (event time), for the settlement's chips
    SideBetOutcome outcome = SideBetOutcome::Pending;
    Cents net = 0;
    std::vector<SpriteId> winning_cards;  // outlined once the outcome shows
};

class SideBetSpots {
public:
    static Point spot(SideBet b);
    // The paytable in short words for the felt, best paying last: {"MIXED PAIR 6:1", ...}.
    static std::vector<std::string> paytable_lines(const Rules& rules, SideBet b);

    SideBetSpot& operator[](SideBet b) { return spots_[static_cast<std::size_t>(b)]; }
    const SideBetSpot& operator[](SideBet b) const { return spots_[static_cast<std::size_t>(b)]; }
    void clear() { spots_ = {}; }
    void clear_results();  // a new round: last round's outcomes and outlines go

    // `betting`: the betting screen (limits and paytables shown). `split`: more than one hand on the felt, whose
    // bet spots take the room the side spots' rings would use (side bets are settled by then).
    void draw(Painter& p, const Rules& rules, bool betting, bool split) const;
    // Whether a side bet won with this card (its outline shows once the outcome does).
    bool won_with(SpriteId card) const;
    // The gold outline of a winning card, drawn right after the card, so the cards laid over it cover it too:
    // after a split the pair's cards lie in two hands, each with cards of its own over it.
    static void outline_winning_card(Painter& p, const CardSprite& c);

private:
    std::array<SideBetSpot, kSideBetCount> spots_{};
};

}  // namespace bjt::game
