// Property tests over millions of seeded random rounds at tables of several seats: each seat's money and the
// table's are conserved at every step, every round ends, seats sit out and leave, and the same seed gives the same
// rounds.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <vector>

#include "engine/rule_keys.h"
#include "tests/engine/random_player.h"
#include "tests/engine/stacked_round.h"

using namespace bjt;

namespace {

long seat_property_rounds() {
    // BJT_PROPERTY_ROUNDS lowers the count for sanitizer builds (CMakePresets.json, debug test preset).
    if (const char* env = std::getenv("BJT_PROPERTY_ROUNDS")) return std::atol(env) / 2;
    return 500'000;
}

struct SeatRun {
    std::uint64_t digest = 1469598103934665603ull;
    long rounds = 0;
    long seat_rounds = 0;  // rounds summed over the seats that played them
};

void mix(std::uint64_t& h, std::int64_t v) {
    h ^= static_cast<std::uint64_t>(v);
    h *= 1099511628211ull;
}

// Every seat's bank + its bets on the table + the house's result against it is what it started with.
bool conserved(const Table& t, const std::vector<Cents>& start) {
    Cents total = 0, total_start = 0;
    for (int s = 0; s < t.seat_count(); ++s) {
        const Seat& seat = t.seat(s);
        if (seat.bank + seat.on_table + seat.house != start[static_cast<std::size_t>(s)]) return false;
        total += seat.bank, total_start += start[static_cast<std::size_t>(s)];
    }
    return total + t.on_table() + t.house_result() == total_start;
}

// A bet for each seat: a random one within its limits, or a sit-out one time in eight; a seat whose game is over
// starts a new session first (as a person leaving and another sitting down).
std::vector<SeatBet> choose_bets(Table& t, Rng& rng, std::vector<Cents>& start) {
    std::vector<SeatBet> bets(static_cast<std::size_t>(t.seat_count()));
    bool anyone = false;
    for (int s = 0; s < t.seat_count(); ++s) {
        if (t.game_over(s)) {
            const Rules& r = t.rules();
            REQUIRE(t.reset_seat(s, r.starting_bank, r.trivia ? r.trivia_start_credits : 0).ok());
            start[static_cast<std::size_t>(s)] = r.starting_bank;
        }
        SeatBet& b = bets[static_cast<std::size_t>(s)];
        b.plays = rng.below(8) != 0;
        const BetLimits l = t.bet_limits_at(t.seat(s).bank);
        const Cents steps = (l.max - l.min) / t.rules().bet_step;
        b.bet = l.min + static_cast<Cents>(rng.below(static_cast<std::uint32_t>(std::min<Cents>(steps, 100) + 1))) *
                            t.rules().bet_step;
        anyone = anyone || b.plays;
    }
    if (!anyone) bets[0].plays = true;
    return bets;
}

SeatRun play_seats(const Rules& rules, std::uint64_t seed, long rounds) {
    SeatRun out;
    Table table(rules, Shoe(rules.decks, seed, rules.cut_card, rules.penetration_percent));
    test::RandomPlayer player(seed ^ 0x5bd1e995u);
    Rng rng(seed * 31 + 7);
    std::vector<Cents> start;
    for (long r = 0; r < rounds; ++r) {
        if (r % 64 == 0) {  // a new table of a random size, up to the rules' seats
            const int seats = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(rules.max_seats)));
            REQUIRE(table.set_seat_count(seats).ok());
            REQUIRE(table.reset_session().ok());
            start.assign(static_cast<std::size_t>(seats), rules.starting_bank);
        }
        const std::vector<SeatBet> bets = choose_bets(table, rng, start);
        const Status begun = table.begin_round(bets);
        if (!begun.ok()) FAIL("round " << r << " refused: " << describe(begun.refusal));
        if (!conserved(table, start)) FAIL("money not conserved after the deal in round " << r);
        int steps = 0;
        while (table.state() != RoundState::RoundOver) {
            const int seat = table.seat_in_turn();
            if (!table.seat(seat).in_round) FAIL("round " << r << ": the turn is at seat " << seat << ", sitting out");
            const Status s = player.step(table);
            if (!s.ok())
                FAIL("refused a legal choice: " << describe(s.refusal) << " at " << round_state_name(table.state()));
            if (!conserved(table, start)) FAIL("money not conserved after a step in round " << r);
            if (++steps > 64 * kMaxSeats) FAIL("a round did not end");
        }
        if (table.on_table() != 0) FAIL("chips left on the table after round " << r);
        for (int s = 0; s < table.seat_count(); ++s) {
            const Seat& seat = table.seat(s);
            if (seat.bank < 0) FAIL("negative bank at seat " << s);
            if (seat.in_round != bets[static_cast<std::size_t>(s)].plays) FAIL("seat " << s << " played uninvited");
            if (!seat.in_round && seat.round_bank_delta() != 0) FAIL("a seat sitting out won or lost");
            for (int h = 0; h < seat.hand_count; ++h)
                if (!seat.hand(h).settled()) FAIL("round " << r << ": seat " << s << " hand " << h << " unsettled");
            mix(out.digest, seat.round_bank_delta());
            mix(out.digest, seat.round_credits_delta());
            out.seat_rounds += seat.in_round;
        }
        ++out.rounds;
    }
    return out;
}

