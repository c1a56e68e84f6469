// Crash safety: save_torture plays seeded random rounds into a save and is SIGKILLed at a random
// moment, 40 times over the same save. After each kill the save is opened, RoundRecovery runs, and:
//   - the save opens without a notice (a kill never damages it) and no round stays open;
//   - every profile's bank is the sum of its journal, entry by entry, and the bank copy agrees;
//   - every closed round's net is what its entries moved; a refunded round got back exactly the
//     stakes it had on the table;
//   - the killed run's journal is exactly the start of what the same seed plays from the same save
//     when nothing kills it (replayed here in-process): not a cent lost, none paid twice.
// One run in four seats five at a classic table: two people with a journal each, computer players between them.
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <thread>

#include "engine/rng.h"
#include "storage/bank_copy.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"
#include "storage/round_recovery.h"
#include "storage/save_database.h"
#include "storage/system_clock.h"
#include "storage/tools/torture_player.h"
#include "tests/storage/save_invariants.h"
#include "tests/temp_folder.h"

using namespace bjt;
using namespace bjt::storage;
using bjt::storage::test::check_save;
using bjt::storage::test::moves;
using bjt::test::TempFolder;
namespace fs = std::filesystem;

namespace {

// Starts the driver; when `wait_ready`, returns once it says the save is open and play begins
// (so the kill lands in play), otherwise at once (so the kill may land in start-up and recovery).
pid_t start_torture(const fs::path& folder, std::uint64_t seed, const std::string& preset, bool wait_ready, int seats) {
    int ready[2];
    if (pipe(ready) != 0) return -1;
    const pid_t pid = fork();
    if (pid == 0) {
        close(ready[0]);
        const std::string seed_text = std::to_string(seed), fd_text = std::to_string(ready[1]);
        const std::string seats_text = std::to_string(seats);
        // Without a reader the ready byte would raise SIGPIPE: no READY_FD ("-") when not waiting.
        execl(SAVE_TORTURE_EXE, "save_torture", folder.c_str(), seed_text.c_str(), preset.c_str(), "0",
              wait_ready ? fd_text.c_str() : "-", seats_text.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    close(ready[1]);
    if (wait_ready && pid > 0) {
        char byte = 0;
        if (read(ready[0], &byte, 1) != 1) {
            close(ready[0]);
            return -1;  // the driver died before playing
        }
    }
    close(ready[0]);
    return pid;
}

}  // namespace

TEST_CASE("SIGKILL at random moments never loses or duplicates money") {
    TempFolder folder;
    const fs::path saves = folder / "saves";
    const fs::path before = folder / "before";
    SystemClock clock;
    Rng rng(20240614);
    const int kRuns = 40;
    int interrupted = 0, runs_with_rounds = 0;
    std::size_t total_entries = 0;

    for (int run = 0; run < kRuns; ++run) {
        const std::uint64_t seed = 1000 + static_cast<std::uint64_t>(run);
        const std::string preset = run % 4 == 3 ? "three-bets" : run % 4 == 1 ? "classic" : "trivia";
        const int seats = preset == "classic" ? 5 : 1;
        const std::string profile = "Torture " + preset;
        std::vector<std::string> people{profile};
        if (seats > 1) people.push_back(profile + " 2");
        INFO("run " << run << " seed " << seed << " preset " << preset << " seats " << seats);

        // What the save held before this run, for the replay.
        fs::remove_all(before);
        fs::create_directories(before);
        std::int64_t last_id = 0;
        if (fs::exists(saves / SaveDatabase::kFileName)) {
            fs::copy_file(saves / SaveDatabase::kFileName, before / SaveDatabase::kFileName);
            fs::copy_file(saves / SaveDatabase::kBankCopyFileName, before / SaveDatabase::kBankCopyFileName);
            SaveDatabase db = SaveDatabase::open(saves, clock);
            last_id = db.connection().query_int("SELECT COALESCE(max(id), 0) FROM journal");
        }

        const pid_t pid = start_torture(saves, seed, preset, run % 5 != 0, seats);
        REQUIRE(pid > 0);
        std::this_thread::sleep_for(std::chrono::milliseconds(5 + rng.below(76)));
        REQUIRE(kill(pid, SIGKILL) == 0);
        int status = 0;
        REQUIRE(waitpid(pid, &status, 0) == pid);
        REQUIRE(WIFSIGNALED(status));  // it was still playing: it never stops by itself
        CHECK(WTERMSIG(status) == SIGKILL);

        SaveDatabase db = SaveDatabase::open(saves, clock);
        CHECK(db.notices().empty());
        REQUIRE(db.saving());
        const auto recovered = RoundRecovery(db).run();
        interrupted += static_cast<int>(recovered.size());
        const auto ids = check_save(db);
        if (!std::all_of(people.begin(), people.end(), [&ids](const auto& p) { return ids.count(p) > 0; }))
            continue;  // killed before the profiles were made

        // Each person's entries in the killed run, then what the same seed plays when nothing kills it.
        SaveDatabase replay_db = SaveDatabase::open(before, clock);
        TorturePlayer player(replay_db, torture_rules(preset), profile, seed, seats);
        for (std::size_t person = 0; person < people.size(); ++person) {
            INFO("person " << people[person]);
            MoneyJournal journal(db);
            std::vector<JournalEntry> killed = journal.entries(ids.at(people[person]), last_id);
            total_entries += killed.size();
            Cents refund = 0;
            if (!killed.empty() && killed.back().kind == JournalKind::Refund) {
                refund = killed.back().amount;
                Cents on_table = 0;
                for (std::size_t i = 0; i + 1 < killed.size(); ++i)
                    if (killed[i].round_id == killed.back().round_id) on_table += killed[i].stake_change;
                CHECK(refund == on_table);
                killed.pop_back();
            }
            if (killed.size() > 2) ++runs_with_rounds;

            MoneyJournal replay_journal(replay_db);
            const std::int64_t replay_id = player.recorders()[person]->profile_id();
            std::vector<JournalEntry> replayed = replay_journal.entries(replay_id, last_id);
            while (replayed.size() < killed.size()) {
                REQUIRE(player.step());
                replayed = replay_journal.entries(replay_id, last_id);
            }
            replayed.resize(killed.size());
            CHECK(moves(killed) == moves(replayed));
            const Cents bank_at_kill = killed.empty() ? -1 : killed.back().bank_after;
            if (!killed.empty()) CHECK(ProfileStore(db).load(ids.at(people[person]))->bank == bank_at_kill + refund);
        }
    }
    // Some kills must have landed in the middle of real play, not only around start-up. How many depends on
    // the disk's sync speed and the machine's load (a loaded CI disk plays a handful of transactions in 80 ms;
    // a fresh chroot under parallel ctest managed 7 of 40), so the bound asks only that it happened at all.
    CHECK(interrupted >= 2);
    CHECK(runs_with_rounds >= 2);
    WARN("runs " << kRuns << ", rounds cut off and refunded " << interrupted << ", journal entries written "
                 << total_entries);
}
