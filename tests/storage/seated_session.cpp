#include "tests/storage/seated_session.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>

#include "engine/fairness/fair_shoe.h"
#include "engine/rng.h"
#include "engine/table.h"
#include "engine/trivia/asked_questions.h"
#include "engine/trivia/question.h"
#include "storage/hand_history.h"
#include "storage/profile_store.h"
#include "storage/session_recorder.h"
#include "storage/table_recorders.h"
#include "tests/storage/random_choices.h"

namespace bjt::test {
namespace {

struct Seating {
    Table table;
    std::vector<std::unique_ptr<storage::SessionRecorder>> recorders;  // the people's, in the order given
    storage::TableRecorders joined;
    std::vector<std::int64_t> profile_ids;
    Rng rng;
    trivia::AskedQuestions asked;
    fairness::ShoeSeeds seeds;
    int shoes = 0;

    Seating(const Rules& rules, std::uint64_t seed) : table(rules, Shoe::stacked({})), rng(seed) {}

    void reveal() {
        for (auto& r : recorders)
            if (shoes != 0) r->server_seed_revealed(seeds.shoe_number, seeds.server_seed.hex());
    }

    // A new fair shoe whenever the table would shuffle, one number for every person at it.
    void before_round(storage::SaveDatabase& db) {
        const Rules& rules = table.rules();
        if (shoes != 0 && rules.shuffle != ShuffleMode::EveryRound && !table.shoe().cut_card_reached()) return;
        reveal();
        const std::uint64_t number = storage::HandHistory(db).take_fair_shoe_number(profile_ids);
        fairness::ServerSeed server;
        for (auto& byte : server.bytes) byte = static_cast<std::uint8_t>(rng.below(256));
        seeds = {server, "table seed " + std::to_string(rng.below(1000)), number};
        ++shoes;
        table.set_shoe(fairness::fair_shoe(rules, seeds));
        for (auto& r : recorders) r->fair_shoe_started(number, server.commitment(), seeds.client_seed, rules.name);
    }

    std::vector<SeatBet> bets() {
        std::vector<SeatBet> bets(static_cast<std::size_t>(table.seat_count()));
        bool anyone = false;
        for (int i = 0; i < table.seat_count(); ++i) {
            SeatBet& b = bets[static_cast<std::size_t>(i)];
            const BetLimits limits = table.bet_limits_at(table.seat(i).bank);
            b.bet = std::min(limits.max, limits.min * (1 + static_cast<Cents>(rng.below(3))));
            b.plays = !table.game_over(i) && rng.below(6) != 0 && table.check_bet(i, b.bet).ok();
            anyone = anyone || b.plays;
        }
        if (!anyone)
            for (int i = 0; i < table.seat_count(); ++i)
                if (table.check_bet(i, bets[static_cast<std::size_t>(i)].bet).ok())
                    return bets[static_cast<std::size_t>(i)].plays = true, bets;
        return bets;
    }

    Status step() {
        switch (table.state()) {
            case RoundState::QuestionPending: {
                if (rng.below(5) == 0) return joined.withdraw_question(table);
                if (storage::SessionRecorder* own = joined.at_seat(table.seat_in_turn())) {
                    const auto id = "q-" + std::to_string(rng.below(100000));
                    asked.insert(id);
                    own->question_asked(trivia::Question::true_false(id, "Test", Difficulty::Medium, "Q?", true),
                                        asked);
                }
                return joined.answer(table, static_cast<Difficulty>(rng.below(3)), rng.below(4) != 0);
            }
            case RoundState::Predictions: {
                return joined.predict(table, random_prediction(table, rng));
            }
            default: {
                const std::optional<Action> action = random_legal_action(table, rng);
                return action ? joined.act(table, *action) : Status{Refusal::NotOfferedNow};
            }
        }
    }

    bool someone_can_play() const {
        return std::any_of(recorders.begin(), recorders.end(),
                           [this](const auto& r) { return !table.game_over(r->seat()); });
    }
};

}  // namespace

SeatedSessionResult play_seated_session(storage::SaveDatabase& db, const Rules& rules, int seats,
                                        const std::vector<SeatedPerson>& people, int rounds, std::uint64_t seed,
                                        bool leave_last_round_open) {
    Seating s(rules, seed);
    REQUIRE(s.table.set_seat_count(seats));
    const int credits = rules.trivia ? rules.trivia_start_credits : 0;
    for (const SeatedPerson& p : people) {
        const storage::Profile profile =
            storage::ProfileStore(db).create(p.name, rules.name, rules.starting_bank, credits);
        REQUIRE(s.table.reset_seat(p.seat, profile.bank, profile.credits));
        s.profile_ids.push_back(profile.id);
        s.recorders.push_back(std::make_unique<storage::SessionRecorder>(db, profile.id, s.table, p.seat));
        s.joined.add(*s.recorders.back());
    }
    s.table.set_event_sink(s.joined.sink());
    SeatedSessionResult result;
    for (int round = 0; round < rounds + (leave_last_round_open ? 1 : 0) && s.someone_can_play(); ++round) {
        s.before_round(db);
        const std::vector<SeatBet> bets = s.bets();
        std::vector<Cents> banks_before;
        for (const auto& r : s.recorders) banks_before.push_back(s.table.seat(r->seat()).bank);
        REQUIRE(s.joined.begin_round(s.table, bets));
        if (round == rounds) {
            for (std::size_t i = 0; i < people.size(); ++i) {
                result.people.push_back({});
                result.people[i].bank_before_open_round = banks_before[i];
            }
            break;  // left open, as a crash leaves it
        }
        while (s.table.state() != RoundState::RoundOver) REQUIRE(s.step());
        for (const auto& r : s.recorders) {
            INFO(r->error());
            REQUIRE_FALSE(r->failed());
        }
        ++result.rounds;
    }
    if (!leave_last_round_open) s.reveal();
    result.people.resize(people.size());
    for (std::size_t i = 0; i < people.size(); ++i) {
        const storage::SessionRecorder& r = *s.recorders[i];
        SeatedPersonResult& out = result.people[i];
        out.profile_id = r.profile_id();
        out.session_id = r.session_id();
        out.bank = s.table.seat(r.seat()).bank;
        out.credits = s.table.seat(r.seat()).credits;
    }
    result.shoes = s.shoes;
    return result;
}

}  // namespace bjt::test
