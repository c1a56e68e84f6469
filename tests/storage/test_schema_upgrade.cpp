// A save written by schema version 1 (tests/storage/fixtures: made by save_torture at commit 600312c, before
// the hand history existed) opens under version 2 with everything it held, and records history from then on.
#include <catch2/catch.hpp>

#include <filesystem>

#include "engine/replay/replay_player.h"
#include "storage/career_stats.h"
#include "storage/hand_history.h"
#include "storage/kept_banks.h"
#include "storage/manual_clock.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"
#include "storage/round_skill.h"
#include "storage/schema_migrations.h"
#include "storage/sql/sql_connection.h"
#include "storage/sql/sql_statement.h"
#include "storage/storage_error.h"
#include "tests/engine/stacked_round.h"
#include "tests/storage/fair_session.h"
#include "tests/temp_folder.h"

using namespace bjt;
using namespace bjt::storage;

namespace {

// Every row of the version-1 tables (their version-1 columns), as text, so nothing can go missing or change.
using TableColumns = std::vector<std::pair<std::string, std::string>>;

std::vector<std::string> dump(SqlConnection& db, const TableColumns& tables);

std::vector<std::string> dump(SqlConnection& db) {
    static const TableColumns tables = {
        {"profiles", "id, name, bank, credits, preset, asked_questions, created_at, last_played_at"},
        {"profile_options", "profile_id, key, value"},
        {"rounds", "id, profile_id, status, opened_at, closed_at, bank_before, on_table, bank_after, net"},
        {"journal", "id, profile_id, round_id, at, kind, amount, stake_change, bank_after"},
        {"career_stats", "*"},
        {"trivia_stats", "profile_id, category, difficulty, asked, answered_right"},
        {"leaderboard", "id, name, preset, bank, at, local_day"}};
    return dump(db, tables);
}

// Every row of the version-2 tables, every column they had.
std::vector<std::string> dump_v2(SqlConnection& db) {
    static const TableColumns tables = {
        {"profiles", "*"},     {"profile_options", "*"},
        {"rounds", "*"},       {"journal", "id, profile_id, round_id, at, kind, amount, stake_change, bank_after"},
        {"career_stats", "*"}, {"trivia_stats", "*"},
        {"leaderboard", "*"},  {"rule_sets", "*"},
        {"sessions", "*"},     {"shoes", "*"},
        {"round_events", "*"}};
    return dump(db, tables);
}

std::vector<std::string> dump(SqlConnection& db, const TableColumns& tables) {
    std::vector<std::string> rows;
    for (const auto& [table, columns] : tables) {
        // quote() keeps NULL apart from '' and 0.
        std::string select;
        SqlStatement info = db.prepare("SELECT name FROM pragma_table_info('" + table + "') ORDER BY cid");
        while (info.step())
            if (columns == "*" || columns.find(info.column_text(0)) != std::string::npos)
                select += (select.empty() ? "" : " || '|' || ") + std::string("quote(") + info.column_text(0) + ")";
        // round_events has no rowid: its key orders it.
        const std::string order = table == "round_events" ? "round_id, seq" : "rowid";
        SqlStatement s = db.prepare("SELECT " + select + " FROM " + table + " ORDER BY " + order);
        while (s.step()) rows.push_back(table + ": " + s.column_text(0));
    }
    return rows;
}

}  // namespace

