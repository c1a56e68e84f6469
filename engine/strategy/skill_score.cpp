#include "engine/strategy/skill_score.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/table.h"

namespace bjt::strategy {
namespace {

// The insurance or even-money offer. The only unknown is whether the dealer's hole card is a ten-card, in the
// composition the coach uses (the rules' shoe less the cards on the table), and the main hand is worth the same
// either way, so each answer is worth its own stake's result: insurance (or even money as a side bet) wins the
// insurance ratio on half the bet with chance p and loses that half otherwise; standard even money is the bet
// at once, against the natural's payout when the dealer has no natural (a push when it has).
std::optional<DecisionScore> score_offer(const Table& table, Action chosen) {
    const Rules& rules = table.rules();
    const PlayerHand& hand = table.hand(0);
    int tens = 16 * rules.decks, cards = 52 * rules.decks;
    auto take_out = [&](Card c) {
        --cards;
        if (c.is_ten_card()) --tens;
    };
    for (int i = 0; i < hand.cards.count(); ++i) take_out(hand.cards[i]);
    take_out(table.dealer_up_card());
    if (cards <= 0 || hand.bet <= 0) return std::nullopt;
    const double p = static_cast<double>(tens) / cards;
    const bool even_money = table.state() == RoundState::EvenMoneyOffer;
    const Action yes = even_money ? Action::EvenMoney : Action::Insurance;
    const Action no = even_money ? Action::NoEvenMoney : Action::NoInsurance;
    if (chosen != yes && chosen != no) return std::nullopt;
    double take = 0, decline = 0;  // in cents
    if (even_money && rules.even_money == EvenMoney::Standard) {
        take = static_cast<double>(hand.bet);
        decline = (1 - p) * static_cast<double>(apply_ratio(hand.bet, rules.blackjack_pays));
    } else {
        const Cents stake = half_of(hand.bet);
        take = p * static_cast<double>(apply_ratio(stake, rules.insurance_pays)) - (1 - p) * static_cast<double>(stake);
    }
    const double bet = static_cast<double>(hand.bet);
    DecisionScore d;
    d.chosen = chosen;
    d.best = take > decline ? yes : no;
    d.chosen_value = (chosen == yes ? take : decline) / bet;
    d.best_value = std::max(take, decline) / bet;
    d.given_away_cents = std::max(take, decline) - (chosen == yes ? take : decline);
    return d;
}

}  // namespace

Coach& SkillScorer::coach_for(const Table& table) {
    // Rules may change between rounds (the options menu): a new coach for new rules.
    if (!coach_ || !(table.rules() == coach_rules_)) {
        coach_ = std::make_unique<Coach>(table.rules());
        coach_rules_ = table.rules();
    }
    return *coach_;
}

std::optional<DecisionScore> SkillScorer::score(const Table& table, Action chosen) {
    if (table.rules().mode != GameMode::Standard) return std::nullopt;
    if (table.state() == RoundState::InsuranceOffer || table.state() == RoundState::EvenMoneyOffer)
        return score_offer(table, chosen);
    if (table.state() != RoundState::PlayerTurn) return std::nullopt;
    const PlayerHand& hand = table.hand(table.active_hand());
    if (hand.cards.count() == 0) return std::nullopt;
    // The same question the in-game coach asks (scenes/table_scene.cpp, hand_question).
    std::vector<int> cards;
    for (int i = 0; i < hand.cards.count(); ++i) cards.push_back(hand.cards[i].value());
    const int split_from = hand.from_split ? hand.cards[0].value() : 0;
    const OptionValues values =
        coach_for(table).options(cards, table.dealer_up_card().value(), table.hand_count(), split_from, !hand.acted);
    const double chosen_value = values.value(chosen);
    if (!std::isfinite(chosen_value)) return std::nullopt;
    DecisionScore d;
    d.chosen = chosen;
    d.best = values.best();
    d.chosen_value = chosen_value;
    d.best_value = values.best_value();
    // Values are per unit of the hand's original bet; a doubled hand cannot act again, so bet is the original.
    d.given_away_cents = std::max(0.0, d.best_value - chosen_value) * static_cast<double>(hand.bet);
    return d;
}

}  // namespace bjt::strategy
