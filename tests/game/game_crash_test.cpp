// Crash safety of the game itself (not only of the storage library): the real blackjack-trivia binary,
// headless, plays a long script of classic rounds into a save and is SIGKILLed at a random moment, 8 times
// over the same --data-dir. After each kill the save is opened with the storage API and:
//   - it opens without a notice (a kill never damages it);
//   - after RoundRecovery (what the next start runs) no round is open;
//   - every profile's bank is the sum of its journal and the bank copy agrees;
//   - every round is closed; a refunded one moved the bank by what its hand had settled (0 or 10 either
//     way in this script), so a cut-off round never cost its stake nor paid a win the table had not paid.
// The kill times come from a fixed seed, so a failure replays.
#include <catch2/catch.hpp>

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "engine/rng.h"
#include "storage/bank_copy.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"
#include "storage/round_recovery.h"
#include "storage/save_database.h"
#include "storage/system_clock.h"
#include "tests/temp_folder.h"

namespace fs = std::filesystem;
using namespace bjt::storage;

namespace {

constexpr int kKills = 8;
constexpr int kRounds = 400;  // more than any run lives to play

// Rounds of classic at the fastest animation speed: 10 on the spot, stand, next; a won round then a lost one.
std::string long_script() {
    std::string s = "speed instant\nawait title\nclick preset-classic\nclick play\n";
    for (int i = 0; i < kRounds; ++i)
        s += "await betting\nclick chip-10\nclick deal\nawait table\nclick stand\nawait table\nclick next\n";
    return s;
}

std::string long_shoe() {
    std::string s;
    for (int i = 0; i < kRounds / 2; ++i) s += "TS 9H QC 8D TS 9H 7C TD ";
    return s;
}

pid_t start_game(const fs::path& data_dir, const fs::path& script, const std::string& shoe) {
    const pid_t pid = fork();
    if (pid == 0) {
        // The child: quiet, headless, its own screenshots folder (it takes none).
        const int null = ::open("/dev/null", O_WRONLY);
        if (null >= 0) dup2(null, STDOUT_FILENO), dup2(null, STDERR_FILENO);
        setenv("SDL_VIDEODRIVER", "dummy", 1);
        setenv("SDL_AUDIODRIVER", "dummy", 1);
        execl(BJT_GAME_EXE, "blackjack-trivia", "--headless", "--seed", "7", "--window", "640x360", "--data-dir",
              data_dir.c_str(), "--script", script.c_str(), "--shoe", shoe.c_str(), "--screenshot-dir",
              (data_dir / "shots").c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    return pid;
}

}  // namespace

TEST_CASE("the game killed at random moments: every bank equals its journal, no round stays open",
          "[game][saves][crash]") {
    bjt::test::TempFolder dir;
    const fs::path data = dir.path() / "data";
    const fs::path script = dir.path() / "long.txt";
    std::ofstream(script) << long_script();
    const std::string shoe = long_shoe();

    bjt::Rng rng(20261122);
    std::int64_t last_entries = 0;
    int grew = 0, open_at_kill = 0;
    for (int kill = 0; kill < kKills; ++kill) {
        // Start-up (art, fonts, the question bank) takes a few hundred milliseconds; kills land from
        // the middle of start-up (recovery of the last kill's round) to well into play.
        const auto delay = std::chrono::milliseconds(250 + rng.below(1500));
        const pid_t pid = start_game(data, script, shoe);
        REQUIRE(pid > 0);
        std::this_thread::sleep_for(delay);
        int status = 0;
        const bool still_running = waitpid(pid, &status, WNOHANG) == 0;
        INFO("kill " << kill << " after " << delay.count() << " ms");
        REQUIRE(still_running);  // the script is far longer than any delay: the game must still be playing
        REQUIRE(::kill(pid, SIGKILL) == 0);
        REQUIRE(waitpid(pid, &status, 0) == pid);
        REQUIRE(WIFSIGNALED(status));

        if (!fs::exists(data / SaveDatabase::kFileName)) continue;  // killed before the save was made
        SystemClock clock;
        SaveDatabase db = SaveDatabase::open(data, clock);
        CHECK(db.notices().empty());
        REQUIRE(db.saving());
        ProfileStore profiles(db);
        MoneyJournal journal(db);
        for (const Profile& p : profiles.list())
            if (journal.open_round(p.id)) ++open_at_kill;
        RoundRecovery(db).run();

        std::int64_t entries = 0;
        const std::vector<CopiedBank> copies = BankCopy::read(db.connection());
        for (const Profile& p : profiles.list()) {
            INFO("profile " << p.name);
            CHECK_FALSE(journal.open_round(p.id));
            bjt::Cents sum = 0;
            for (const JournalEntry& e : journal.entries(p.id)) sum += e.amount, ++entries;
            CHECK(sum == p.bank);
            bool copied = false;
            for (const CopiedBank& c : copies)
                if (c.name == p.name) {
                    copied = true;
                    CHECK(c.bank == p.bank);
                    CHECK(c.on_table == 0);
                }
            CHECK(copied);
            // Every round stakes 10 and wins or loses 10 (or is refunded whole): on classic the bank only
            // ever moves in tens from 100. (The first start makes "Player" on trivia; Play moves it to classic.)
            if (p.preset == "classic") CHECK(p.bank % 10'00 == 0);
            for (const RoundRecord& r : journal.rounds(p.id)) {
                CHECK(r.status != RoundStatus::Open);
                if (r.status == RoundStatus::Refunded) {
                    REQUIRE(r.bank_after);
                    // Nothing settles before the hand in these rounds: a refund puts the bank back as it was,
                    // or the hand had settled (+/-10) and only the close was cut off.
                    const bjt::Cents moved = *r.bank_after - r.bank_before;
                    CHECK((moved == 0 || moved == 10'00 || moved == -10'00));
                }
            }
        }
        if (entries > last_entries) ++grew;
        last_entries = entries;
    }
    // The game really played between kills (not only started and died); how many kills caught a round
    // open depends on the machine's speed, so it is reported rather than required.
    WARN("kills that caught a round open: " << open_at_kill << " of " << kKills);
    CHECK(grew >= kKills / 2);
}
