// One bank per preset per profile (storage/kept_banks.h): leaving a preset keeps its bank, coming back resumes
// it; the journal still sums to the bank in play and, per preset, to every kept bank; the bank copy carries the
// kept banks, so a damaged save gives them back too.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <vector>

#include "storage/bank_copy.h"
#include "storage/bank_history.h"
#include "storage/kept_banks.h"
#include "storage/manual_clock.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"
#include "storage/round_summary.h"
#include "storage/save_database.h"
#include "storage/sql/sql_connection.h"
#include "storage/sql/sql_statement.h"
#include "storage/storage_error.h"
#include "tests/temp_folder.h"

using namespace bjt;
using namespace bjt::storage;
using bjt::test::TempFolder;

namespace {

// A trivia round won: 25 staked, 50 back; the credits end at `credits_after`.
void win_round(SaveDatabase& db, std::int64_t id, Cents bank_before, int credits_after) {
    MoneyJournal journal(db);
    journal.place_bet(id, 25'00, bank_before - 25'00);
    journal.settle(id, JournalKind::HandSettled, 25'00, 25'00, bank_before + 25'00);
    RoundSummary summary;
    summary.net = 25'00;
    journal.close_round(id, summary, bank_before + 25'00, credits_after);
}

// The money the journal says each kept bank holds: what the 'bank_kept' / 'bank_resumed' entries naming its
// preset took out of the bank in play.
std::map<std::string, Cents> kept_by_journal(SaveDatabase& db, std::int64_t id) {
    std::map<std::string, Cents> out;
    SqlStatement s = db.connection().prepare(
        "SELECT preset, -SUM(amount) FROM journal WHERE profile_id = ?1 AND kind IN ('bank_kept', 'bank_resumed')"
        " GROUP BY preset");
    s.bind(1, id);
    while (s.step())
        if (s.column_int(1) != 0) out[s.column_text(0)] = s.column_int(1);
    return out;
}

// Every bank adds up: the journal's sum is the bank in play, and its preset-named moves are the kept banks.
void check_journal(SaveDatabase& db, std::int64_t id) {
    Cents sum = 0;
    for (const JournalEntry& e : MoneyJournal(db).entries(id)) sum += e.amount;
    CHECK(sum == ProfileStore(db).load(id)->bank);
    std::map<std::string, Cents> kept;
    for (const KeptBank& k : KeptBanks(db).list(id))
        if (k.bank != 0) kept[k.preset] = k.bank;
    CHECK(kept_by_journal(db, id) == kept);
}

}  // namespace

TEST_CASE("leaving a preset keeps its bank and credits, coming back resumes them", "[saves][kept-banks]") {
    ManualClock clock(1'700'000'000);
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    const Profile ada = ProfileStore(db).create("Ada", "trivia", 1000'00, 10);
    win_round(db, ada.id, 1000'00, 11);

    KeptBanks banks(db);
    banks.switch_to(ada.id, "classic", 100'00, 0);  // never played: a first run at classic's bank
    Profile p = *ProfileStore(db).load(ada.id);
    CHECK(p.preset == "classic");
    CHECK(p.bank == 100'00);
    CHECK(p.credits == 0);
    REQUIRE(banks.find(ada.id, "trivia"));
    CHECK(banks.find(ada.id, "trivia")->bank == 1025'00);
    CHECK(banks.find(ada.id, "trivia")->credits == 11);
    check_journal(db, ada.id);

    banks.switch_to(ada.id, "trivia", 1000'00, 10);  // back: the kept bank, not a new run
    p = *ProfileStore(db).load(ada.id);
    CHECK(p.preset == "trivia");
    CHECK(p.bank == 1025'00);
    CHECK(p.credits == 11);
    CHECK_FALSE(banks.find(ada.id, "trivia"));
    REQUIRE(banks.find(ada.id, "classic"));
    CHECK(banks.find(ada.id, "classic")->bank == 100'00);
    check_journal(db, ada.id);

    banks.switch_to(ada.id, "trivia", 1000'00, 10);  // already there: nothing happens
    CHECK(MoneyJournal(db).entries(ada.id).size() == 7);

    // The bank chart never dips to the 0 of the instant a bank is kept; coming back starts the current run's
    // chart at the kept bank (the run before was classic's, in points).
    std::vector<Cents> chart;
    for (const BankPoint& b : BankHistory(db).points(ada.id)) chart.push_back(b.bank);
    CHECK(chart == std::vector<Cents>{1000'00, 1025'00, 100'00, 1025'00});
    const auto run = BankHistory(db).current_run(ada.id);
    REQUIRE(run.size() == 1);
    CHECK(run.front().bank == 1025'00);
}

TEST_CASE("the preset does not change mid-round", "[saves][kept-banks]") {
    ManualClock clock(1'700'000'000);
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    const Profile bea = ProfileStore(db).create("Bea", "trivia", 1000'00, 10);
    MoneyJournal(db).place_bet(bea.id, 25'00, 975'00);
    CHECK_THROWS_AS(KeptBanks(db).switch_to(bea.id, "classic", 100'00, 0), StorageError);
    const Profile p = *ProfileStore(db).load(bea.id);
    CHECK(p.preset == "trivia");
    CHECK(p.bank == 975'00);
    CHECK(KeptBanks(db).list(bea.id).empty());
}

TEST_CASE("the bank copy keeps the kept banks, a damaged save gives them back", "[saves][kept-banks][damaged]") {
    TempFolder folder;
    ManualClock clock(1'700'000'000);
    {
        SaveDatabase db = SaveDatabase::open(folder.path(), clock);
        const Profile ada = ProfileStore(db).create("Ada", "trivia", 1000'00, 10);
        win_round(db, ada.id, 1000'00, 11);
        KeptBanks(db).switch_to(ada.id, "classic", 100'00, 0);
        win_round(db, ada.id, 100'00, 0);
        SqlStatement s = db.connection().prepare("SELECT name, preset, bank, credits FROM bank.kept");
        REQUIRE(s.step());
        CHECK(s.column_text(0) == "Ada");
        CHECK(s.column_text(1) == "trivia");
        CHECK(s.column_int(2) == 1025'00);
        CHECK(s.column_int(3) == 11);
        CHECK_FALSE(s.step());
    }
    {
        std::ofstream damage(folder / SaveDatabase::kFileName, std::ios::binary | std::ios::trunc);
        damage << std::string(9000, '\x5a');
    }
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    REQUIRE(db.notices().size() == 1);
    CHECK(db.notices()[0].kind == SaveNoticeKind::DamagedSaveRestored);
    const Profile ada = *ProfileStore(db).find("Ada");
    CHECK(ada.preset == "classic");
    CHECK(ada.bank == 125'00);
    REQUIRE(KeptBanks(db).find(ada.id, "trivia"));
    CHECK(KeptBanks(db).find(ada.id, "trivia")->bank == 1025'00);
    CHECK(KeptBanks(db).find(ada.id, "trivia")->credits == 11);
    check_journal(db, ada.id);
    KeptBanks(db).switch_to(ada.id, "trivia", 1000'00, 10);
    CHECK(ProfileStore(db).load(ada.id)->bank == 1025'00);
    check_journal(db, ada.id);
}
