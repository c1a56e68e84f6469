#pragma once
// The skill score: for every decision of a standard-mode round (hit, stand, double, split, surrender, insurance,
// even money), the expected value the chosen option gives away against the best one, from the coach's exact
// analysis (coach.h: the shoe with the cards on the table taken out; for insurance and even money, the chance of
// a ten-card in the hole in that composition). Luck-neutral: a good play that loses gives nothing away. Trivia
// answers are not part of it.
#include <memory>
#include <optional>
#include <string>

#include "engine/action.h"
#include "engine/money.h"
#include "engine/rules.h"
#include "engine/strategy/coach.h"

namespace bjt {
class Table;
}

namespace bjt::strategy {

struct DecisionScore {
    Action chosen = Action::Stand;
    Action best = Action::Stand;
    double chosen_value = 0, best_value = 0;  // per unit of the hand's original bet
    double given_away_cents = 0;  // (best - chosen) x the hand's original bet; 0 for a best play
    bool best_play() const { return given_away_cents <= 1e-9; }
};

struct SkillTally {
    int decisions = 0;
    int best_plays = 0;
    double given_away_cents = 0;
    void add(const DecisionScore& d) {
        ++decisions;
        best_plays += d.best_play() ? 1 : 0;
        given_away_cents += d.given_away_cents;
    }
    double best_play_share() const { return decisions == 0 ? 1.0 : static_cast<double>(best_plays) / decisions; }
    // EV given away in % of the money bet over the same rounds.
    double given_away_percent(Cents money_bet) const {
        return money_bet <= 0 ? 0.0 : 100.0 * given_away_cents / static_cast<double>(money_bet);
    }
};

class SkillScorer {
public:
    // The score of `chosen` on the table's active hand (or the insurance or even-money offer), asked before the
    // action is made. nullopt when it is not a scored decision (not the player's turn or an offer, three-bets, an
    // option the analysis does not value).
    std::optional<DecisionScore> score(const Table& table, Action chosen);

private:
    Coach& coach_for(const Table& table);
    std::unique_ptr<Coach> coach_;
    Rules coach_rules_;  // the rules the coach was built for
};

}  // namespace bjt::strategy
