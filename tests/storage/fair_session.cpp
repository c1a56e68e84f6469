#include "tests/storage/fair_session.h"

#include <catch2/catch.hpp>

#include <algorithm>

#include "engine/fairness/fair_shoe.h"
#include "engine/rng.h"
#include "engine/table.h"
#include "engine/trivia/asked_questions.h"
#include "engine/trivia/question.h"
#include "storage/hand_history.h"
#include "storage/profile_store.h"
#include "storage/session_recorder.h"
#include "tests/storage/random_choices.h"

namespace bjt::test {
namespace {

class FairDealer {
public:
    // Shoes are numbered by the save, as the game numbers them (one more than the profile's last).
    FairDealer(storage::SessionRecorder& recorder, storage::HandHistory history, const storage::Profile& profile,
               std::uint64_t seed)
        : recorder_(recorder), history_(history), profile_id_(profile.id), preset_(profile.preset), rng_(seed) {}

    // Before a round: a new fair shoe whenever the table would shuffle.
    void before_round(Table& table) {
        const Rules& rules = table.rules();
        if (shoes_ != 0 && rules.shuffle != ShuffleMode::EveryRound && !table.shoe().cut_card_reached()) return;
        reveal();
        const std::uint64_t number = history_.take_fair_shoe_number(profile_id_);
        seeds_ = {server_seed(), "player seed " + std::to_string(rng_.below(1000)), number};
        ++shoes_;
        table.set_shoe(fairness::fair_shoe(rules, seeds_));
        recorder_.fair_shoe_started(number, seeds_.server_seed.commitment(), seeds_.client_seed, preset_);
    }
    void reveal() {
        if (shoes_ != 0) recorder_.server_seed_revealed(seeds_.shoe_number, seeds_.server_seed.hex());
    }
    std::uint64_t shoes() const { return shoes_; }

private:
    // From the session's seed, not the OS as the game's are: a test's session deals the same cards on every run, so
    // what it checks (which line of a file comes first, when the bank runs out) cannot change from run to run.
    fairness::ServerSeed server_seed() {
        fairness::ServerSeed seed;
        for (auto& byte : seed.bytes) byte = static_cast<std::uint8_t>(rng_.below(256));
        return seed;
    }

    storage::SessionRecorder& recorder_;
    storage::HandHistory history_;
    std::int64_t profile_id_;
    std::string preset_;  // the profile's, which its rounds are played at
    Rng rng_;
    fairness::ShoeSeeds seeds_;
    std::uint64_t shoes_ = 0;
};

Status random_step(Table& table, storage::SessionRecorder& recorder, Rng& rng, trivia::AskedQuestions& asked) {
    switch (table.state()) {
        case RoundState::QuestionPending: {
            // Now and then the player takes the hit back before choosing how hard (the history's withdraw input).
            if (rng.below(4) == 0) return recorder.withdraw_question(table);
            const auto id = "q-" + std::to_string(rng.below(100000));
            asked.insert(id);
            recorder.question_asked(trivia::Question::true_false(id, "Test", Difficulty::Medium, "Q?", true), asked);
            return recorder.answer(table, static_cast<Difficulty>(rng.below(3)), rng.below(4) != 0);
        }
        case RoundState::Predictions: {
            return recorder.predict(table, random_prediction(table, rng));
        }
        default: {
            const std::optional<Action> action = random_legal_action(table, rng);
            return action ? recorder.act(table, *action) : Status{Refusal::NotOfferedNow};
        }
    }
}

}  // namespace

FairSessionResult play_fair_session(storage::SaveDatabase& db, const Rules& rules, const std::string& name, int rounds,
                                    std::uint64_t seed) {
    const int credits = rules.trivia ? rules.trivia_start_credits : 0;
    return play_fair_session(
        db, rules, storage::ProfileStore(db).create(name, rules.name, rules.starting_bank, credits).id, rounds, seed);
}

FairSessionResult play_fair_session(storage::SaveDatabase& db, const Rules& rules, std::int64_t profile_id, int rounds,
                                    std::uint64_t seed) {
    FairSessionResult result;
    result.profile_id = profile_id;
    const std::optional<storage::Profile> profile = storage::ProfileStore(db).load(profile_id);
    REQUIRE(profile);
    Table table(rules, Shoe::stacked({}));
    REQUIRE(table.reset_session(profile->bank, profile->credits));
    storage::SessionRecorder recorder(db, result.profile_id, table);
    table.set_event_sink(recorder.sink());
    FairDealer dealer(recorder, storage::HandHistory(db), *profile, seed);
    Rng rng(seed);
    trivia::AskedQuestions asked;
    for (int round = 0; round < rounds && !table.game_over(); ++round) {
        dealer.before_round(table);
        const BetLimits limits = table.bet_limits();
        const Cents bet = std::min(limits.max, limits.min * (1 + static_cast<Cents>(rng.below(3))));
        // Side bets now and then where the rules offer them, while the bank can easily pay for them.
        SideBetStakes side_bets;
        if (rules.perfect_pairs && rng.below(3) == 0) side_bets[SideBet::PerfectPairs] = rules.perfect_pairs_min;
        if (rules.twenty_one_plus_three && rng.below(3) == 0)
            side_bets[SideBet::TwentyOnePlusThree] = rules.twenty_one_plus_three_min;
        if (table.bank() < 4 * (bet + side_bets.total())) side_bets = {};
        REQUIRE(recorder.begin_round(table, bet, side_bets));
        // A refused request is not recorded: the replays of these sessions would stop at it.
        if (table.state() != RoundState::QuestionPending) REQUIRE_FALSE(recorder.answer(table, Difficulty::Easy, true));
        while (table.state() != RoundState::RoundOver) REQUIRE(random_step(table, recorder, rng, asked));
        REQUIRE_FALSE(recorder.failed());
        ++result.rounds;
    }
    dealer.reveal();  // cash-out: the last shoe's server seed
    REQUIRE_FALSE(recorder.failed());
    result.session_id = recorder.session_id();
    result.bank = table.bank();
    result.credits = table.credits();
    result.shoes = static_cast<int>(dealer.shoes());
    return result;
}

}  // namespace bjt::test
