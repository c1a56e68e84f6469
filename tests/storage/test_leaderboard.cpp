// The Cash Out leaderboard: order, ties, the top-10 cut, the new entry's rank, "today" by the
// local calendar (midnight, a daylight-saving jump), and the cash-out's money.
#include <catch2/catch.hpp>

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

namespace {

// 2024-06-14 22:00:00 UTC.
constexpr UnixSeconds kEvening = 1'718'402'400;

// A profile with `bank` (through a new run), cashed out at the clock's time.
CashOutResult cash_out_with(SaveDatabase& db, const std::string& name, Cents bank, const char* preset = "Classic") {
    ProfileStore profiles(db);
    std::optional<Profile> p = profiles.find(name);
    const std::int64_t id = p ? p->id : profiles.create(name, preset, 100'00, 0).id;
    profiles.start_new_run(id, bank, 0);
    return Leaderboard(db).cash_out(id, preset, 100'00, 0);
}

std::vector<std::string> names(const std::vector<LeaderboardEntry>& board) {
    std::vector<std::string> out;
    for (const auto& e : board) out.push_back(e.name + ":" + std::to_string(e.bank / 100));
    return out;
}

}  // namespace

TEST_CASE("best bank first, equal banks: the earlier entry first") {
    ManualClock clock(kEvening);
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    cash_out_with(db, "Ann", 150'00);
    clock.advance(60);
    cash_out_with(db, "Ben", 300'00);
    clock.advance(60);
    cash_out_with(db, "Cat", 150'00);  // ties Ann, later
    const CashOutResult dan = cash_out_with(db, "Dan", 150'00);  // same second as Cat, later id
    CHECK(names(Leaderboard(db).all_time("Classic")) ==
          std::vector<std::string>{"Ben:300", "Ann:150", "Cat:150", "Dan:150"});
    CHECK(dan.rank_all_time == 4);
    CHECK(dan.rank_today == 4);
    CHECK(dan.entry.bank == 150'00);
    CHECK(dan.entry.name == "Dan");
    const auto board = Leaderboard(db).all_time("Classic");
    CHECK(board[3].id == dan.entry.id);  // the game highlights the row with this id
    CHECK(board[3].rank == 4);
}

TEST_CASE("the boards show the top 10, a new entry below them still learns its rank") {
    ManualClock clock(kEvening);
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    for (int i = 1; i <= 11; ++i) {
        cash_out_with(db, "P" + std::to_string(i), i * 10'00);
        clock.advance(1);
    }
    const CashOutResult low = cash_out_with(db, "Low", 5'00);
    const auto top = Leaderboard(db).all_time("Classic");
    REQUIRE(top.size() == 10);
    CHECK(top.front().name == "P11");
    CHECK(top.back().name == "P2");
    CHECK(low.rank_all_time == 12);
    CHECK(low.rank_today == 12);
    CHECK(Leaderboard(db).all_time("Classic", 100).size() == 12);
}

TEST_CASE("boards are per preset") {
    ManualClock clock(kEvening);
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    cash_out_with(db, "Pts", 500'00, "Classic");
    cash_out_with(db, "Usd", 900'00, "Trivia Blackjack");
    CHECK(names(Leaderboard(db).all_time("Classic")) == std::vector<std::string>{"Pts:500"});
    CHECK(names(Leaderboard(db).today("Trivia Blackjack")) == std::vector<std::string>{"Usd:900"});
}

TEST_CASE("today is the local calendar day: around midnight") {
    // Local time is UTC-5: 2024-06-14 23:59:30 local is 2024-06-15 04:59:30 UTC.
    const UnixSeconds before_midnight = 1'718'427'570;
    ManualClock clock(before_midnight, -5 * 3600);
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    CHECK(Leaderboard(db).today_date() == "2024-06-14");
    cash_out_with(db, "Late", 200'00);
    CHECK(names(Leaderboard(db).today("Classic")) == std::vector<std::string>{"Late:200"});
    clock.advance(29);  // 23:59:59
    CHECK(Leaderboard(db).today("Classic").size() == 1);
    clock.advance(1);  // 00:00:00 the next day (already the 15th in UTC all along)
    CHECK(Leaderboard(db).today_date() == "2024-06-15");
    CHECK(Leaderboard(db).today("Classic").empty());
    const CashOutResult early = cash_out_with(db, "Early", 100'00);
    CHECK(early.entry.local_day == "2024-06-15");
    CHECK(early.rank_today == 1);  // best of its own day
    CHECK(early.rank_all_time == 2);
    CHECK(names(Leaderboard(db).all_time("Classic")) == std::vector<std::string>{"Late:200", "Early:100"});
}

TEST_CASE("today follows a daylight-saving change of the local offset") {
    // UTC+1 until 2024-06-14 22:15 UTC, then UTC+2 (a DST-like jump of one hour).
    ManualClock clock(kEvening - 1800, 3600);  // 21:30 UTC = 22:30 local on the 14th
    clock.change_offset_at(kEvening + 900, 7200);
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    cash_out_with(db, "Before", 120'00);
    clock.set_now(kEvening + 600);  // 22:10 UTC = 23:10 local: still the 14th
    CHECK(Leaderboard(db).today("Classic").size() == 1);
    clock.set_now(kEvening + 1200);  // 22:20 UTC = 00:20 local (+2): the 15th, though +1 would say 23:20
    CHECK(Leaderboard(db).today_date() == "2024-06-15");
    CHECK(Leaderboard(db).today("Classic").empty());
    cash_out_with(db, "After", 80'00);
    CHECK(names(Leaderboard(db).today("Classic")) == std::vector<std::string>{"After:80"});
}

TEST_CASE("a cash-out records the saved bank and starts the next run in one step") {
    TempFolder folder;
    ManualClock clock(kEvening);
    std::int64_t id = 0;
    {
        SaveDatabase db = SaveDatabase::open(folder.path(), clock);
        id = ProfileStore(db).create("Solo", "Classic", 100'00, 0).id;
        MoneyJournal journal(db);
        journal.place_bet(id, 10'00, 90'00);
        CHECK_THROWS_AS(Leaderboard(db).cash_out(id, "Classic", 100'00, 0), StorageError);  // not mid-round
        journal.settle(id, JournalKind::HandSettled, 10'00, 15'00, 115'00);
        journal.close_round(id, RoundSummary{}, 115'00, 0);
        const CashOutResult r = Leaderboard(db).cash_out(id, "Classic", 100'00, 0);
        CHECK(r.entry.bank == 115'00);
        CHECK(ProfileStore(db).load(id)->bank == 100'00);
        const auto entries = journal.entries(id);
        CHECK(entries.back().kind == JournalKind::CashOut);
        CHECK(entries.back().amount == -15'00);
    }
    // It survives a restart, and deleting the profile keeps the entry.
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    ProfileStore(db).remove(id);
    CHECK(names(Leaderboard(db).all_time("Classic")) == std::vector<std::string>{"Solo:115"});
}
