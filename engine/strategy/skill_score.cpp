#include "engine/strategy/skill_score.h"

#include <cmath>
#include <vector>

#include "engine/rule_keys.h"
#include "engine/table.h"

namespace bjt::strategy {
namespace {

// The rules as text, to tell when a new coach is needed (rules may change between rounds).
std::string rules_key(const Rules& rules) {
    std::string text;
    for (const RuleKey& key : rule_keys()) text += key.format(rules) + "\n";
    return text;
}

}  // namespace

Coach& SkillScorer::coach_for(const Table& table) {
    std::string key = rules_key(table.rules());
    if (!coach_ || key != coach_rules_) {
        coach_ = std::make_unique<Coach>(table.rules());
        coach_rules_ = std::move(key);
    }
    return *coach_;
}

std::optional<DecisionScore> SkillScorer::score(const Table& table, Action chosen) {
    if (table.state() != RoundState::PlayerTurn || table.rules().mode != GameMode::Standard) return std::nullopt;
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
