// TableChoreography's money events: the bet, insurance and even money, a double, each hand's settlement and
// payout, the three-bets predictions and their bonus. The bank changes only when chips reach it.
#include <utility>

#include "engine/dealer_policy.h"
#include "engine/hand.h"
#include "game/anim/delay.h"
#include "game/audio/sound_bank.h"
#include "game/view/bank_counter.h"
#include "game/view/choreography_steps.h"
#include "game/view/shown_table.h"
#include "game/view/table_choreography.h"
#include "game/view/table_layout.h"
#include "game/view/table_words.h"

namespace bjt::game {

using namespace choreography;

void TableChoreography::on_bet_placed(const Event& e, Cents bank_after) {
    shown_.drop_hands();
    shown_.hands.emplace_back();
    new_round_model(1);
    const Cents amount = e.amount;
    if (shown_.pending_bet == amount) {
        // The chips are already on the spot (betting screen): they just become the hand's bet.
        timeline_.append(call([this, amount, bank_after] {
            shown_.pending_bet = 0;
            shown_.hands[0].stacks = {amount};
            bank_.land(bank_after);
            bank_.settle_pending(shown_.pending_total());
        }));
    } else {
        timeline_.append(call([this] {
            shown_.pending_bet = 0;
            bank_.settle_pending(shown_.pending_total());
        }));
        money_step(amount, layout::kPlayerBank, layout::bet_spot(0, 1), bank_after,
                   [this, amount] { shown_.hands[0].stacks = {amount}; });
    }
}

// Insurance and even money: the stake goes to its own spot, and is settled from there.
void TableChoreography::on_insurance_taken(const Event& e, Cents bank_after) {
    const Cents amount = e.amount;
    model_.insurance = amount;
    if (amount > 0)
        money_step(amount, layout::kPlayerBank, layout::kInsuranceSpot, bank_after,
                   [this, amount] { shown_.insurance = amount; });
}

void TableChoreography::on_insurance_settled(const Event& e, Cents bank_after) {
    const Cents net = e.amount;
    const Cents stake = model_.insurance;
    model_.insurance = 0;
    // Its line stays on the insurance spot until the sweep: the bet's reason is part of the round's result.
    const std::string bet = e.type == EventType::EvenMoneySettled ? "EVEN MONEY BET " : "INSURANCE ";
    const std::string line = bet + (net > 0 ? "WON +" + money_text(net) : "LOST " + money_text(-stake));
    timeline_.append(call([this, line, net] {
        shown_.insurance_result = line;
        shown_.insurance_won = net > 0;
    }));
    if (net > 0) {
        money_step(net, layout::kDealerBank, layout::kInsuranceSpot, std::nullopt,
                   [this, net] { shown_.insurance += net; });
        money_step(stake + net, layout::kInsuranceSpot, layout::kPlayerBank, bank_after,
                   [this] { shown_.insurance = 0; });
    } else {
        money_step(stake, layout::kInsuranceSpot, layout::kDealerBank, std::nullopt, [this] { shown_.insurance = 0; });
    }
}

void TableChoreography::on_doubled_down(const Event& e, Cents bank_after) {
    const int h = e.hand;
    const Cents amount = e.amount;
    // A second stack beside the first, as a dealer lays it (chartwell's rules: "a second chip appears").
    money_step(amount, layout::kPlayerBank, row(model_.hands).bet_spot(h), bank_after,
               [this, h, amount] { shown_.hands[static_cast<std::size_t>(h)].stacks.push_back(amount); });
}

void TableChoreography::on_hand_settled(const Event& e) {
    const int h = e.hand;
    const Outcome o = e.outcome;
    const Cents net = e.amount;
    const int cards = model_.cards[static_cast<std::size_t>(h)];
    // A split hand's Charlie that waited for the dealer and met the dealer's Charlie.
    const bool charlies_push = o == Outcome::Push && rules_.charlie_cards > 0 && cards >= rules_.charlie_cards;
    std::string banner = charlies_push ? "CHARLIES PUSH" : outcome_label(o, cards);
    if (!charlies_push) add_comparison_reason(h, o);
    if (net > 0) banner += "  +" + money_text(net);
    if (net < 0 && o != Outcome::Bust && o != Outcome::Lose) banner += "  " + money_text(net);
    timeline_.append(call([this, h, o, banner] {
        HandView& hv = shown_.hands[static_cast<std::size_t>(h)];
        hv.outcome = o;
        hv.banner = banner;
        hv.banner_alpha = 1;
    }));
    const Point spot = row(model_.hands).bet_spot(h);
    // The bank changes only when chips reach it (Payout); winnings are laid beside the bet, losses leave it.
    if (net > 0) {
        money_step(net, layout::kDealerBank, spot, std::nullopt,
                   [this, h, net] { shown_.hands[static_cast<std::size_t>(h)].stacks.push_back(net); });
        timeline_.append(std::make_unique<Delay>(kPaidRestSeconds));
    } else if (net < 0) {
        money_step(-net, spot, layout::kDealerBank, std::nullopt, nullptr,
                   [this, h, net] { return lift_from_spot(h, -net); });
    }
}

// A hand settled against the dealer's total says why in the round's result ("Dealer's 18 beats your 17"), unless
// the dealer's words already did (a bust, a Charlie, a natural) or the table hides totals (three-bets).
void TableChoreography::add_comparison_reason(int h, Outcome o) {
    if (!rules_.show_totals) return;
    Hand dealer, player;
    for (SpriteId id : shown_.dealer)
        if (const CardSprite* c = shown_.card(id)) dealer.add(c->card);
    for (SpriteId id : shown_.hands[static_cast<std::size_t>(h)].cards)
        if (const CardSprite* c = shown_.card(id)) player.add(c->card);
    if (dealer.bust() || dealer.two_card_21() || dealer_is_charlie(rules_, dealer.count(), false)) return;
    const int hand = shown_.hands.size() > 1 ? h + 1 : 0;
    if (std::string why = comparison_reason(o, player.total(), dealer.total(), hand); !why.empty())
        model_.reasons.push_back(std::move(why));
}

void TableChoreography::on_payout(const Event& e, Cents bank_after) {
    const int h = e.hand;
    // Everything on the spot goes home as it lies: the bet, a double's stack, the dealer's payment.
    money_step(e.amount, row(model_.hands).bet_spot(h), layout::kPlayerBank, bank_after, nullptr,
               [this, h] { return std::exchange(shown_.hands[static_cast<std::size_t>(h)].stacks, {}); });
}

std::vector<Cents> TableChoreography::lift_from_spot(int h, Cents amount) {
    HandView& hv = shown_.hands[static_cast<std::size_t>(h)];
    if (hv.bet_shown() <= amount) return std::exchange(hv.stacks, {});
    hv.take(amount);
    return {amount};
}

// Three-bets: each prediction's stake goes to its spot, then back with its winnings or to the dealer.
void TableChoreography::on_prediction_settled(const Event& e, Cents bank_after) {
    const auto k = static_cast<std::size_t>(e.hand);
    const Outcome o = e.outcome;
    const Cents stake = rules_.three_bets_stake;
    const Point spot = layout::prediction_spot(e.hand);
    money_step(stake, layout::kPlayerBank, spot, bank_after - e.amount - stake,
               [this, k, stake] { shown_.prediction_stakes[k] = stake; });
    timeline_.append(call([this, k, o] { shown_.prediction_outcomes[k] = o; }));
    if (e.amount >= 0)
        money_step(stake + e.amount, spot, layout::kPlayerBank, bank_after,
                   [this, k] { shown_.prediction_stakes[k] = 0; });
    else
        money_step(stake, spot, layout::kDealerBank, std::nullopt, [this, k] { shown_.prediction_stakes[k] = 0; });
}

void TableChoreography::on_bonus_paid(const Event& e, Cents bank_after) {
    money_step(e.amount, layout::kDealerBank, layout::kPlayerBank, bank_after, nullptr);
    std::string words = "All three right: bonus " + money_text(e.amount);
    model_.bonus = words;  // in the result after the dealer's report, which the engine makes after the bonus
    announce_step(std::move(words), Sound::Blackjack);
}

}  // namespace bjt::game
