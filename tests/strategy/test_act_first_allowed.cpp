// Table::act_first_allowed() with PlayPolicy::player_options() (the simulator's way of taking a decision) against
// PlayPolicy::decide() then Table::act() (the way it took them before): the same seeded rounds, played both ways on
// two tables, must take the same actions and end every round with the same bank, shoe position and state.
#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "engine/presets/preset_loader.h"
#include "engine/strategy/game_analysis.h"
#include "engine/strategy/play_policy.h"
#include "engine/strategy/round_simulator.h"
#include "engine/table.h"
#include "tests/strategy/simulation_test_support.h"

using namespace bjt;
using namespace bjt::strategy;
using bjt::test::differential_rounds;
using bjt::test::small_bank;

namespace {

// A shipped preset with `assignments` (KEY=VALUE) applied and trivia off: a question would stop both ways alike;
// without them every decision is the policy's.
Rules preset_without_trivia(const std::string& name, const std::vector<std::string>& assignments = {}) {
    const auto path = find_preset(name);
    REQUIRE(path.has_value());
    PresetLoad load = load_preset(*path);
    REQUIRE(load.ok());
    const auto errors = set_rule_assignments(*load.preset, assignments);
    INFO((errors.empty() ? std::string() : errors.front().message()));
    REQUIRE(errors.empty());
    Rules r = load.preset->rules;
    r.trivia = false;
    return r;
}

// Plays `rounds` rounds both ways from the same seed and bank; fails at the first decision or round that differs.
void play_both_ways(const Rules& rules, Cents bank, Cents bet, long rounds) {
    const GameAnalysis g = analyze_game(rules, 1);
    REQUIRE(g.supported);
    const PlayPolicy policy(g);
    Table old_way(rules, Shoe(rules.decks, 99, rules.cut_card, rules.penetration_percent));
    Table new_way(rules, Shoe(rules.decks, 99, rules.cut_card, rules.penetration_percent));
    long decisions = 0, rounds_with_a_refused_option = 0;
    for (long r = 0; r < rounds; ++r) {
        REQUIRE(old_way.reset_session(bank, 0).ok());
        REQUIRE(new_way.reset_session(bank, 0).ok());
        REQUIRE(old_way.begin_round(bet).ok());
        REQUIRE(new_way.begin_round(bet).ok());
        bool refused_option = false;
        while (old_way.state() != RoundState::RoundOver) {
            REQUIRE(new_way.state() == old_way.state());
            if (old_way.state() != RoundState::PlayerTurn) {
                const Action a = policy.decide(old_way);
                REQUIRE(old_way.act(a).ok());
                REQUIRE(new_way.act(policy.decide(new_way)).ok());
                continue;
            }
            const Action a = policy.decide(old_way);
            const PlayerOptions options = policy.player_options(new_way);
            refused_option = refused_option || options.first() != a;
            REQUIRE(old_way.act(a).ok());
            REQUIRE(new_way.act_first_allowed(options).ok());
            ++decisions;
            if (new_way.bank() != old_way.bank() || new_way.hand_count() != old_way.hand_count() ||
                new_way.shoe().dealt() != old_way.shoe().dealt())
                FAIL("round " << r << ": the two ways part after decision " << decisions);
        }
        REQUIRE(new_way.state() == RoundState::RoundOver);
        if (new_way.round_bank_delta() != old_way.round_bank_delta() ||
            new_way.house_result() != old_way.house_result())
            FAIL("round " << r << ": settled differently");
        rounds_with_a_refused_option += refused_option ? 1 : 0;
    }
    CHECK(old_way.shoe().cards() == new_way.shoe().cards());
    CHECK(decisions > rounds / 2);
    // With less than a second bet in the bank no double or split is affordable (single-deck has neither): the
    // fall-through to a lesser option is exercised.
    const bool doubles_or_splits = rules.double_on != DoubleOn::None || rules.split != SplitRule::None;
    if (bank < 2 * bet && doubles_or_splits) CHECK(rounds_with_a_refused_option > 0);
}

}  // namespace

TEST_CASE("act_first_allowed plays the same rounds as decide then act", "[strategy][simulation]") {
    const long rounds = differential_rounds();
    SECTION("the issue-16 rule set (bench/sim/rule_set.sh) with the simulator's stakes") {
        const Rules r = preset_without_trivia(
            "trivia",
            {"decks=6", "shuffle=cut-card", "cut_card=fixed", "penetration_percent=75", "dealer_stands_on=soft-17",
             "peek=true", "blackjack_pays=3:2", "insurance=false", "even_money=none", "surrender=none",
             "double_on=any-two", "double_after_split=true", "split=same-value", "max_hands=4", "split_aces=true",
             "hit_split_aces=false", "resplit_aces=false", "charlie=off", "dealer_charlie=false"});
        const SimulationStakes stakes = simulation_stakes(r);
        play_both_ways(r, stakes.bank, stakes.bet, rounds);
    }
    // A small bank: once the bet is staked, a double or split is not affordable, so the policy's best option is
    // often refused and the next one taken. Offers (early surrender, insurance, even money) go through
    // decide() both ways.
    const std::pair<const char*, std::vector<std::string>> games[] = {
        {"classic", {}},
        {"single-deck", {}},
        {"chartwell", {}},
        {"trivia",
         {"surrender=early", "insurance=true", "even_money=standard", "split_aces=true", "max_hands=4",
          "resplit_aces=true", "hit_split_aces=true"}},
    };
    for (const auto& [name, sets] : games) {
        SECTION(std::string(name) + " with a small bank") {
            const Rules r = preset_without_trivia(name, sets);
            const Cents bet = simulation_stakes(r).bet;
            play_both_ways(r, small_bank(r, bet), bet, rounds / 4);
        }
    }
}
