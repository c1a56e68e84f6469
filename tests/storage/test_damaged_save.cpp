// Damaged, foreign, truncated and unreadable saves: the file is moved aside as
// "<name>.corrupt-YYYYMMDD-HHMMSS", a fresh save starts, the banks come back from the bank copy,
// and the game gets a notice. Nothing here may throw.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <fstream>

#include "storage/bank_copy.h"
#include "storage/manual_clock.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"
#include "storage/round_summary.h"
#include "storage/save_database.h"
#include "storage/sql/sql_connection.h"
#include "tests/file_text.h"
#include "tests/temp_folder.h"

using bjt::test::file_text;

using namespace bjt;
using namespace bjt::storage;
using bjt::test::TempFolder;
namespace fs = std::filesystem;

namespace {

// 2024-03-09 14:05:07 UTC, shown at UTC+1: the damaged file is stamped 20240309-150507.
constexpr UnixSeconds kNow = 1'709'993'107;
constexpr const char* kStamp = "20240309-150507";

// Two profiles, one with a round open (its stake must come back), and enough leaderboard history
// that the file spans many pages (so damage and truncation cut into real data).
void make_save(const fs::path& folder, const Clock& clock) {
    SaveDatabase db = SaveDatabase::open(folder, clock);
    ProfileStore profiles(db);
    MoneyJournal journal(db);
    const std::int64_t a = profiles.create("Alice", "trivia", 1000'00, 10).id;
    const std::int64_t b = profiles.create("Bob", "classic", 100'00, 0).id;
    db.connection().exec(
        "INSERT INTO leaderboard(name, preset, bank, at, local_day)"
        " WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)"
        " SELECT 'Player ' || i, 'classic', i * 100, i, '2024-01-01' FROM n");
    Cents bank = 1000'00;
    for (int i = 0; i < 3; ++i) {
        journal.place_bet(a, 5'00, bank - 5'00);
        const Cents net = i % 3 == 0 ? -5'00 : 5'00;
        journal.settle(a, JournalKind::HandSettled, 5'00, net, bank + net);
        bank += net;
        journal.close_round(a, RoundSummary{}, bank, 10);
    }
    journal.place_bet(b, 20'00, 80'00);  // Bob's round is cut off
}

void write_file(const fs::path& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

Cents alice_bank() { return 1000'00 - 5'00 + 5'00 + 5'00; }

void check_banks_restored(SaveDatabase& db) {
    ProfileStore profiles(db);
    REQUIRE(profiles.list().size() == 2);
    CHECK(profiles.find("Alice")->bank == alice_bank());
    CHECK(profiles.find("Alice")->credits == 10);
    CHECK(profiles.find("Bob")->bank == 100'00);  // 80 + the 20 that was on the table
    CHECK(profiles.find("Bob")->preset == "classic");
    CHECK_FALSE(MoneyJournal(db).open_round(profiles.find("Bob")->id));
}

}  // namespace

TEST_CASE("a damaged save is kept aside and the banks come back from the copy") {
    TempFolder folder;
    ManualClock clock(kNow, 3600);
    make_save(folder.path(), clock);
    const fs::path save = folder / SaveDatabase::kFileName;
    const std::string healthy = file_text(save);
    REQUIRE(healthy.size() > 16 * 4096);

    std::string damaged;
    SECTION("garbage bytes over the pages") {
        damaged = healthy;
        for (std::size_t i = 4096; i < damaged.size(); i += 7) damaged[i] = static_cast<char>(i * 31);
    }
    SECTION("a truncated file") { damaged = healthy.substr(0, healthy.size() / 2); }
    SECTION("a file that is not SQLite at all") { damaged = "name,bank\nAlice,999999999\n"; }
    SECTION("an emptied file") { damaged = ""; }
    // Sound SQLite files that are not a save failed their migration on every start (found by fuzz_save_open).
    SECTION("the bank copy in the save's place") { damaged = file_text(folder / SaveDatabase::kBankCopyFileName); }
    SECTION("another program's database") {
        const fs::path other = folder / "other.db";
        {
            SqlConnection db = SqlConnection::open(other, true);
            db.exec("CREATE TABLE recipes(name TEXT); INSERT INTO recipes VALUES ('bread')");
        }
        damaged = file_text(other);
    }
    SECTION("a save's table names with other columns") {
        const fs::path other = folder / "other.db";
        {
            SqlConnection db = SqlConnection::open(other, true);
            db.exec(
                "CREATE TABLE profiles(x); CREATE TABLE journal(x); CREATE TABLE rounds(x); PRAGMA user_version = 1");
        }
        damaged = file_text(other);
    }
    write_file(save, damaged);

    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    CHECK(db.saving());
    REQUIRE(db.notices().size() == 1);
    const SaveNotice& n = db.notices()[0];
    CHECK(n.kind == SaveNoticeKind::DamagedSaveRestored);
    CHECK(n.message.find("2 profiles") != std::string::npos);
    if (!damaged.empty()) {
        REQUIRE(n.kept_aside.size() == 1);
        CHECK(n.kept_aside[0] == folder / (std::string(SaveDatabase::kFileName) + ".corrupt-" + kStamp));
        CHECK(file_text(n.kept_aside[0]) == damaged);  // kept byte for byte
        CHECK(n.message.find(n.kept_aside[0].filename().string()) != std::string::npos);
    }
    check_banks_restored(db);
    // The restored profiles are saved in the fresh file: a second open is quiet.
    SaveDatabase again = SaveDatabase::open(folder.path(), clock);
    CHECK(again.notices().empty());
    check_banks_restored(again);
}

TEST_CASE("a save that is a folder is moved aside") {
    TempFolder folder;
    ManualClock clock(kNow, 3600);
    fs::create_directory(folder / SaveDatabase::kFileName);
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    CHECK(db.saving());
    REQUIRE(db.notices().size() == 1);
    CHECK(db.notices()[0].kind == SaveNoticeKind::DamagedSaveLost);
    CHECK(fs::is_directory(folder / (std::string(SaveDatabase::kFileName) + ".corrupt-" + kStamp)));
    CHECK_NOTHROW(ProfileStore(db).create("New", "trivia", 1000'00, 10));
}

TEST_CASE("an unreadable or read-only save (needs a user without root's rights)") {
    if (geteuid() == 0) {
        WARN("running as root: file permissions do not stop root, so this case cannot be made here");
        return;
    }
    TempFolder folder;
    ManualClock clock(kNow, 3600);
    make_save(folder.path(), clock);
    const fs::path save = folder / SaveDatabase::kFileName;
    SECTION("unreadable: moved aside, banks from the copy") {
        fs::permissions(save, fs::perms::none);
        SaveDatabase db = SaveDatabase::open(folder.path(), clock);
        REQUIRE(db.notices().size() == 1);
        CHECK(db.notices()[0].kind == SaveNoticeKind::DamagedSaveRestored);
        check_banks_restored(db);
    }
    SECTION("read-only: copied into a fresh writable file, nothing lost") {
        fs::permissions(save, fs::perms::owner_read);
        SaveDatabase db = SaveDatabase::open(folder.path(), clock);
        CHECK(db.saving());
        CHECK(db.notices().empty());
        CHECK(ProfileStore(db).find("Alice")->bank == alice_bank());
        CHECK(MoneyJournal(db).open_round(ProfileStore(db).find("Bob")->id));  // the round is still there to recover
    }
}

TEST_CASE("a damaged bank copy is rebuilt from the save") {
    TempFolder folder;
    ManualClock clock(kNow, 3600);
    make_save(folder.path(), clock);
    write_file(folder / SaveDatabase::kBankCopyFileName, "not a database, not at all, no");
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    REQUIRE(db.notices().size() == 1);
    CHECK(db.notices()[0].kind == SaveNoticeKind::BankCopyRebuilt);
    CHECK(db.notices()[0].kept_aside.size() == 1);
    const auto copies = BankCopy::read(db.connection());
    REQUIRE(copies.size() == 2);
    CHECK(copies[0].bank == alice_bank());
    CHECK(copies[1].on_table == 20'00);
}

TEST_CASE("save and copy both damaged: a fresh start, said plainly") {
    TempFolder folder;
    ManualClock clock(kNow, 3600);
    make_save(folder.path(), clock);
    write_file(folder / SaveDatabase::kFileName, std::string(9000, '\x5a'));
    write_file(folder / SaveDatabase::kBankCopyFileName, std::string(5000, '\x01'));
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    CHECK(db.saving());
    REQUIRE(db.notices().size() == 1);
    CHECK(db.notices()[0].kind == SaveNoticeKind::DamagedSaveLost);
    CHECK(db.notices()[0].kept_aside.size() == 2);
    CHECK(ProfileStore(db).list().empty());
}

TEST_CASE("a journal left without its save is set aside, not played into a fresh one") {
    TempFolder folder;
    ManualClock clock(kNow, 3600);
    const fs::path orphan = folder / (std::string(SaveDatabase::kFileName) + "-journal");
    write_file(orphan, std::string(2048, '\x7f'));
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    CHECK(db.saving());
    CHECK_FALSE(fs::exists(orphan));
    CHECK(fs::exists(folder / (std::string(SaveDatabase::kFileName) + "-journal.corrupt-" + kStamp)));
    CHECK_NOTHROW(ProfileStore(db).create("Fresh", "trivia", 1000'00, 10));
}

TEST_CASE("a second damaged file in the same second gets its own name") {
    TempFolder folder;
    ManualClock clock(kNow, 3600);
    write_file(folder / SaveDatabase::kFileName, "junk one");
    { SaveDatabase db = SaveDatabase::open(folder.path(), clock); }
    write_file(folder / SaveDatabase::kFileName, "junk two");
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    const std::string base = std::string(SaveDatabase::kFileName) + ".corrupt-" + kStamp;
    CHECK(file_text(folder / base) == "junk one");
    CHECK(file_text(folder / (base + "-2")) == "junk two");
}

TEST_CASE("a save from a newer game is left untouched") {
    TempFolder folder;
    ManualClock clock(kNow);
    make_save(folder.path(), clock);
    {
        SqlConnection raw = SqlConnection::open(folder / SaveDatabase::kFileName, false);
        raw.exec("PRAGMA user_version = 99");
    }
    const std::string before = file_text(folder / SaveDatabase::kFileName);
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    CHECK_FALSE(db.saving());
    REQUIRE(db.notices().size() == 1);
    CHECK(db.notices()[0].kind == SaveNoticeKind::NewerVersion);
    CHECK_NOTHROW(ProfileStore(db).create("Guest", "trivia", 1000'00, 10));  // the session still plays
    CHECK(file_text(folder / SaveDatabase::kFileName) == before);
}

TEST_CASE("a folder that cannot be made: the session plays in memory") {
    TempFolder folder;
    ManualClock clock(kNow);
    write_file(folder / "a-file", "x");
    SaveDatabase db = SaveDatabase::open(folder / "a-file" / "saves", clock);
    CHECK_FALSE(db.saving());
    REQUIRE(db.notices().size() == 1);
    CHECK(db.notices()[0].kind == SaveNoticeKind::NotSaving);
    CHECK(db.notices()[0].message.find("not be saved") != std::string::npos);
    const Profile p = ProfileStore(db).create("Guest", "trivia", 1000'00, 10);
    CHECK_NOTHROW(MoneyJournal(db).place_bet(p.id, 5'00, 995'00));
}
