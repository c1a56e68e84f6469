// The money journal's checks, and the recovery rule for a round cut off by a crash: what was
// settled stands, every stake still on the table comes back as one refund.
#include <catch2/catch.hpp>

#include "engine/table.h"
#include "storage/career_stats.h"
#include "storage/manual_clock.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"
#include "storage/round_recovery.h"
#include "storage/round_summary.h"
#include "storage/save_database.h"
#include "storage/session_recorder.h"
#include "storage/storage_error.h"
#include "tests/temp_folder.h"

using namespace bjt;
using namespace bjt::storage;
using bjt::test::TempFolder;

namespace {

Cents journal_sum(MoneyJournal& journal, std::int64_t profile) {
    Cents sum = 0;
    for (const JournalEntry& e : journal.entries(profile)) sum += e.amount;
    return sum;
}

}  // namespace

TEST_CASE("a bet opens the round, the settlement closes it with the bank after") {
    ManualClock clock(5000);
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    ProfileStore profiles(db);
    MoneyJournal journal(db);
    const Profile p = profiles.create("J", "trivia", 100'00, 10);

    const std::int64_t round = journal.place_bet(p.id, 10'00, 90'00);
    auto open = journal.open_round(p.id);
    REQUIRE(open);
    CHECK(open->id == round);
    CHECK(open->bank_before == 100'00);
    CHECK(open->on_table == 10'00);
    CHECK(profiles.load(p.id)->bank == 90'00);

    journal.add_stake(p.id, JournalKind::Double, 10'00, 80'00);
    journal.settle(p.id, JournalKind::HandSettled, 20'00, 20'00, 120'00);
    journal.close_round(p.id, RoundSummary{}, 120'00, 11);
    CHECK_FALSE(journal.open_round(p.id));
    const auto rounds = journal.rounds(p.id);
    REQUIRE(rounds.size() == 1);
    CHECK(rounds[0].status == RoundStatus::Settled);
    CHECK(rounds[0].net == 20'00);
    CHECK(rounds[0].bank_after == 120'00);
    CHECK(profiles.load(p.id)->credits == 11);
    CHECK(journal_sum(journal, p.id) == 120'00);
}

TEST_CASE("the journal refuses what does not add up, and changes nothing") {
    ManualClock clock;
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    ProfileStore profiles(db);
    MoneyJournal journal(db);
    const Profile p = profiles.create("J", "trivia", 100'00, 10);

    CHECK_THROWS_AS(journal.place_bet(p.id, 10'00, 91'00), StorageError);  // the table's bank disagrees
    CHECK_FALSE(journal.open_round(p.id));
    CHECK(profiles.load(p.id)->bank == 100'00);

    journal.place_bet(p.id, 10'00, 90'00);
    CHECK_THROWS_AS(journal.place_bet(p.id, 10'00, 80'00), StorageError);  // one open round at a time
    CHECK_THROWS_AS(journal.settle(p.id, JournalKind::HandSettled, 20'00, 0, 110'00),
                    StorageError);  // only 10 on the table
    CHECK_THROWS_AS(journal.close_round(p.id, RoundSummary{}, 90'00, 10), StorageError);  // stake still out
    CHECK_THROWS_AS(journal.add_stake(p.id, JournalKind::Double, 200'00, -110'00), StorageError);  // below zero
    CHECK(journal.open_round(p.id)->on_table == 10'00);
    CHECK(profiles.load(p.id)->bank == 90'00);
    CHECK(journal.entries(p.id).size() == 2);
}

TEST_CASE("recovery refunds a round cut off after the bet") {
    TempFolder folder;
    ManualClock clock(1000);
    std::int64_t id = 0;
    {
        SaveDatabase db = SaveDatabase::open(folder.path(), clock);
        id = ProfileStore(db).create("Crash", "trivia", 100'00, 10).id;
        MoneyJournal(db).place_bet(id, 25'00, 75'00);
    }  // the game dies here
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    MoneyJournal journal(db);
    CHECK(journal.open_round(id));
    const auto recovered = RoundRecovery(db).run();
    REQUIRE(recovered.size() == 1);
    CHECK(recovered[0].profile_name == "Crash");
    CHECK(recovered[0].refunded == 25'00);
    CHECK(recovered[0].settled_net == 0);
    CHECK(recovered[0].bank_after == 100'00);
    CHECK(ProfileStore(db).load(id)->bank == 100'00);
    CHECK_FALSE(journal.open_round(id));
    const auto rounds = journal.rounds(id);
    REQUIRE(rounds.size() == 1);
    CHECK(rounds[0].status == RoundStatus::Refunded);
    CHECK(rounds[0].on_table == 0);
    const auto entries = journal.entries(id);
    CHECK(entries.back().kind == JournalKind::Refund);
    CHECK(entries.back().amount == 25'00);
    const CareerTotals t = CareerStats(db).totals(id);
    CHECK(t.rounds == 0);  // an interrupted round counts nowhere else
    CHECK(t.interrupted_rounds == 1);
    CHECK(RoundRecovery(db).run().empty());  // once only
}

TEST_CASE("recovery keeps what was settled and refunds only the stakes still out") {
    ManualClock clock;
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    const std::int64_t id = ProfileStore(db).create("Split", "trivia", 100'00, 10).id;
    MoneyJournal journal(db);
    journal.place_bet(id, 10'00, 90'00);
    journal.add_stake(id, JournalKind::Split, 10'00, 80'00);
    journal.settle(id, JournalKind::HandSettled, 10'00, 10'00, 100'00);  // first hand: a Charlie, paid at once
    journal.add_stake(id, JournalKind::Insurance, 5'00, 95'00);
    journal.settle(id, JournalKind::InsuranceSettled, 5'00, -5'00, 95'00);  // insurance lost at the peek
    // crash: the second hand's 10 is still on the table
    const auto recovered = RoundRecovery(db).run();
    REQUIRE(recovered.size() == 1);
    CHECK(recovered[0].refunded == 10'00);
    CHECK(recovered[0].settled_net == 5'00);  // +10 Charlie, -5 insurance
    CHECK(ProfileStore(db).load(id)->bank == 105'00);
    CHECK(journal_sum(journal, id) == 105'00);
    CHECK(journal.rounds(id)[0].net == 5'00);
}

TEST_CASE("the recorder refuses a table that does not match the save") {
    ManualClock clock;
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    const std::int64_t id = ProfileStore(db).create("R", "trivia", 100'00, 10).id;
    Rules rules;
    Table table(rules, Shoe(6, 1));
    REQUIRE(table.reset_session(100'00, 10));
    CHECK_NOTHROW(SessionRecorder(db, id, table));
    REQUIRE(table.reset_session(500'00, 10));
    CHECK_THROWS_AS(SessionRecorder(db, id, table), StorageError);
    REQUIRE(table.reset_session(100'00, 10));
    MoneyJournal(db).place_bet(id, 5'00, 95'00);
    CHECK_THROWS_AS(SessionRecorder(db, id, table), StorageError);  // recovery first
}

TEST_CASE("a write the save refuses stops the recorder instead of reaching the engine") {
    ManualClock clock;
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    const std::int64_t id = ProfileStore(db).create("F", "trivia", 100'00, 10).id;
    Rules rules;
    rules.trivia = false;
    Table table(rules, Shoe(6, 3));
    REQUIRE(table.reset_session(100'00, 10));
    SessionRecorder recorder(db, id, table);
    int forwarded = 0;
    table.set_event_sink(recorder.sink([&](const Event&) { ++forwarded; }));
    // Another writer changes the bank behind the recorder's back: the next stake no longer adds up.
    MoneyJournal(db).place_bet(id, 1'00, 99'00);
    REQUIRE(table.begin_round(10'00));
    CHECK(recorder.failed());
    CHECK(recorder.error().find("Saving failed") == 0);
    CHECK(forwarded > 0);  // the view still sees the round
}

TEST_CASE("side bets are journaled as stakes and settlements that add up to the bank", "[side-bets]") {
    ManualClock clock;
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    const std::int64_t id = ProfileStore(db).create("S", "trivia", 1000'00, 10).id;
    Rules rules;
    rules.trivia = false;
    rules.perfect_pairs = rules.twenty_one_plus_three = true;
    // Player 8S 8H (a mixed pair), dealer TD up and 9C; 21+3 loses.
    Table table(rules, Shoe::stacked({Card(8, Suit::Spades), Card(10, Suit::Diamonds), Card(8, Suit::Hearts),
                                      Card(9, Suit::Clubs)}));
    REQUIRE(table.reset_session(1000'00, 10));
    SessionRecorder recorder(db, id, table);
    table.set_event_sink(recorder.sink(nullptr));
    SideBetStakes side;
    side[SideBet::PerfectPairs] = 5'00;
    side[SideBet::TwentyOnePlusThree] = 2'00;
    REQUIRE(table.begin_round(10'00, side));
    REQUIRE(table.act(Action::Stand));
    REQUIRE(table.state() == RoundState::RoundOver);
    CHECK_FALSE(recorder.failed());
    MoneyJournal journal(db);
    std::vector<std::string> kinds;
    for (const JournalEntry& e : journal.entries(id)) kinds.push_back(e.kind_name);
    const std::vector<std::string> expected = {
        "new_profile", "bet", "side_bet", "side_bet", "side_bet_settled", "side_bet_settled", "hand_settled"};
    CHECK(kinds == expected);
    CHECK(journal_sum(journal, id) == table.bank());
    CHECK(table.bank() == 1000'00 - 10'00 + 30'00 - 2'00);
    CHECK_FALSE(journal.open_round(id));
    CHECK(ProfileStore(db).load(id)->bank == table.bank());
}

TEST_CASE("recovery gives back side-bet stakes of a round cut off before they were settled", "[side-bets]") {
    TempFolder folder;
    ManualClock clock(1000);
    std::int64_t id = 0;
    {
        SaveDatabase db = SaveDatabase::open(folder.path(), clock);
        id = ProfileStore(db).create("Crash", "trivia", 100'00, 10).id;
        MoneyJournal(db).place_bet(id, 10'00, 90'00);
        MoneyJournal(db).add_stake(id, JournalKind::SideBet, 5'00, 85'00);
    }  // the game dies before the deal is out
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    const auto recovered = RoundRecovery(db).run();
    REQUIRE(recovered.size() == 1);
    CHECK(recovered[0].refunded == 15'00);
    CHECK(ProfileStore(db).load(id)->bank == 100'00);
}
