// Profiles: everything saved comes back after the file is closed and opened again; names are
// checked; a new run and a deletion go through the journal and the bank copy.
#include <catch2/catch.hpp>

#include "storage/bank_copy.h"
#include "storage/leaderboard.h"
#include "storage/manual_clock.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"
#include "storage/round_summary.h"
#include "storage/save_database.h"
#include "storage/storage_error.h"
#include "tests/temp_folder.h"

using namespace bjt;
using namespace bjt::storage;
using bjt::test::TempFolder;

TEST_CASE("a profile round-trips through the file") {
    TempFolder folder;
    ManualClock clock(1'700'000'000);
    std::int64_t id = 0;
    {
        SaveDatabase db = SaveDatabase::open(folder.path(), clock);
        REQUIRE(db.saving());
        REQUIRE(db.notices().empty());
        ProfileStore profiles(db);
        const Profile p = profiles.create("  Ada  ", "trivia", 1000'00, 10);
        id = p.id;
        CHECK(p.name == "Ada");
        CHECK(p.bank == 1000'00);
        CHECK(p.credits == 10);
        profiles.set_preset(id, "classic");
        profiles.set_options(id, {{"decks", "2"}, {"blackjack_pays", "6:5"}});
        trivia::AskedQuestions asked;
        asked.insert("sci-001");
        asked.insert("his-042");
        profiles.save_asked_questions(id, asked);
    }
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    CHECK(db.notices().empty());
    ProfileStore profiles(db);
    const std::optional<Profile> p = profiles.find("ADA");  // names ignore ASCII case
    REQUIRE(p);
    CHECK(p->id == id);
    CHECK(p->name == "Ada");
    CHECK(p->bank == 1000'00);
    CHECK(p->credits == 10);
    CHECK(p->preset == "classic");
    CHECK(p->options.size() == 2);
    CHECK(p->options.at("decks") == "2");
    CHECK(p->options.at("blackjack_pays") == "6:5");
    CHECK(p->asked_questions.size() == 2);
    CHECK(p->asked_questions.contains("his-042"));
    CHECK(p->created_at == 1'700'000'000);
    // The journal holds the starting bank as its first entry.
    const auto entries = MoneyJournal(db).entries(id);
    REQUIRE(entries.size() == 1);
    CHECK(entries[0].kind == JournalKind::NewProfile);
    CHECK(entries[0].amount == 1000'00);
    CHECK(entries[0].bank_after == 1000'00);
}

TEST_CASE("profile names are checked and unique") {
    ManualClock clock;
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    ProfileStore profiles(db);
    profiles.create("Grace", "trivia", 100'00, 10);
    CHECK_THROWS_AS(profiles.create("grace", "trivia", 100'00, 10), StorageError);
    CHECK_THROWS_AS(profiles.create("   ", "trivia", 100'00, 10), StorageError);
    CHECK_THROWS_AS(profiles.create("tab\there", "trivia", 100'00, 10), StorageError);
    CHECK_THROWS_AS(profiles.create(std::string(33, 'x'), "trivia", 100'00, 10), StorageError);
    CHECK_NOTHROW(profiles.create(std::string(32, 'x'), "trivia", 100'00, 10));
    CHECK_NOTHROW(profiles.create("Zoë", "trivia", 100'00, 10));
    CHECK(profiles.list().size() == 3);
}

TEST_CASE("profiles list most recently played first, rename and delete") {
    ManualClock clock(1000);
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    ProfileStore profiles(db);
    const Profile a = profiles.create("A", "trivia", 100'00, 10);
    clock.advance(10);
    const Profile b = profiles.create("B", "trivia", 100'00, 10);
    clock.advance(10);
    MoneyJournal(db).place_bet(a.id, 5'00, 95'00);  // playing A makes it the latest
    auto list = profiles.list();
    REQUIRE(list.size() == 2);
    CHECK(list[0].name == "A");
    CHECK(list[1].name == "B");

    CHECK_THROWS_AS(profiles.rename(b.id, "a"), StorageError);
    profiles.rename(b.id, "Bea");
    CHECK(profiles.find("Bea"));
    CHECK_FALSE(profiles.find("B"));
    auto copies = BankCopy::read(db.connection());
    REQUIRE(copies.size() == 2);
    CHECK(copies[0].name == "A");
    CHECK(copies[0].on_table == 5'00);
    CHECK(copies[1].name == "Bea");

    profiles.remove(a.id);
    CHECK_FALSE(profiles.find("A"));
    CHECK(MoneyJournal(db).entries(a.id).empty());
    CHECK(BankCopy::read(db.connection()).size() == 1);
}

TEST_CASE("a new run starts the bank and credits again through the journal") {
    ManualClock clock;
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    ProfileStore profiles(db);
    MoneyJournal journal(db);
    const Profile p = profiles.create("Run", "classic", 100'00, 0);
    journal.place_bet(p.id, 100'00, 0);
    CHECK_THROWS_AS(profiles.start_new_run(p.id, 100'00, 0), StorageError);  // not mid-round
    journal.settle(p.id, JournalKind::HandSettled, 100'00, -100'00, 0);
    CHECK_THROWS_AS(profiles.start_new_run(p.id, 100'00, 0), StorageError);  // settled but not closed
    journal.close_round(p.id, RoundSummary{}, 0, 0);
    profiles.start_new_run(p.id, 100'00, 3);
    const Profile after = *profiles.load(p.id);
    CHECK(after.bank == 100'00);
    CHECK(after.credits == 3);
    const auto entries = journal.entries(p.id);
    REQUIRE(entries.size() == 4);
    CHECK(entries.back().kind == JournalKind::NewRun);
    CHECK(entries.back().amount == 100'00);
}
