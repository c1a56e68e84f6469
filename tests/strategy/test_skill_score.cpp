// The skill score's known answers on stacked shoes: the EV a decision gives away is the exact analysis's
// difference between the best option and the one chosen, for that composition, times the hand's bet.
#include <catch2/catch.hpp>

#include <vector>

#include "engine/strategy/decision_tally.h"
#include "engine/strategy/skill_score.h"
#include "engine/table.h"
#include "tests/engine/stacked_round.h"

using namespace bjt;
using namespace bjt::strategy;

namespace {

// The coach's values for the active hand of a round dealt from `shoe`, asked directly.
OptionValues analysis(const Rules& rules, std::vector<int> cards, int upcard) {
    Coach coach(rules);
    return coach.options(cards, upcard);
}

DecisionScore decide(const Rules& rules, const std::string& shoe, Action chosen) {
    Table table(rules, Shoe::stacked(test::cards(shoe)));
    REQUIRE(table.begin_round(10'00));
    REQUIRE(table.state() == RoundState::PlayerTurn);
    SkillScorer scorer;
    const auto d = scorer.score(table, chosen);
    REQUIRE(d.has_value());
    return *d;
}

}  // namespace

TEST_CASE("skill score: standing on hard 12 against a 2 gives away what hitting is worth more", "[skill]") {
    const Rules rules = test::preset_rules("classic");
    const DecisionScore d = decide(rules, "TS 2D 2H 9C 5S 5D", Action::Stand);
    const OptionValues v = analysis(rules, {10, 2}, 2);
    CHECK(d.best == Action::Hit);
    CHECK(v.hit > v.stand);
    CHECK(d.given_away_cents == Approx((v.hit - v.stand) * 10'00));
    CHECK_FALSE(d.best_play());
}

TEST_CASE("skill score: hitting hard 17 gives away what standing is worth more", "[skill]") {
    const Rules rules = test::preset_rules("classic");
    const DecisionScore d = decide(rules, "TS 9D 7H 8C 5S", Action::Hit);
    const OptionValues v = analysis(rules, {10, 7}, 9);
    CHECK(d.best == Action::Stand);
    CHECK(d.given_away_cents == Approx((v.stand - v.hit) * 10'00));
    CHECK(d.given_away_cents > 0);
}

TEST_CASE("skill score: not splitting 8s against a 10 gives away the split's advantage", "[skill]") {
    const Rules rules = test::preset_rules("classic");
    const OptionValues v = analysis(rules, {8, 8}, 10);
    INFO("split " << v.split << " hit " << v.hit << " stand " << v.stand << " surrender " << v.surrender);
    for (Action chosen : {Action::Hit, Action::Stand}) {
        const DecisionScore d = decide(rules, "8S TD 8H 7C 5S 5D", chosen);
        CHECK(d.best == v.best());
        CHECK(d.given_away_cents == Approx((v.best_value() - v.value(chosen)) * 10'00));
        CHECK(d.given_away_cents > 0);
    }
    CHECK(v.split > v.hit);
    CHECK(v.split > v.stand);
}

TEST_CASE("skill score: the best play gives nothing away, and what is not scored is left out", "[skill]") {
    const Rules rules = test::preset_rules("classic");
    const DecisionScore d = decide(rules, "TS 6D KH 9C", Action::Stand);
    CHECK(d.best == Action::Stand);
    CHECK(d.given_away_cents == 0);
    CHECK(d.best_play());
    SkillTally tally;
    tally.add(d);
    tally.add(decide(rules, "TS 2D 2H 9C 5S 5D", Action::Stand));
    CHECK(tally.decisions == 2);
    CHECK(tally.best_plays == 1);
    CHECK(tally.best_play_share() == Approx(0.5));
    CHECK(tally.given_away_percent(20'00) == Approx(100.0 * tally.given_away_cents / 20'00));
    // Betting is not a decision; three-bets is not scored.
    Table betting(rules, Shoe::stacked(test::cards("TS 6D KH 9C")));
    SkillScorer scorer;
    CHECK_FALSE(scorer.score(betting, Action::Stand).has_value());
    Table three_bets(test::preset_rules("three-bets"), Shoe::stacked(test::cards("TS 6D 2H 9C 5S 5D 5H")));
    REQUIRE(three_bets.begin_round(0));
    CHECK_FALSE(scorer.score(three_bets, Action::Hit).has_value());
}

namespace {

// The chance of a ten-card in the hole, in the composition the scorer uses: the rules' shoe less the three cards
// on the table (`tens_seen` of them ten-cards).
double ten_in_hole(const Rules& rules, int tens_seen) {
    return static_cast<double>(16 * rules.decks - tens_seen) / (52 * rules.decks - 3);
}

DecisionScore decide_offer(const Rules& rules, const std::string& shoe, RoundState offer, Action chosen) {
    Table table(rules, Shoe::stacked(test::cards(shoe)));
    REQUIRE(table.begin_round(10'00));
    REQUIRE(table.state() == offer);
    SkillScorer scorer;
    const auto d = scorer.score(table, chosen);
    REQUIRE(d.has_value());
    return *d;
}

}  // namespace

TEST_CASE("skill score: taking insurance on 16 against an ace gives away its negative expectation", "[skill]") {
    const Rules rules = test::preset_rules("chartwell");
    REQUIRE(rules.insurance);
    // Player 9 7, dealer ace up (chartwell deals the hole card first; no ten-card seen): the hole is a ten less often
    // than one time in three.
    const double p = ten_in_hole(rules, 0);
    const double insurance_ev = p * static_cast<double>(apply_ratio(5'00, rules.insurance_pays)) - (1 - p) * 5'00;
    REQUIRE(insurance_ev < 0);
    const DecisionScore took = decide_offer(rules, "9S 8C 7H AD 5S", RoundState::InsuranceOffer, Action::Insurance);
    CHECK(took.best == Action::NoInsurance);
    CHECK(took.given_away_cents == Approx(-insurance_ev));
    CHECK_FALSE(took.best_play());
    const DecisionScore declined =
        decide_offer(rules, "9S 8C 7H AD 5S", RoundState::InsuranceOffer, Action::NoInsurance);
    CHECK(declined.best_play());
    CHECK(declined.given_away_cents == 0);
}

TEST_CASE("skill score: even money against the natural's expected payout, in that composition", "[skill]") {
    const Rules rules = test::preset_rules("chartwell");
    REQUIRE(rules.even_money == EvenMoney::Standard);
    // Player A K (one ten-card seen), dealer ace up: even money pays 10 at once; declining pays 15 unless the
    // hole card is a ten-card.
    const double p = ten_in_hole(rules, 1);
    const double decline = (1 - p) * static_cast<double>(apply_ratio(10'00, rules.blackjack_pays));
    const Action best = 10'00 > decline ? Action::EvenMoney : Action::NoEvenMoney;
    for (Action chosen : {Action::EvenMoney, Action::NoEvenMoney}) {
        const DecisionScore d = decide_offer(rules, "AS 8C KH AD 5S", RoundState::EvenMoneyOffer, chosen);
        CHECK(d.best == best);
        const double chosen_value = chosen == Action::EvenMoney ? 10'00 : decline;
        CHECK(d.given_away_cents == Approx(std::max(10'00.0, decline) - chosen_value));
    }
}

TEST_CASE("decision tally: a trivia hit counts once answered, and not at all when taken back first", "[skill]") {
    const Rules rules = test::preset_rules("trivia");
    Table table(rules, Shoe::stacked(test::cards("TS 2D 2H 9C 5S 5D")));
    REQUIRE(table.begin_round(10'00));
    SkillScorer scorer;
    DecisionTally tally;
    const auto hit = scorer.score(table, Action::Hit);
    REQUIRE(hit.has_value());
    tally.decided(table, Action::Hit, *hit);
    REQUIRE(table.act(Action::Hit));  // waits for its question
    CHECK(tally.tally().decisions == 0);
    REQUIRE(table.withdraw_question());
    tally.question_withdrawn();
    const auto stand = scorer.score(table, Action::Stand);
    REQUIRE(stand.has_value());
    tally.decided(table, Action::Stand, *stand);
    CHECK(tally.tally().decisions == 1);  // "0 of 1 best play", not "0 of 2"
    CHECK(tally.tally().best_plays == 0);
    // A hit whose question is answered is a decision (the best one here).
    DecisionTally answered;
    Table again(rules, Shoe::stacked(test::cards("TS 2D 2H 9C 5S 5D")));
    REQUIRE(again.begin_round(10'00));
    answered.decided(again, Action::Hit, *scorer.score(again, Action::Hit));
    REQUIRE(again.act(Action::Hit));
    REQUIRE(again.answer(Difficulty::Easy, true));
    answered.question_answered();
    CHECK(answered.tally().decisions == 1);
    CHECK(answered.tally().best_plays == 1);
}
