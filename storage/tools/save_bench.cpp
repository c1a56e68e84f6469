// save_bench [FOLDER]: what saving costs, on the disk that holds FOLDER (default: the temp folder).
//   - one money transaction (bet placed / hand settled / round closed), synchronous=FULL, save + bank copy
//   - rounds per second recorded by SessionRecorder under random play (the torture player)
//   - opening a save with a long history (integrity check, migrations, bank copy rebuild)
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>

#include "storage/money_journal.h"
#include "storage/profile_store.h"
#include "storage/round_summary.h"
#include "storage/save_database.h"
#include "storage/system_clock.h"
#include "storage/tools/torture_player.h"

namespace fs = std::filesystem;
using namespace bjt::storage;
using Stopwatch = std::chrono::steady_clock;

namespace {

double ms_since(Stopwatch::time_point start) {
    return std::chrono::duration<double, std::milli>(Stopwatch::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
    const fs::path base = argc > 1 ? fs::path(argv[1]) : fs::temp_directory_path() / "bjt-save-bench";
    fs::remove_all(base);
    SystemClock clock;

    {
        SaveDatabase db = SaveDatabase::open(base / "tx", clock);
        const std::int64_t id = ProfileStore(db).create("Bench", "trivia", 1'000'000'00, 10).id;
        MoneyJournal journal(db);
        const int rounds = 100;
        bjt::Cents bank = 1'000'000'00;
        const auto start = Stopwatch::now();
        for (int i = 0; i < rounds; ++i) {
            journal.place_bet(id, 10'00, bank - 10'00);
            journal.settle(id, JournalKind::HandSettled, 10'00, 10'00, bank + 10'00);
            bank += 10'00;
            journal.close_round(id, RoundSummary{}, bank, 10);
        }
        std::printf("money transaction (save + bank copy, synchronous=FULL): %.2f ms each (%d)\n",
                    ms_since(start) / (3.0 * rounds), 3 * rounds);
    }
    {
        SaveDatabase db = SaveDatabase::open(base / "play", clock);
        TorturePlayer player(db, torture_rules("trivia"), "Bench", 7);
        const auto start = Stopwatch::now();
        while (ms_since(start) < 3000) player.step();
        const double s = ms_since(start) / 1000.0;
        std::printf("rounds recorded under random play (trivia): %.1f per second\n",
                    static_cast<double>(player.rounds_played()) / s);
    }
    {
        const fs::path folder = base / "history";
        {
            SaveDatabase db = SaveDatabase::open(folder, clock);
            ProfileStore(db).create("History", "trivia", 1000'00, 10);
            // 50,000 rounds of history written directly (a long career), one transaction.
            db.connection().exec(R"sql(
                BEGIN;
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50000)
                  INSERT INTO rounds(profile_id, status, opened_at, closed_at, bank_before, bank_after, net)
                  SELECT 1, 'settled', i, i, 1000, 1000, 0 FROM n;
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 150000)
                  INSERT INTO journal(profile_id, round_id, at, kind, amount, stake_change, bank_after)
                  SELECT 1, (i + 2) / 3, i, 'hand_settled', 0, 0, 100000 FROM n;
                COMMIT;)sql");
        }
        const auto size = fs::file_size(folder / SaveDatabase::kFileName);
        const auto start = Stopwatch::now();
        SaveDatabase db = SaveDatabase::open(folder, clock);
        std::printf("open with 50,000 rounds / 150,000 journal entries (%.1f MB): %.1f ms\n",
                    static_cast<double>(size) / 1e6, ms_since(start));
    }
    fs::remove_all(base);
    return 0;
}