TEST_CASE("schema 1 -> 2: a save of today's game opens with everything it held", "[history][migration]") {
    test::TempFolder folder;
    const std::filesystem::path fixtures = std::string(BJT_SOURCE_DIR) + "/tests/storage/fixtures";
    for (const char* name : {SaveDatabase::kFileName, SaveDatabase::kBankCopyFileName})
        std::filesystem::copy_file(fixtures / name, folder / name);
    std::vector<std::string> before;
    {
        SqlConnection v1 = SqlConnection::open(folder / SaveDatabase::kFileName, false);
        REQUIRE(v1.query_int("PRAGMA user_version") == 1);
        before = dump(v1);
    }
    REQUIRE(before.size() > 100);  // a profile, 38 rounds, 81 journal entries, statistics

    ManualClock clock{1'800'000'000};
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    REQUIRE(db.saving());
    CHECK(db.notices().empty());
    CHECK(db.connection().query_int("PRAGMA user_version") == SchemaMigrations::kSaveVersion);
    CHECK(dump(db.connection()) == before);

    // The old rounds read as rounds without history; they cannot be exported, and say why.
    HandHistory history(db);
    const auto profile = ProfileStore(db).find("Torture trivia");
    REQUIRE(profile.has_value());
    const auto old_rounds = MoneyJournal(db).rounds(profile->id);
    REQUIRE(old_rounds.size() == 38);
    const auto old = history.round(old_rounds.back().id);
    REQUIRE(old.has_value());
    CHECK_FALSE(old->session_id.has_value());
    CHECK(old->bank_before == old_rounds.back().bank_before);
    CHECK(history.round_events(old->id).empty());
    CHECK_THROWS_AS(history.export_round(old->id), StorageError);
    CHECK(history.recent_sessions(profile->id).empty());

    // New play on the upgraded save is recorded in full.
    const auto s = test::play_fair_session(db, test::preset_rules("trivia"), "After upgrade", 6, 2);
    CHECK(history.recent_sessions(s.profile_id).size() == 1);
    CHECK(replay::play_replay(history.export_session(s.session_id)).matches());
}

// tests/storage/fixtures/v2: a save of schema version 2 (before one bank per preset), made by save_torture at
// commit 45c584f. It opens under version 3 with every row it held, its profile's bank is the bank of the preset
// it plays, and switching presets keeps that bank.
TEST_CASE("schema 2 -> 3: a save of today's game keeps every bank and row", "[saves][migration][kept-banks]") {
    test::TempFolder folder;
    const std::filesystem::path fixtures = std::string(BJT_SOURCE_DIR) + "/tests/storage/fixtures/v2";
    for (const char* name : {SaveDatabase::kFileName, SaveDatabase::kBankCopyFileName})
        std::filesystem::copy_file(fixtures / name, folder / name);
    std::vector<std::string> before;
    {
        SqlConnection v2 = SqlConnection::open(folder / SaveDatabase::kFileName, false);
        REQUIRE(v2.query_int("PRAGMA user_version") == 2);
        before = dump_v2(v2);
    }
    REQUIRE(before.size() > 500);  // a profile, 38 rounds with their events, 81 journal entries

    ManualClock clock{1'800'000'000};
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    REQUIRE(db.saving());
    CHECK(db.notices().empty());
    CHECK(db.connection().query_int("PRAGMA user_version") == SchemaMigrations::kSaveVersion);
    CHECK(db.connection().query_int("PRAGMA bank.user_version") == 2);
    CHECK(dump_v2(db.connection()) == before);

    const auto p = ProfileStore(db).find("Torture trivia");
    REQUIRE(p.has_value());
    CHECK(KeptBanks(db).list(p->id).empty());
    Cents sum = 0;
    for (const JournalEntry& e : MoneyJournal(db).entries(p->id)) sum += e.amount;
    CHECK(sum == p->bank);

    // The upgraded save switches presets without losing the bank it had.
    KeptBanks(db).switch_to(p->id, "classic", 100'00, 0);
    KeptBanks(db).switch_to(p->id, p->preset, 1000'00, 10);
    const Profile back = *ProfileStore(db).load(p->id);
    CHECK(back.bank == p->bank);
    CHECK(back.credits == p->credits);
    sum = 0;
    for (const JournalEntry& e : MoneyJournal(db).entries(p->id)) sum += e.amount;
    CHECK(sum == back.bank);
}

// tests/storage/fixtures/v3: a save of schema version 3 (before the skill score was stored), made by save_torture at
// commit bdaa723. It opens under version 4 with every row it held; its old rounds read as unscored, and the next
// round played is scored and stored.
TEST_CASE("schema 3 -> 4: a save of today's game keeps every row and scores new rounds", "[saves][migration][skill]") {
    test::TempFolder folder;
    const std::filesystem::path fixtures = std::string(BJT_SOURCE_DIR) + "/tests/storage/fixtures/v3";
    for (const char* name : {SaveDatabase::kFileName, SaveDatabase::kBankCopyFileName})
        std::filesystem::copy_file(fixtures / name, folder / name);
    static const TableColumns v3_tables = {{"profiles", "*"},    {"profile_options", "*"}, {"rounds", "*"},
                                           {"journal", "*"},     {"career_stats", "*"},    {"trivia_stats", "*"},
                                           {"leaderboard", "*"}, {"rule_sets", "*"},       {"sessions", "*"},
                                           {"shoes", "*"},       {"round_events", "*"},    {"kept_banks", "*"}};
    std::vector<std::string> before;
    {
        SqlConnection v3 = SqlConnection::open(folder / SaveDatabase::kFileName, false);
        REQUIRE(v3.query_int("PRAGMA user_version") == 3);
        before = dump(v3, v3_tables);
    }
    REQUIRE(before.size() > 500);  // a profile, 38 rounds with their events, 81 journal entries

    ManualClock clock{1'800'000'000};
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    REQUIRE(db.saving());
    CHECK(db.notices().empty());
    CHECK(db.connection().query_int("PRAGMA user_version") == 4);
    CHECK(dump(db.connection(), v3_tables) == before);

    const auto p = ProfileStore(db).find("Torture trivia");
    REQUIRE(p.has_value());
    RoundSkill skill(db);
    const auto old_rounds = MoneyJournal(db).rounds(p->id);
    REQUIRE(old_rounds.size() == 38);
    for (const auto& r : old_rounds) CHECK(skill.round(r.id).rounds == 0);
    CHECK(skill.by_preset(p->id).empty());

    // New play on the upgraded save is scored as it goes.
    const auto s = test::play_fair_session(db, test::preset_rules("trivia"), "After skill", 8, 4);
    const auto sessions = skill.by_session(s.profile_id);
    REQUIRE(sessions.size() == 1);
    CHECK(sessions[0].totals.rounds == s.rounds);
    CHECK(sessions[0].totals.decisions > 0);
}