Rules with_early_surrender() {
    Rules r = test::preset_rules("trivia");
    r.surrender = Surrender::Early;
    r.split_aces = r.double_after_split = true;
    r.max_hands = 4;
    return r;
}

Rules without_peek() {
    Rules r = test::preset_rules("trivia");
    r.peek = false;  // insurance and even money are settled by the peek: without one they are not offered
    r.insurance = false;
    r.even_money = EvenMoney::None;
    r.max_seats = 7;
    REQUIRE(check_rules(r).empty());
    return r;
}

}  // namespace

TEST_CASE(
    "random rounds at tables of 1 to 7 seats: each seat's money conserved, every round ends, same seed same "
    "rounds",
    "[property][seats]") {
    const long rounds = seat_property_rounds();
    for (const char* name : {"trivia", "classic", "three-bets", "single-deck", "chartwell", "early", "no-peek"}) {
        INFO("rules " << name);
        const std::string n = name;
        const Rules rules = n == "early"     ? with_early_surrender()
                            : n == "no-peek" ? without_peek()
                                             : test::preset_rules(n);
        const SeatRun run = play_seats(rules, 2028, rounds);
        CHECK(run.rounds == rounds);
        CHECK(run.seat_rounds > rounds);  // tables of several seats were played
        const long again = std::min<long>(rounds, 20'000);
        CHECK(play_seats(rules, 11, again).digest == play_seats(rules, 11, again).digest);
        CHECK(play_seats(rules, 11, again).digest != play_seats(rules, 12, again).digest);
    }
}

TEST_CASE("a seat plays the same round alone and at one seat of a table: the one-seat table is unchanged",
          "[property][seats]") {
    // The same shoe and choices through begin_round(bet) and through begin_round({one SeatBet}) at one seat.
    for (const char* name : {"trivia", "classic", "three-bets", "single-deck", "chartwell"}) {
        INFO("preset " << name);
        const Rules rules = test::preset_rules(name);
        Table a(rules, Shoe(rules.decks, 5, rules.cut_card, rules.penetration_percent));
        Table b(rules, Shoe(rules.decks, 5, rules.cut_card, rules.penetration_percent));
        test::RandomPlayer pa(9), pb(9);
        std::vector<Event> ea, eb;
        a.set_event_sink([&](const Event& e) { ea.push_back(e); });
        b.set_event_sink([&](const Event& e) { eb.push_back(e); });
        for (int r = 0; r < 20'000; ++r) {
            if (a.game_over()) REQUIRE((a.reset_session().ok() && b.reset_session().ok()));
            const Cents bet = pa.choose_bet(a);
            (void)pb.choose_bet(b);
            REQUIRE(a.begin_round(bet).ok());
            const std::vector<SeatBet> one{SeatBet{.bet = bet}};
            REQUIRE(b.begin_round(one).ok());
            while (a.state() != RoundState::RoundOver) REQUIRE((pa.step(a).ok() && pb.step(b).ok()));
            REQUIRE(b.state() == RoundState::RoundOver);
            REQUIRE(a.bank() == b.bank());
        }
        REQUIRE(ea.size() == eb.size());
        for (std::size_t i = 0; i < ea.size(); ++i) {
            if (ea[i].type != eb[i].type || ea[i].amount != eb[i].amount || ea[i].seat != eb[i].seat)
                FAIL("event " << i << " differs");
        }
    }
}
