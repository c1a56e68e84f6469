// FastRoundPlayer (the simulator's shortcut) against bjt::Table played as the simulator played it before: the same
// seeded shoe and answers, the same policy, round by round. Every round must change the bank and the credits by the
// same amounts and leave the shoe at the same card; at the end both shoes must have dealt the same cards in order.
// Run on every standard preset (trivia questions included), with the simulator's stakes and with a bank too small
// for most doubles and splits, and on rule variants drawn from a seed that reach what no preset does.
#include <catch2/catch.hpp>

#include <array>
#include <span>
#include <string>
#include <tuple>
#include <vector>

#include "engine/rng.h"
#include "engine/rule_keys.h"
#include "engine/strategy/fast_round_player.h"
#include "engine/strategy/game_analysis.h"
#include "engine/strategy/play_policy.h"
#include "engine/strategy/round_simulator.h"
#include "engine/strategy/simulated_answers.h"
#include "engine/table.h"
#include "tests/engine/stacked_round.h"
#include "tests/strategy/simulation_test_support.h"

using namespace bjt;
using namespace bjt::strategy;
using bjt::test::differential_rounds;
using bjt::test::preset_rules;
using bjt::test::small_bank;

namespace {

// One round through the Table, as the simulator plays one: questions answered, decisions through
// act_first_allowed(), offers through decide().
void play_table_round(Table& table, const PlayPolicy& policy, SimulatedAnswers& answers, Cents bank, int credits,
                      Cents bet) {
    REQUIRE(table.reset_session(bank, credits).ok());
    REQUIRE(table.begin_round(bet).ok());
    while (table.state() != RoundState::RoundOver) {
        if (table.state() == RoundState::QuestionPending)
            REQUIRE(table.answer(answers.difficulty(), answers.next_right()).ok());
        else if (table.state() == RoundState::PlayerTurn)
            REQUIRE(table.act_first_allowed(policy.player_options(table)).ok());
        else
            REQUIRE(table.act(policy.decide(table)).ok());
    }
}

struct Coverage {
    long rounds = 0, questions = 0, credit_refills = 0;
};

// The policy both ways play by. The computed one never asks for what the table refuses, except what the bank does
// not cover, and never takes insurance or even money (they do not pay off the top of a shoe). So two more:
// OffersTaken takes every insurance and even money offered; Scrambled ranks every option at random and takes
// offers at random, so that every refusal and fall-through to the next option is reached both ways.
enum class Policy { AsComputed, OffersTaken, Scrambled };

OptionValues scrambled_values(Rng& rng) {
    const auto any = [&] { return static_cast<double>(rng.below(1000)); };
    return {.stand = any(), .hit = any(), .double_down = any(), .split = any(), .surrender = any()};
}

void scramble(GameAnalysis& g, std::uint64_t seed) {
    Rng rng(seed);
    for (UpcardAnalysis& u : g.upcards) {
        for (StartingHand& h : u.hands) {
            h.options = scrambled_values(rng);
            h.early_surrender = rng.below(2) == 0;
            h.insurance = h.even_money = rng.below(2) == 0;
        }
        for (auto& by_card : u.after_split)
            for (OptionValues& o : by_card) o = scrambled_values(rng);
        for (auto& by_count : u.hit_more)
            for (auto& by_total : by_count)
                for (auto& by_soft : by_total)
                    for (bool& hit : by_soft) hit = rng.below(2) == 0;
    }
}

// The round both fast players (the one for every rule set, and `Built`, the one built for the rules' own
// RoundFeatures) and the table played, from the same shoe.
template <class Built>
void check_same_round(long r, const RoundChange& change, const Built& built, const RoundChange& built_change,
                      const FastRoundPlayer& fast, const Table& table) {
    for (const auto& [name, c, shoe] : {std::tuple{"the fast player", change, &fast.shoe()},
                                        std::tuple{"the player built for these rules", built_change, &built.shoe()}})
        if (c.bank != table.round_bank_delta() || c.credits != table.round_credits_delta() ||
            shoe->dealt() != table.shoe().dealt() || shoe->shuffles() != table.shoe().shuffles())
            FAIL("round " << r << ", " << name << ": bank change " << c.bank << ", credits change " << c.credits
                          << ", card " << shoe->dealt() << "; the table's " << table.round_bank_delta() << ", "
                          << table.round_credits_delta() << ", " << table.shoe().dealt());
}

// Plays `rounds` rounds three ways from the same seeds: through the table, the fast player for every rule set, and
// the player built for exactly the rules' RoundFeatures (`Features`); fails at the first round that differs.
template <unsigned Features>
Coverage play_three_ways(const Rules& rules, Cents bank, Cents bet, long rounds, std::uint64_t seed, Policy kind) {
    GameAnalysis g = analyze_game(rules, 1);
    REQUIRE(g.supported);
    if (kind == Policy::OffersTaken)
        for (StartingHand& h : g.upcards[0].hands) h.insurance = h.even_money = true;
    if (kind == Policy::Scrambled) scramble(g, seed);
    REQUIRE(FastRoundPlayer::supports(rules));
    REQUIRE(round_features(rules) == Features);
    REQUIRE(BasicFastRoundPlayer<Features>::plays(rules));
    const PlayPolicy policy(g);
    const auto shoe = [&] { return Shoe(rules.decks, seed, rules.cut_card, rules.penetration_percent); };
    Table table(rules, shoe());
    SimulatedAnswers table_answers(seed + 1, 0.8, Difficulty::Medium);
    FastRoundPlayer fast(rules, policy, shoe(), SimulatedAnswers(seed + 1, 0.8, Difficulty::Medium));
    BasicFastRoundPlayer<Features> built(rules, policy, shoe(), SimulatedAnswers(seed + 1, 0.8, Difficulty::Medium));
    const int start_credits = rules.trivia ? rules.trivia_start_credits : 0;
    REQUIRE(table.reset_session(bank, start_credits).ok());
    REQUIRE(table.check_bet(bet).ok());
    Coverage seen;
    int credits = start_credits;
    for (long r = 0; r < rounds; ++r) {
        if (rules.trivia && credits <= 0) credits = start_credits, ++seen.credit_refills;
        play_table_round(table, policy, table_answers, bank, credits, bet);
        RoundChange change, built_change;
        REQUIRE(fast.play(bank, credits, bet, change));
        REQUIRE(built.play(bank, credits, bet, built_change));
        check_same_round(r, change, built, built_change, fast, table);
        seen.questions += table.round_credits_delta() != 0 ? 1 : 0;
        credits += change.credits;
        ++seen.rounds;
    }
    // The cards dealt from the shoe so far, in order (the fast player draws the order to the cut card ahead).
    const auto dealt = [](const Shoe& s) {
        return std::vector<Card>(s.cards().begin(), s.cards().begin() + static_cast<long>(s.dealt()));
    };
    CHECK(dealt(fast.shoe()) == dealt(table.shoe()));
    CHECK(dealt(built.shoe()) == dealt(table.shoe()));
    return seen;
}

Coverage play_both_ways(const Rules& rules, Cents bank, Cents bet, long rounds, std::uint64_t seed,
                        Policy kind = Policy::AsComputed) {
    return with_round_features(round_features(rules), [&](auto features) {
        return play_three_ways<decltype(features)::value>(rules, bank, bet, rounds, seed, kind);
    });
}

// Knobs drawn from `rng`, in any combination.
Rules any_variant(Rng& rng) {
    const auto pick = [&](auto... values) {
        const std::array options{values...};
        return options[rng.below(static_cast<std::uint32_t>(options.size()))];
    };
    Rules r;
    r.decks = pick(1, 2, 6, 8);
    r.shuffle = pick(ShuffleMode::CutCard, ShuffleMode::EveryRound);
    r.cut_card = pick(CutCardPlacement::Fixed, CutCardPlacement::RandomBottomHalf);
    r.penetration_percent = pick(50, 75, 90);
    r.dealer_stands = pick(DealerStands{17, true}, DealerStands{17, false}, DealerStands{16, true});
    r.dealer_max_cards = pick(0, 0, 5);
    r.hole_card = pick(HoleCard::Second, HoleCard::First);
    r.peek = pick(true, false);
    r.hole_card_shown_after_bust = pick(true, false);
    r.blackjack_pays = pick(Ratio{3, 2}, Ratio{6, 5}, Ratio{1, 1});
    r.insurance = pick(true, false);
    r.even_money = pick(EvenMoney::None, EvenMoney::SideBet, EvenMoney::Standard);
    r.surrender = pick(Surrender::None, Surrender::Late, Surrender::Early);
    r.surrender_split_hands = pick(true, false);
    r.double_on = pick(DoubleOn::None, DoubleOn::AnyTwo, DoubleOn::NineToEleven, DoubleOn::TenToEleven);
    r.double_after_split = pick(true, false);
    r.double_face_down = pick(true, false, false);
    r.split = pick(SplitRule::None, SplitRule::SameRank, SplitRule::SameValue);
    r.max_hands = pick(2, 3, 4, 8);
    r.split_aces = pick(true, false);
    r.hit_split_aces = pick(true, false);
    r.resplit_aces = pick(true, false);
    r.charlie_cards = pick(0, 0, 5, 6);
    r.dealer_charlie = pick(true, false);
    r.split_charlie_waits = pick(true, false);
    r.player_max_cards = pick(0, 0, 6);
    r.trivia = pick(true, false);
    r.trivia_start_credits = pick(1, 3, 10);
    r.trivia_wrong_penalty = pick(0, 1, 2);
    return r;
}

// `r` with the optional groups of rules (RoundFeatures) that are not in `keep` turned off.
Rules without_groups(Rules r, unsigned keep) {
    if ((keep & kTriviaAndCardLimits) == 0)
        r.trivia = false, r.player_max_cards = 0, r.dealer_max_cards = 0, r.charlie_cards = 0, r.dealer_charlie = false;
    if ((keep & kExtraChoices) == 0) {
        r.surrender = Surrender::None, r.insurance = false, r.even_money = EvenMoney::None;
        r.hit_split_aces = false, r.resplit_aces = false, r.double_face_down = false;
    }
    return r;
}

// A standard game with knobs drawn from `rng`: every knob the round logic reads, over the values the rule keys
// allow, drawn again until the combination is one a preset may hold (check_rules). Only the optional groups of
// rules in `keep` may be used.
Rules variant(Rng& rng, unsigned keep = kAllRoundFeatures) {
    for (;;)
        if (Rules r = without_groups(any_variant(rng), keep); check_rules(r).empty()) return r;
}

}  // namespace

