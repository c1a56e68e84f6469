// Computer players: their betting styles, their trivia and counting skill, and a table of them playing every preset
// for thousands of rounds with every choice accepted and every seat's money conserved.
#include <catch2/catch.hpp>

#include <memory>

#include "engine/strategy/computer_player.h"
#include "engine/strategy/game_analysis.h"
#include "tests/engine/stacked_round.h"

using namespace bjt;
using strategy::BettingStyle;
using strategy::ComputerPlayer;
using strategy::ComputerPlayerSetup;

namespace {

// A finished round's seat for round_over(): won or lost `delta`.
Seat seat_that(Cents delta) {
    Seat s;
    s.in_round = true;
    s.round_start_bank = 100'00;
    s.bank = 100'00 + delta;
    return s;
}

// The preset's strategy, or none (three-bets).
std::unique_ptr<strategy::PlayPolicy> policy_for(const Rules& rules) {
    const strategy::GameAnalysis g = strategy::analyze_game(rules, 1);
    return g.supported ? std::make_unique<strategy::PlayPolicy>(g) : nullptr;
}

}  // namespace

TEST_CASE("computer players bet the table minimum, a flat unit, or a 1-2-3-4 progression", "[computer]") {
    const Rules rules = test::preset_rules("trivia");  // minimum $5, bank $1,000
    Table table(rules, Shoe::stacked({}));
    ComputerPlayer minimum({.style = BettingStyle::TableMinimum}, nullptr);
    CHECK(minimum.bet(table, 0)->bet == 5'00);
    ComputerPlayer flat({.style = BettingStyle::Flat, .unit = 25'00}, nullptr);
    CHECK(flat.bet(table, 0)->bet == 25'00);
    ComputerPlayer rising({.style = BettingStyle::Progression, .unit = 10'00}, nullptr);
    std::vector<Cents> stakes;
    for (Cents result : {10'00, 20'00, 30'00, 40'00, -40'00, 10'00, 0}) {
        stakes.push_back(rising.bet(table, 0)->bet);
        rising.round_over(seat_that(result));
    }
    CHECK(stakes == std::vector<Cents>{10'00, 20'00, 30'00, 40'00, 40'00, 10'00, 20'00});
    CHECK(rising.bet(table, 0)->bet == 10'00);  // the push started it again

    // Within the limits at its bank: a flat $25 with $12 left bets $12; a seat that cannot bet leaves.
    REQUIRE(table.reset_seat(0, 12'00, 10).ok());
    CHECK(flat.bet(table, 0)->bet == 12'00);
    REQUIRE(table.reset_seat(0, 4'00, 10).ok());
    CHECK_FALSE(flat.bet(table, 0).has_value());
}

TEST_CASE("a computer player's trivia answers and three-bets counts are right as often as its skill says",
          "[computer]") {
    for (int skill : {50, 70, 90}) {
        INFO("skill " << skill << "%");
        const Rules trivia = test::preset_rules("trivia");
        const auto policy = policy_for(trivia);
        Table table(trivia, Shoe(trivia.decks, 7, trivia.cut_card, trivia.penetration_percent));
        int asked = 0, right = 0;
        table.set_event_sink([&](const Event& e) {
            if (e.type == EventType::QuestionAnswered) ++asked, right += e.value;
        });
        ComputerPlayer player({.skill_percent = skill, .seed = 3}, policy.get());
        for (int r = 0; r < 40'000 && asked < 4'000; ++r) {
            if (table.game_over()) REQUIRE(table.reset_session().ok());
            REQUIRE(table.begin_round(player.bet(table, 0)->bet).ok());
            while (table.state() != RoundState::RoundOver) REQUIRE(player.play(table).ok());
        }
        REQUIRE(asked >= 4'000);
        CHECK(std::abs(100.0 * right / asked - skill) < 3.0);

        const Rules three = test::preset_rules("three-bets");
        Table bets(three, Shoe(three.decks, 8, three.cut_card, three.penetration_percent));
        int values = 0, counted_right = 0;
        ComputerPlayer counter({.skill_percent = skill, .seed = 4}, nullptr);
        for (int r = 0; r < 3'000; ++r) {
            if (bets.game_over()) REQUIRE(bets.reset_session().ok());
            REQUIRE(bets.begin_round(0).ok());
            while (bets.state() != RoundState::RoundOver) REQUIRE(counter.play(bets).ok());
            if (bets.prediction_result().outcomes[1] == Outcome::Pending) continue;  // a natural sat the bets out
            values += 2;
            counted_right += (bets.prediction_result().outcomes[1] == Outcome::Right) +
                             (bets.prediction_result().outcomes[2] == Outcome::Right);
        }
        CHECK(std::abs(100.0 * counted_right / values - skill) < 3.0);
    }
}

TEST_CASE("a full table of computer players plays every preset: every choice accepted, money conserved", "[computer]") {
    for (const char* name : {"trivia", "classic", "three-bets", "single-deck", "chartwell"}) {
        INFO("preset " << name);
        const Rules rules = test::preset_rules(name);
        const auto policy = policy_for(rules);
        Table table(rules, Shoe(rules.decks, 11, rules.cut_card, rules.penetration_percent));
        REQUIRE(table.set_seat_count(rules.max_seats).ok());
        std::vector<ComputerPlayer> players;
        for (int s = 0; s < rules.max_seats; ++s)
            players.emplace_back(ComputerPlayerSetup{.style = static_cast<BettingStyle>(s % 3),
                                                     .skill_percent = 50 + 20 * (s % 3),
                                                     .seed = static_cast<std::uint64_t>(s + 1)},
                                 policy.get());
        std::vector<Cents> start(players.size(), rules.starting_bank);
        for (int r = 0; r < 5'000; ++r) {
            std::vector<SeatBet> bets;
            for (int s = 0; s < table.seat_count(); ++s) {
                auto bet = players[static_cast<std::size_t>(s)].bet(table, s);
                if (!bet) {  // out of money: another sits down in its place
                    REQUIRE(
                        table.reset_seat(s, rules.starting_bank, rules.trivia ? rules.trivia_start_credits : 0).ok());
                    start[static_cast<std::size_t>(s)] = rules.starting_bank;
                    bet = players[static_cast<std::size_t>(s)].bet(table, s);
                }
                REQUIRE(bet.has_value());
                bets.push_back(*bet);
            }
            const Status begun = table.begin_round(bets);
            INFO("round " << r << ": " << describe(begun.refusal));
            REQUIRE(begun.ok());
            for (int guard = 0; table.state() != RoundState::RoundOver; ++guard) {
                const Status s = players[static_cast<std::size_t>(table.seat_in_turn())].play(table);
                if (!s.ok() || guard > 500) FAIL("refused: " << describe(s.refusal));
            }
            for (int s = 0; s < table.seat_count(); ++s) {
                const Seat& seat = table.seat(s);
                players[static_cast<std::size_t>(s)].round_over(seat);
                if (seat.bank + seat.on_table + seat.house != start[static_cast<std::size_t>(s)])
                    FAIL("seat " << s << "'s money not conserved in round " << r);
            }
        }
    }
}
