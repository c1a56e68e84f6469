// Disk faults: a VFS over SQLite's default one fails the Nth write, sync or open of a session of play,
// for every N the session reaches, with SQLITE_IOERR and with SQLITE_FULL. After each fault the save is
// reopened with a working disk and recovered, and:
//   - the error surfaced (the recorder's error() or the failing call's exception says what happened);
//   - every bank is the sum of its journal and the bank copy agrees, no round stays open;
//   - the journal is exactly the start of what the same seed plays with no fault, plus at most the refund
//     of the stakes that were on the table: what the journal settled stands, stakes go back, nothing else.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <exception>

#include "storage/manual_clock.h"
#include "storage/money_journal.h"
#include "storage/round_recovery.h"
#include "storage/save_database.h"
#include "storage/tools/torture_player.h"
#include "tests/storage/fault_vfs.h"
#include "tests/storage/save_invariants.h"
#include "tests/temp_folder.h"

using namespace bjt;
using namespace bjt::storage;
using namespace bjt::storage::test;
using bjt::test::TempFolder;

namespace {

constexpr UnixSeconds kNow = 1'709'993'107;
constexpr std::uint64_t kSeed = 20261123;
constexpr int kSteps = 3;  // rounds (or a cash-out) per session

// Every fault point takes a few fsyncs, so ctest tries every 9th point (all three kinds, both errors);
// BJT_FAULT_STRIDE=1 tries every one (1,324 points over three rounds: about 10 minutes on the CI machine).
std::uint64_t stride() {
    const char* text = std::getenv("BJT_FAULT_STRIDE");
    const long v = text ? std::strtol(text, nullptr, 10) : 9;
    return v >= 1 ? static_cast<std::uint64_t>(v) : 9;
}

struct Session {
    std::string error;  // what surfaced, "" when nothing failed
    bool fired = false;
    std::uint64_t calls = 0;
};

// Opens a save (the disk working), then plays kSteps with the fault armed.
Session play(const std::filesystem::path& folder, FaultVfs& faults, FaultKind kind, std::uint64_t nth, int error) {
    const Rules rules = torture_rules("trivia");
    ManualClock clock(kNow);
    SaveDatabase db = SaveDatabase::open(folder, clock);
    TorturePlayer player(db, rules, "Faulty", kSeed);
    Session s;
    faults.arm(kind, nth, error);
    try {
        for (int i = 0; i < kSteps && player.step(); ++i) {
        }
    } catch (const std::exception& e) {
        s.error = e.what();
    }
    if (player.recorder().failed()) s.error = player.recorder().error();
    s.fired = faults.fired();
    s.calls = faults.calls();
    faults.disarm();
    return s;
}

// The save reopened on a working disk, recovered, checked; its journal as moves.
std::vector<Move> recovered_moves(const std::filesystem::path& folder) {
    ManualClock clock(kNow + 60);
    SaveDatabase db = SaveDatabase::open(folder, clock);
    RoundRecovery(db).run();
    const auto ids = check_save(db);
    REQUIRE(ids.count("Faulty") == 1);
    return moves(MoneyJournal(db).entries(ids.at("Faulty")));
}

}  // namespace

TEST_CASE("a failed write, sync or open at any point of play loses and makes no money", "[storage][faults]") {
    FaultVfs faults;
    std::size_t points = 0;
    for (const FaultKind kind : {FaultKind::Write, FaultKind::Sync, FaultKind::Open}) {
        TempFolder clean_folder;
        const Session clean = play(clean_folder.path(), faults, kind, 0, SQLITE_OK);
        REQUIRE(clean.error.empty());
        REQUIRE(clean.calls > 0);
        const std::vector<Move> expected = recovered_moves(clean_folder.path());
        for (const int code : {SQLITE_IOERR, SQLITE_FULL}) {
            for (std::uint64_t nth = 1 + (code == SQLITE_FULL ? stride() / 2 : 0); nth <= clean.calls;
                 nth += stride()) {
                INFO("fault kind " << static_cast<int>(kind) << ", error " << code << ", call " << nth);
                TempFolder folder;
                const Session s = play(folder.path(), faults, kind, nth, code);
                REQUIRE(s.fired);
                ++points;
                CHECK_FALSE(s.error.empty());  // the failure is said, never swallowed
                std::vector<Move> got = recovered_moves(folder.path());
                while (!got.empty() && got.back().kind == "refund") got.pop_back();
                REQUIRE(got.size() <= expected.size());
                CHECK(std::equal(got.begin(), got.end(), expected.begin()));
            }
        }
    }
    WARN("fault points injected: " << points);
}