TEST_CASE("the fast round player settles every round as the Table does", "[strategy][simulation]") {
    const long rounds = differential_rounds();
    SECTION("the issue-16 rule set (bench/sim/rule_set.sh) with the simulator's stakes") {
        Rules r = preset_rules("trivia");
        r.decks = 6, r.shuffle = ShuffleMode::CutCard, r.cut_card = CutCardPlacement::Fixed;
        r.penetration_percent = 75, r.dealer_stands = {17, true}, r.peek = true, r.blackjack_pays = {3, 2};
        r.insurance = false, r.even_money = EvenMoney::None, r.surrender = Surrender::None;
        r.double_on = DoubleOn::AnyTwo, r.double_after_split = true, r.split = SplitRule::SameValue;
        r.max_hands = 4, r.split_aces = true, r.hit_split_aces = false, r.resplit_aces = false;
        r.charlie_cards = 0, r.dealer_charlie = false, r.trivia = false;
        const SimulationStakes stakes = simulation_stakes(r);
        CHECK(play_both_ways(r, stakes.bank, stakes.bet, rounds, 7).rounds == rounds);
    }
    for (const char* name : {"trivia", "classic", "single-deck", "chartwell"}) {
        SECTION(std::string(name) + " as shipped (trivia questions where it asks them)") {
            const Rules r = preset_rules(name);
            const SimulationStakes stakes = simulation_stakes(r);
            const Coverage seen = play_both_ways(r, stakes.bank, stakes.bet, rounds / 4, 11);
            if (r.trivia) CHECK(seen.questions > 0);
        }
        // Once the bet is staked, a double or split is rarely affordable: the policy's best option is often
        // refused and the next one taken, as the table would.
        SECTION(std::string(name) + " with a small bank") {
            const Rules r = preset_rules(name);
            const Cents bet = simulation_stakes(r).bet;
            play_both_ways(r, small_bank(r, bet), bet, rounds / 4, 13);
        }
        SECTION(std::string(name) + " with a policy that asks for anything") {
            const Rules r = preset_rules(name);
            const Cents bet = simulation_stakes(r).bet;
            play_both_ways(r, simulation_stakes(r).bank, bet, rounds / 8, 23, Policy::Scrambled);
            play_both_ways(r, small_bank(r, bet), bet, rounds / 8, 29, Policy::Scrambled);
        }
    }
    for (const EvenMoney even_money : {EvenMoney::SideBet, EvenMoney::Standard}) {
        SECTION(even_money == EvenMoney::SideBet ? "every insurance and even money (a side bet) taken"
                                                 : "every insurance and even money (paid at once) taken") {
            Rules r = preset_rules("trivia");
            r.insurance = true, r.even_money = even_money;
            const SimulationStakes stakes = simulation_stakes(r);
            play_both_ways(r, stakes.bank, stakes.bet, rounds / 4, 17, Policy::OffersTaken);
            play_both_ways(r, small_bank(r, stakes.bet), stakes.bet, rounds / 4, 19, Policy::OffersTaken);
        }
    }
    SECTION("rule variants drawn from a seed") {
        Rng rng(2026);
        int played = 0, with_trivia = 0;
        for (int v = 0; v < 120; ++v) {
            const Rules r = variant(rng);
            const bool small = rng.below(2) == 0;
            INFO("variant " << v << (small ? " with a small bank" : " with the simulator's stakes"));
            const SimulationStakes stakes = simulation_stakes(r);
            const Policy policy = std::array{Policy::AsComputed, Policy::OffersTaken, Policy::Scrambled}[rng.below(3)];
            const Coverage seen = play_both_ways(r, small ? small_bank(r, stakes.bet) : stakes.bank, stakes.bet,
                                                 rounds / 100, 100 + static_cast<std::uint64_t>(v), policy);
            ++played;
            with_trivia += r.trivia && seen.credit_refills > 0 ? 1 : 0;
        }
        CHECK(played == 120);
        CHECK(with_trivia > 0);  // credits ran out and a hit or double was refused for it, somewhere
    }
    SECTION("rule variants drawn from a seed without one or both optional groups of rules") {
        Rng rng(2027);
        std::array<int, 4> by_features{};
        for (int v = 0; v < 60; ++v) {
            const unsigned keep = std::array{0u, unsigned{kTriviaAndCardLimits}, unsigned{kExtraChoices}}[v % 3];
            const Rules r = variant(rng, keep);
            INFO("variant " << v << ", optional groups " << round_features(r));
            const SimulationStakes stakes = simulation_stakes(r);
            const Policy policy = std::array{Policy::AsComputed, Policy::OffersTaken, Policy::Scrambled}[rng.below(3)];
            play_both_ways(r, rng.below(2) == 0 ? small_bank(r, stakes.bet) : stakes.bank, stakes.bet, rounds / 100,
                           300 + static_cast<std::uint64_t>(v), policy);
            ++by_features[round_features(r)];
        }
        // Each player built without a group played some of them.
        CHECK(by_features[0] > 0);
        CHECK(by_features[kTriviaAndCardLimits] > 0);
        CHECK(by_features[kExtraChoices] > 0);
    }
}

