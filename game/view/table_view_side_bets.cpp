// TableView's side-bet events: the stake joins its spot, then the win comes from the dealer and goes to the bank
// with the winning cards outlined, or the stake goes to the dealer.
#include "game/anim/call.h"
#include "game/audio/sound_bank.h"
#include "game/view/table_layout.h"
#include "game/view/table_view.h"

namespace bjt::game {

void TableView::on_side_bet_event(const Event& e, Cents bank_after) {
    const auto b = static_cast<SideBet>(e.hand);
    const Point spot = SideBetSpots::spot(b);
    SideBetSpot& s = side_spots_[b];
    if (e.type == EventType::SideBetPlaced) {
        const Cents amount = e.amount;
        s.staked = amount;
        if (s.pending == amount) {  // the chips are already on the spot (betting screen)
            timeline_.append(std::make_unique<Call>([this, b, amount, bank_after] {
                side_spots_[b].pending = 0;
                side_spots_[b].shown = amount;
                land_bank(bank_after);
                settle_pending_count();
            }));
        } else {
            timeline_.append(std::make_unique<Call>([this, b] {
                side_spots_[b].pending = 0;
                settle_pending_count();
            }));
            money_step(amount, layout::kPlayerBank, spot, bank_after,
                       [this, b, amount] { side_spots_[b].shown = amount; });
        }
        return;
    }
    const Cents net = e.amount;
    const Cents stake = s.staked;
    const auto outcome = static_cast<SideBetOutcome>(e.value);
    std::vector<const CardSprite*> cards;
    if (net > 0 && !hands_.empty() && hands_[0].cards.size() >= 2) {
        cards = {hands_[0].cards[0].get(), hands_[0].cards[1].get()};
        const std::size_t up = rules_.hole_card == HoleCard::Second ? 0 : 1;
        if (b == SideBet::TwentyOnePlusThree && dealer_.size() > up) cards.push_back(dealer_[up].get());
    }
    timeline_.append(std::make_unique<Call>([this, b, outcome, net, cards] {
        SideBetSpot& spot_view = side_spots_[b];
        spot_view.outcome = outcome;
        spot_view.net = net;
        spot_view.winning_cards = cards;
        play(net > 0 ? Sound::Win : Sound::Chip);
    }));
    if (net > 0) {
        money_step(net, layout::kDealerBank, spot, std::nullopt, [this, b, net] { side_spots_[b].shown += net; });
        money_step(stake + net, spot, layout::kPlayerBank, bank_after, [this, b] { side_spots_[b].shown = 0; });
    } else {
        money_step(stake, spot, layout::kDealerBank, std::nullopt, [this, b] { side_spots_[b].shown = 0; });
    }
}

}  // namespace bjt::game
