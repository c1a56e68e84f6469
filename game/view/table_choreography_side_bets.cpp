// TableChoreography's side-bet events: the stake joins its spot, then the win comes from the dealer and goes to the
// bank with the winning cards outlined, or the stake goes to the dealer.
#include "game/audio/sound_bank.h"
#include "game/view/bank_counter.h"
#include "game/view/choreography_steps.h"
#include "game/view/shown_table.h"
#include "game/view/table_choreography.h"
#include "game/view/table_layout.h"

namespace bjt::game {

using namespace choreography;

void TableChoreography::on_side_bet_placed(const Event& e, Cents bank_after) {
    const auto b = static_cast<SideBet>(e.hand);
    const Cents amount = e.amount;
    SideBetSpot& s = shown_.side_spots[b];
    s.staked = amount;
    if (s.pending == amount) {  // the chips are already on the spot (betting screen)
        timeline_.append(call([this, b, amount, bank_after] {
            shown_.side_spots[b].pending = 0;
            shown_.side_spots[b].shown = amount;
            bank_.land(bank_after);
            bank_.settle_pending(shown_.pending_total());
        }));
        return;
    }
    timeline_.append(call([this, b] {
        shown_.side_spots[b].pending = 0;
        bank_.settle_pending(shown_.pending_total());
    }));
    money_step(amount, layout::kPlayerBank, SideBetSpots::spot(b), bank_after,
               [this, b, amount] { shown_.side_spots[b].shown = amount; });
}

void TableChoreography::on_side_bet_settled(const Event& e, Cents bank_after) {
    const auto b = static_cast<SideBet>(e.hand);
    const Point spot = SideBetSpots::spot(b);
    const Cents net = e.amount;
    const Cents stake = shown_.side_spots[b].staked;
    const auto outcome = static_cast<SideBetOutcome>(e.value);
    std::vector<SpriteId> cards;
    if (net > 0 && !shown_.hands.empty() && shown_.hands[0].cards.size() >= 2) {
        cards = {shown_.hands[0].cards[0], shown_.hands[0].cards[1]};
        const std::size_t up = rules_.hole_card == HoleCard::Second ? 0 : 1;
        if (b == SideBet::TwentyOnePlusThree && shown_.dealer.size() > up) cards.push_back(shown_.dealer[up]);
    }
    timeline_.append(call([this, b, outcome, net, cards] {
        SideBetSpot& spot_view = shown_.side_spots[b];
        spot_view.outcome = outcome;
        spot_view.net = net;
        spot_view.winning_cards = cards;
        play(net > 0 ? Sound::Win : Sound::Chip);
    }));
    if (net > 0) {
        money_step(net, layout::kDealerBank, spot, std::nullopt, [this, b, net] { shown_.side_spots[b].shown += net; });
        money_step(stake + net, spot, layout::kPlayerBank, bank_after, [this, b] { shown_.side_spots[b].shown = 0; });
    } else {
        money_step(stake, spot, layout::kDealerBank, std::nullopt, [this, b] { shown_.side_spots[b].shown = 0; });
    }
}

}  // namespace bjt::game