TEST_CASE("the fast round player leaves out what it does not play", "[strategy][simulation]") {
    Rules r;
    CHECK(FastRoundPlayer::supports(r));
    r.mode = GameMode::ThreeBets;
    CHECK_FALSE(FastRoundPlayer::supports(r));
    r.mode = GameMode::Standard;
    r.player_draws_past_21 = true;
    CHECK_FALSE(FastRoundPlayer::supports(r));
}

TEST_CASE("each optional rule puts a rule set in its group, and only a player built with it plays it",
          "[strategy][simulation]") {
    const Rules plain = without_groups(Rules{}, 0);
    REQUIRE(round_features(plain) == 0);
    CHECK(BasicFastRoundPlayer<0>::plays(plain));
    CHECK(FastRoundPlayer::plays(plain));
    using Knob = std::pair<const char*, void (*)(Rules&)>;  // a rule's name, and how to turn it on
    const Knob trivia_and_limits[] = {
        {"trivia", [](Rules& r) { r.trivia = true; }},
        {"player_max_cards", [](Rules& r) { r.player_max_cards = 6; }},
        {"dealer_max_cards", [](Rules& r) { r.dealer_max_cards = 5; }},
        {"charlie", [](Rules& r) { r.charlie_cards = 5; }},
        {"dealer_charlie", [](Rules& r) { r.dealer_charlie = true; }},
    };
    const Knob extra_choices[] = {
        {"surrender", [](Rules& r) { r.surrender = Surrender::Late; }},
        {"insurance", [](Rules& r) { r.insurance = true; }},
        {"even_money", [](Rules& r) { r.even_money = EvenMoney::SideBet; }},
        {"hit_split_aces", [](Rules& r) { r.hit_split_aces = true; }},
        {"resplit_aces", [](Rules& r) { r.resplit_aces = true; }},
        {"double_face_down", [](Rules& r) { r.double_face_down = true; }},
    };
    for (const auto& [group, knobs] :
         {std::pair{unsigned{kTriviaAndCardLimits}, std::span<const Knob>(trivia_and_limits)},
          std::pair{unsigned{kExtraChoices}, std::span<const Knob>(extra_choices)}})
        for (const auto& [name, set] : knobs) {
            INFO(name);
            Rules r = plain;
            set(r);
            CHECK(round_features(r) == group);
            CHECK_FALSE(BasicFastRoundPlayer<0>::plays(r));
            CHECK(BasicFastRoundPlayer<kTriviaAndCardLimits>::plays(r) == (group == kTriviaAndCardLimits));
            CHECK(BasicFastRoundPlayer<kExtraChoices>::plays(r) == (group == kExtraChoices));
            CHECK(FastRoundPlayer::plays(r));
        }
    // A player is never made for rules it would play wrong.
    Rules trivia = plain;
    trivia.trivia = true;
    const PlayPolicy policy(analyze_game(plain, 1));
    CHECK_THROWS_WITH(
        BasicFastRoundPlayer<kExtraChoices>(trivia, policy, Shoe(1, 1), SimulatedAnswers(1, 1.0, Difficulty::Easy)),
        "FastRoundPlayer: these rules are not a standard game, or use a group of rules (RoundFeatures 1) "
        "this player was built without (2)");
    Rules both = plain;
    both.trivia = true, both.insurance = true;
    CHECK(round_features(both) == kAllRoundFeatures);
    CHECK_FALSE(BasicFastRoundPlayer<kTriviaAndCardLimits>::plays(both));
    CHECK_FALSE(BasicFastRoundPlayer<kExtraChoices>::plays(both));
    CHECK(FastRoundPlayer::plays(both));
}

