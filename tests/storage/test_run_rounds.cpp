// The rounds of the run being played (storage/run_rounds.h), the game-over screen's "Rounds played": counted
// from the run's start across sittings, not from the game's start; a preset left and come back to goes on
// counting its own run, the rounds of the other preset meanwhile left out; a new run, a cash-out and a refunded
// round as they should be.
#include <catch2/catch.hpp>

#include "storage/kept_banks.h"
#include "storage/leaderboard.h"
#include "storage/manual_clock.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"
#include "storage/round_recovery.h"
#include "storage/round_summary.h"
#include "storage/run_rounds.h"
#include "storage/save_database.h"

using namespace bjt;
using namespace bjt::storage;

namespace {

// A round of 10 lost: the bank goes from `bank` to `bank - 10`.
Cents lose_round(SaveDatabase& db, std::int64_t id, Cents bank) {
    MoneyJournal journal(db);
    journal.place_bet(id, 10'00, bank - 10'00);
    journal.settle(id, JournalKind::HandSettled, 10'00, -10'00, bank - 10'00);
    RoundSummary summary;
    summary.net = -10'00;
    journal.close_round(id, summary, bank - 10'00, 0);
    return bank - 10'00;
}

}  // namespace

TEST_CASE("a run's rounds: from its start, across presets left and come back to", "[saves][run-rounds]") {
    ManualClock clock(1'700'000'000);
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    const Profile ada = ProfileStore(db).create("Ada", "classic", 100'00, 0);
    RunRounds runs(db);
    CHECK(runs.count(ada.id) == 0);
    Cents bank = 100'00;
    for (int i = 0; i < 3; ++i) bank = lose_round(db, ada.id, bank);
    CHECK(runs.count(ada.id) == 3);

    // Two rounds at trivia (its own run), then back to classic: its run goes on from 3.
    KeptBanks(db).switch_to(ada.id, "trivia", 1000'00, 10);
    CHECK(runs.count(ada.id) == 0);
    Cents trivia = 1000'00;
    for (int i = 0; i < 2; ++i) trivia = lose_round(db, ada.id, trivia);
    CHECK(runs.count(ada.id) == 2);
    KeptBanks(db).switch_to(ada.id, "classic", 100'00, 0);
    CHECK(runs.count(ada.id) == 3);
    bank = lose_round(db, ada.id, bank);
    CHECK(runs.count(ada.id) == 4);
    // And trivia's goes on from 2.
    KeptBanks(db).switch_to(ada.id, "trivia", 1000'00, 10);
    trivia = lose_round(db, ada.id, trivia);
    CHECK(runs.count(ada.id) == 3);
}

TEST_CASE("a run's rounds: a new run and a cash-out start again, a refunded round was not played",
          "[saves][run-rounds]") {
    ManualClock clock(1'700'000'000);
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    const Profile ada = ProfileStore(db).create("Ada", "classic", 100'00, 0);
    RunRounds runs(db);
    Cents bank = 100'00;
    for (int i = 0; i < 2; ++i) bank = lose_round(db, ada.id, bank);
    ProfileStore(db).start_new_run(ada.id, 100'00, 0);
    CHECK(runs.count(ada.id) == 0);
    bank = lose_round(db, ada.id, 100'00);
    CHECK(runs.count(ada.id) == 1);
    Leaderboard(db).cash_out(ada.id, "classic", 100'00, 0);
    CHECK(runs.count(ada.id) == 0);
    // A round cut off (the game killed mid-round) is refunded at the next start: not a round played.
    MoneyJournal(db).place_bet(ada.id, 10'00, 90'00);
    RoundRecovery(db).run();
    CHECK(runs.count(ada.id) == 0);
    lose_round(db, ada.id, 100'00);
    CHECK(runs.count(ada.id) == 1);
}
