// Crash safety of the game itself (not only of the storage library): the real blackjack-trivia binary,
// headless, plays a long script of classic rounds into a save and is SIGKILLed at a random moment, 8 times
// over the same --data-dir. A moment is counted in the game's own progress, not in wall time (a loaded machine
// plays slower): the script takes a screenshot as each round ends, and a kill lands a random time after the
// game has finished a random number of rounds (none: during start-up). After each kill the save is opened with the
// storage API and:
//   - it opens without a notice (a kill never damages it);
//   - after RoundRecovery (what the next start runs) no round is open;
//   - every profile's bank is the sum of its journal and the bank copy agrees;
//   - every round is closed; a refunded one moved the bank by what its hand had settled (0 or 10 either
//     way in this script), so a cut-off round never cost its stake nor paid a win the table had not paid.
// The kill moments come from a fixed seed, so a failure replays.
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

// Rounds of classic at the fastest animation speed: 10 on the spot, a pause with the round open (so kills often
// find one open), stand, a screenshot of the settled round (the test's progress counter), next; a won round then
// a lost one.
std::string long_script() {
    std::string s = "speed instant\nawait title\nclick preset-classic\nclick play\n";
    for (int i = 0; i < kRounds; ++i)
        s += "await betting\nclick chip-10\nclick deal\nawait table\nwait 600\nclick stand\nawait table\n"
             "screenshot round-" +
             std::to_string(i) + "\nclick next\n";
    return s;
}

std::string long_shoe() {
    std::string s;
    for (int i = 0; i < kRounds / 2; ++i) s += "TS 9H QC 8D TS 9H 7C TD ";
    return s;
}

pid_t start_game(const fs::path& data_dir, const fs::path& script, const std::string& shoe, const fs::path& shots) {
    const pid_t pid = fork();
    if (pid == 0) {
        // The child: quiet, headless, its screenshots (one per settled round) in the folder the test watches.
        const int null = ::open("/dev/null", O_WRONLY);
        if (null >= 0) dup2(null, STDOUT_FILENO), dup2(null, STDERR_FILENO);
        setenv("SDL_VIDEODRIVER", "dummy", 1);
        setenv("SDL_AUDIODRIVER", "dummy", 1);
        execl(BJT_GAME_EXE, "blackjack-trivia", "--headless", "--seed", "7", "--window", "640x360", "--data-dir",
              data_dir.c_str(), "--script", script.c_str(), "--shoe", shoe.c_str(), "--screenshot-dir", shots.c_str(),
              static_cast<char*>(nullptr));
        _exit(127);
    }
    return pid;
}

int files_in(const fs::path& folder) {
    std::error_code ec;
    int n = 0;
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) ++n;
    return n;
}

// Waits until the game has settled `rounds` rounds (false if it has not within a generous minute: a hung game).
bool await_rounds(const fs::path& shots, int rounds) {
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (files_in(shots) < rounds) {
        if (std::chrono::steady_clock::now() > give_up) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    return true;
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
    int open_at_kill = 0;
    for (int kill = 0; kill < kKills; ++kill) {
        // After 0 to 4 settled rounds (0: during start-up, which also recovers the last kill's round), then 0 to
        // 300 ms more, so the kill lands anywhere in a round: betting, the deal, a write, the settlement.
        const int rounds = static_cast<int>(rng.below(5));
        const auto delay = std::chrono::milliseconds(rng.below(300));
        const fs::path shots = dir.path() / ("shots-" + std::to_string(kill));
        const pid_t pid = start_game(data, script, shoe, shots);
        REQUIRE(pid > 0);
        INFO("kill " << kill << " after " << rounds << " rounds and " << delay.count() << " ms");
        const bool played = await_rounds(shots, rounds);
        std::this_thread::sleep_for(delay);
        int status = 0;
        const bool still_running = waitpid(pid, &status, WNOHANG) == 0;
        REQUIRE(still_running);  // the script is far longer than any delay: the game must still be playing
        REQUIRE(::kill(pid, SIGKILL) == 0);
        REQUIRE(waitpid(pid, &status, 0) == pid);
        REQUIRE(WIFSIGNALED(status));
        REQUIRE(played);

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
        if (rounds > 0) CHECK(entries > last_entries);  // it settled rounds since the last kill: they were kept
        last_entries = entries;
    }
    // Which kills caught a round open depends on where in a round the delay ends, so it is reported.
    WARN("kills that caught a round open: " << open_at_kill << " of " << kKills);
}