TEST_CASE("the fast round player stops where a stacked shoe runs dry, as the table does", "[strategy][simulation]") {
    const Rules r = preset_rules("classic");
    const GameAnalysis g = analyze_game(r, 1);
    const PlayPolicy policy(g);
    const SimulationStakes stakes = simulation_stakes(r);
    const auto player = [&](const char* cards) {
        return FastRoundPlayer(r, policy, Shoe::stacked(test::cards(cards)),
                               SimulatedAnswers(1, 1.0, Difficulty::Easy));
    };
    RoundChange change;
    // The deal itself runs out.
    FastRoundPlayer short_deal = player("TS 9H 7C");
    CHECK_FALSE(short_deal.play(stakes.bank, 0, stakes.bet, change));
    // The dealer's 16 must draw, and no card is left: the Table refuses with ShoeExhausted there too.
    FastRoundPlayer dry_dealer = player("TS TH 9C 6D");
    CHECK_FALSE(dry_dealer.play(stakes.bank, 0, stakes.bet, change));
    Table table(r, Shoe::stacked(test::cards("TS TH 9C 6D")));
    REQUIRE(table.reset_session(stakes.bank, 0).ok());
    REQUIRE(table.begin_round(stakes.bet).ok());
    CHECK(table.act(Action::Stand).refusal == Refusal::ShoeExhausted);
    // Enough cards: the round is played and settled (player 19 against the dealer's 16 and a ten: a win).
    FastRoundPlayer enough = player("TS TH 9C 6D TC");
    REQUIRE(enough.play(stakes.bank, 0, stakes.bet, change));
    CHECK(change.bank == stakes.bet);
}
