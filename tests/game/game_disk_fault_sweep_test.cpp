// The whole game over a disk that fails at every point of a session (issue 12): a faultless play of three
// classic rounds counts the save's writes, syncs and opens from the first bet on; then the session is played
// again once per point,
// that call and every later one failing (a disk that stays full or broken), with SQLITE_IOERR and SQLITE_FULL.
// Each time: the script's own expects hold (the table plays on, its bank right), the player was told, and the
// next start settles the save by the recovery rule, so the bank is 100 plus 10 for every win the journal
// settled: what the journal settled stands, stakes go back, no money is made or lost.
#include <sqlite3.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "game/app/app.h"
#include "game/save/save_game.h"
#include "scenes/first_scene.h"
#include "storage/money_journal.h"
#include "storage/round_recovery.h"
#include "storage/system_clock.h"
#include "tests/game/scripted_launch.h"
#include "tests/storage/fault_vfs.h"
#include "tests/temp_folder.h"

namespace fs = std::filesystem;
using bjt::game::App;
using bjt::storage::test::FaultKind;
using bjt::storage::test::FaultVfs;

namespace {

// Each point plays a whole session (about a second) and a session makes hundreds of page writes, so ctest
// tries 8 points spread over each kind, with both errors; BJT_FAULT_STRIDE=1 tries every one.
std::uint64_t stride(std::uint64_t total) {
    const char* text = std::getenv("BJT_FAULT_STRIDE");
    const long v = text ? std::strtol(text, nullptr, 10) : 0;
    return v >= 1 ? static_cast<std::uint64_t>(v) : std::max<std::uint64_t>(1, total / 8);
}

bjt::game::LaunchOptions sweep_launch(const fs::path& data_dir) {
    bjt::game::LaunchOptions o =
        bjt::game::test::scripted_launch("save_fault_sweep", "TS 9H QC 8D TS 9H QC 8D TS 9H QC 8D");
    o.data_dir = data_dir.string();
    return o;
}

struct Played {
    bool fired = false;
    std::uint64_t calls = 0;
    bool told = false;  // the notice at the table (or on the title, after leaving)
};

// Plays the session; from the first betting screen on (the rounds of play: opening the save is swept by
// tests/storage), call `nth` of `kind` and every later one fail (nth 0: nothing fails, the calls are counted).
Played play(const fs::path& data_dir, FaultKind kind, std::uint64_t nth, int error) {
    FaultVfs faults;
    App app(sweep_launch(data_dir), bjt::game::make_first_scene);
    REQUIRE(app.start());
    for (int i = 0; i < 100'000 && bjt::game::test::observe(app, "scene") != "betting"; ++i) app.frame();
    REQUIRE(bjt::game::test::observe(app, "scene") == "betting");
    faults.arm(kind, nth, error, /*sticky=*/true);
    bjt::game::test::finish_script(app);
    return {faults.fired(), faults.calls(), !app.save_notice().empty() || !app.saves().notice_history().empty()};
}

// The next start on a working disk: recovery by the rule, then the bank the save holds.
bjt::Cents restarted_bank(const fs::path& data_dir) {
    bjt::storage::SystemClock clock;
    bjt::game::SaveGame save(data_dir, clock, "classic", bjt::Rules{});
    REQUIRE(save.saving());
    const bjt::storage::Profile& p = save.current();
    bjt::Cents sum = 0;
    for (const auto& e : bjt::storage::MoneyJournal(save.database()).entries(p.id)) sum += e.amount;
    CHECK(sum == p.bank);
    CHECK(bjt::storage::RoundRecovery(save.database()).run().empty());
    return p.bank;
}

const char* kind_name(FaultKind k) { return k == FaultKind::Write ? "write" : k == FaultKind::Sync ? "sync" : "open"; }

}  // namespace

TEST_CASE("disk faults swept: the Nth write, sync or open of a session fails: no money made or lost",
          "[game][saves][fault][sweep]") {
    int points = 0;
    for (const FaultKind kind : {FaultKind::Write, FaultKind::Sync, FaultKind::Open}) {
        std::uint64_t total = 0;
        {
            bjt::test::TempFolder dir;
            total = play(dir / "save", kind, 0, SQLITE_OK).calls;
            CHECK(restarted_bank(dir / "save") == 130'00);
        }
        INFO(kind_name(kind) << " calls in three faultless rounds: " << total);
        WARN(kind_name(kind) << ": " << total << " calls in three faultless rounds");
        REQUIRE(total > 0);
        for (std::uint64_t nth = 1; nth <= total; nth += stride(total)) {
            for (const int error : {SQLITE_IOERR, SQLITE_FULL}) {
                INFO(kind_name(kind) << " " << nth << " of " << total << " fails with " << sqlite3_errstr(error));
                bjt::test::TempFolder dir;
                const Played faulty = play(dir / "save", kind, nth, error);
                REQUIRE(faulty.fired);
                CHECK(faulty.told);
                const bjt::Cents bank = restarted_bank(dir / "save");
                // 100 at the start, 10 more for each win the journal settled before the disk failed.
                CHECK(bank >= 100'00);
                CHECK(bank <= 130'00);
                CHECK(bank % 10'00 == 0);
                ++points;
            }
        }
    }
    WARN(points << " fault points played through the whole game");
}
