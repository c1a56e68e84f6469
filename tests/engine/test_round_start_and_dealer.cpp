// The two things Table works out once instead of every round (issue 16), checked against doing them afresh:
// - begin_round() passes the bet and limit checks once per bank and bet: over many seeded sequences of banks, bets,
//   credits and rule changes, a long-lived table refuses or accepts exactly as a new table does;
// - the dealer's draws read masks by total where the rules allow: over many seeded rounds per stand rule, every card
//   the dealer took was one dealer_must_hit() asked for, and the dealer stopped where it says stand.
#include <catch2/catch.hpp>

#include <array>

#include "engine/dealer_policy.h"
#include "engine/rng.h"
#include "tests/engine/stacked_round.h"

using namespace bjt;

namespace {

// Plays a round to its end declining every offer and standing on every hand.
void stand_to_the_end(Table& t) {
    int steps = 0;
    while (t.state() != RoundState::RoundOver) {
        if (t.state() == RoundState::Predictions) {  // three-bets: any valid prediction ends the round
            REQUIRE(t.predict(Prediction{Winner::Player, 20, 20}).ok());
            continue;
        }
        Action a = Action::Stand;
        if (t.state() == RoundState::EarlySurrenderOffer) a = Action::NoSurrender;
        if (t.state() == RoundState::InsuranceOffer) a = Action::NoInsurance;
        if (t.state() == RoundState::EvenMoneyOffer) a = Action::NoEvenMoney;
        REQUIRE(t.act(a).ok());
        REQUIRE(++steps < 16);
    }
}

Status fresh_begin(const Rules& rules, Cents bank, int credits, Cents bet) {
    Table fresh(rules, Shoe(rules.decks, 5));
    REQUIRE(fresh.reset_session(bank, credits).ok());
    return fresh.begin_round(bet);
}

}  // namespace

TEST_CASE("a long-lived table accepts and refuses bets exactly as a new one does") {
    for (const char* name : {"trivia", "classic", "single-deck", "chartwell", "three-bets"}) {
        INFO("preset " << name);
        Rules rules = test::preset_rules(name);
        const Rules original = rules;
        Table table(rules, Shoe(rules.decks, 11));
        Rng rng(0x16u);
        const std::array<Cents, 9> banks = {0, 1'00, 4'00, 25'00, 26'00, 99'00, 100'00, 1000'00, 100000'00};
        const std::array<Cents, 8> bets = {1, 1'00, 2'00, 5'00, 10'00, 25'00, 500'00, 1000'00};
        int accepted = 0, refused = 0;
        for (int i = 0; i < 20'000; ++i) {
            if (rng.below(50) == 0) {  // now and then other limits, with the same bank and bet as before
                rules = original;
                rules.min_bet = static_cast<Cents>(rng.below(3)) * 5'00;
                rules.max_bet = static_cast<Cents>(rng.below(3)) * 10'00;
                REQUIRE(table.set_rules(rules).ok());
            }
            // Repeats are the point: the same bank and bet many times in a row, then a change of one of them.
            const Cents bank = banks[rng.below(3) == 0 ? rng.below(banks.size()) : 6];
            const Cents bet = bets[rng.below(3) == 0 ? rng.below(bets.size()) : 3];
            const int credits = rules.trivia ? static_cast<int>(rng.below(3)) : 0;
            REQUIRE(table.reset_session(bank, credits).ok());
            const Status got = table.begin_round(bet);
            const Status want = fresh_begin(rules, bank, credits, bet);
            INFO("round " << i << ": bank " << bank << ", bet " << bet << ", credits " << credits);
            REQUIRE(describe(got.refusal) == describe(want.refusal));
            if (got.ok()) {
                ++accepted;
                stand_to_the_end(table);
            } else {
                ++refused;
            }
        }
        CHECK(accepted > 100);
        CHECK(refused > 100);
    }
}

TEST_CASE("the dealer draws exactly the cards dealer_must_hit asks for") {
    struct Variant {
        const char* label;
        DealerStands stands;
        bool dealer_charlie;
        int dealer_max_cards;
    };
    const std::array<Variant, 5> variants = {{
        {"S17", {17, true}, false, 0},
        {"H17", {17, false}, false, 0},
        {"stands on soft 18", {18, true}, false, 0},
        {"S17 with a dealer Charlie at 5", {17, true}, true, 0},
        {"H17, at most 4 dealer cards", {17, false}, false, 4},
    }};
    for (const Variant& v : variants) {
        INFO(v.label);
        Rules rules = test::preset_rules("trivia");
        rules.trivia = false;
        rules.dealer_stands = v.stands;
        rules.dealer_charlie = v.dealer_charlie;
        rules.dealer_max_cards = v.dealer_max_cards;
        Table table(rules, Shoe(rules.decks, 1616));
        long dealer_played = 0, drew_to_limit = 0;
        for (int r = 0; r < 200'000; ++r) {
            REQUIRE(table.reset_session(rules.starting_bank, 0).ok());
            REQUIRE(table.begin_round(rules.min_bet).ok());
            stand_to_the_end(table);
            const Hand& dealer = table.dealer();
            if (dealer.count() == 2 && (dealer.two_card_21() || table.hand(0).natural())) continue;  // no dealer turn
            ++dealer_played;
            Hand seen;
            seen.add(dealer[0]);
            for (int k = 1; k < dealer.count(); ++k) {
                seen.add(dealer[k]);
                const bool last = k + 1 == dealer.count();
                if (dealer_must_hit(rules, seen) == last) FAIL("round " << r << ": dealer " << k + 1 << " cards");
            }
            drew_to_limit += v.dealer_max_cards > 0 && dealer.count() == v.dealer_max_cards && !dealer.bust();
        }
        CHECK(dealer_played > 150'000);
        if (v.dealer_max_cards > 0) CHECK(drew_to_limit > 0);
    }
}
