// A save written by schema version 1 (tests/storage/fixtures: made by save_torture at commit 600312c, before
// the hand history existed) opens under version 2 with everything it held, and records history from then on.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "engine/card.h"
#include "engine/fairness/shoe_check.h"
#include "engine/replay/replay_player.h"
#include "engine/replay/rules_text.h"
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
const TableColumns kV2Tables = {
    {"profiles", "*"},     {"profile_options", "*"},
    {"rounds", "*"},       {"journal", "id, profile_id, round_id, at, kind, amount, stake_change, bank_after"},
    {"career_stats", "*"}, {"trivia_stats", "*"},
    {"leaderboard", "*"},  {"rule_sets", "*"},
    {"sessions", "*"},     {"shoes", "*"},
    {"round_events", "*"}};

// The columns of a table, in order.
std::vector<std::string> columns_of(SqlConnection& db, const std::string& table) {
    std::vector<std::string> names;
    SqlStatement info = db.prepare("SELECT name FROM pragma_table_info('" + table + "') ORDER BY cid");
    while (info.step()) names.push_back(info.column_text(0));
    return names;
}

// `tables` with each "*" spelled out as the columns the tables have in `db` (the save before its upgrade), so a
// later dump compares those columns and not the ones an upgrade adds.
TableColumns as_written(SqlConnection& db, const TableColumns& tables) {
    TableColumns out;
    for (const auto& [table, columns] : tables) {
        if (columns != "*") {
            out.emplace_back(table, columns);
            continue;
        }
        std::string list;
        for (const std::string& name : columns_of(db, table)) list += (list.empty() ? "" : ", ") + name;
        out.emplace_back(table, list);
    }
    return out;
}

bool listed(const std::string& columns, const std::string& name) {
    if (columns == "*") return true;
    std::size_t at = 0;
    while (at <= columns.size()) {
        const std::size_t comma = std::min(columns.find(", ", at), columns.size());
        if (columns.substr(at, comma - at) == name) return true;
        at = comma + 2;
    }
    return false;
}

std::vector<std::string> dump(SqlConnection& db, const TableColumns& tables) {
    std::vector<std::string> rows;
    for (const auto& [table, columns] : tables) {
        // quote() keeps NULL apart from '' and 0.
        std::string select;
        for (const std::string& name : columns_of(db, table))
            if (listed(columns, name))
                select += (select.empty() ? "" : " || '|' || ") + std::string("quote(") + name + ")";
        // round_events has no rowid: its key orders it.
        const std::string order = table == "round_events" ? "round_id, seq" : "rowid";
        SqlStatement s = db.prepare("SELECT " + select + " FROM " + table + " ORDER BY " + order);
        while (s.step()) rows.push_back(table + ": " + s.column_text(0));
    }
    return rows;
}

// A fixture save of schema `version` (tests/storage/fixtures/vN) copied into `folder`, and its rows as written:
// the columns its tables had at that version, and every row of them.
struct FixtureRows {
    TableColumns columns;
    std::vector<std::string> rows;
};

FixtureRows copy_fixture(const std::filesystem::path& folder, int version, const TableColumns& tables) {
    const std::filesystem::path fixtures =
        std::string(BJT_SOURCE_DIR) + "/tests/storage/fixtures/v" + std::to_string(version);
    for (const char* name : {SaveDatabase::kFileName, SaveDatabase::kBankCopyFileName})
        std::filesystem::copy_file(fixtures / name, folder / name);
    SqlConnection old = SqlConnection::open(folder / SaveDatabase::kFileName, false);
    REQUIRE(old.query_int("PRAGMA user_version") == version);
    FixtureRows f;
    f.columns = as_written(old, tables);
    f.rows = dump(old, f.columns);
    return f;
}

// The fixture opened by today's game: upgraded to today's version without a notice, every old row as it was.
void check_upgraded(SaveDatabase& db, const FixtureRows& before) {
    REQUIRE(db.saving());
    CHECK(db.notices().empty());
    CHECK(db.connection().query_int("PRAGMA user_version") == SchemaMigrations::kSaveVersion);
    CHECK(dump(db.connection(), before.columns) == before.rows);
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
    const FixtureRows before = copy_fixture(folder.path(), 2, kV2Tables);
    REQUIRE(before.rows.size() > 500);  // a profile, 38 rounds with their events, 81 journal entries

    ManualClock clock{1'800'000'000};
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    check_upgraded(db, before);
    CHECK(db.connection().query_int("PRAGMA bank.user_version") == 2);

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
    static const TableColumns v3_tables = {{"profiles", "*"},    {"profile_options", "*"}, {"rounds", "*"},
                                           {"journal", "*"},     {"career_stats", "*"},    {"trivia_stats", "*"},
                                           {"leaderboard", "*"}, {"rule_sets", "*"},       {"sessions", "*"},
                                           {"shoes", "*"},       {"round_events", "*"},    {"kept_banks", "*"}};
    const FixtureRows before = copy_fixture(folder.path(), 3, v3_tables);
    REQUIRE(before.rows.size() > 500);  // a profile, 38 rounds with their events, 81 journal entries

    ManualClock clock{1'800'000'000};
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    check_upgraded(db, before);

    const auto p = ProfileStore(db).find("Torture trivia");
    REQUIRE(p.has_value());
    RoundSkill skill(db);
    const auto old_rounds = MoneyJournal(db).rounds(p->id);
    REQUIRE(old_rounds.size() == 38);
    for (const auto& r : old_rounds) CHECK(skill.round(r.id).rounds == 0);
    CHECK(skill.by_preset(p->id).empty());
    // Nor did the game keep the player's moves then: the rounds have their events, and an export says why it
    // cannot be made instead of writing a replay that would not replay.
    HandHistory history(db);
    const auto old_sessions = history.recent_sessions(p->id);
    REQUIRE(old_sessions.size() == 1);
    for (const auto& r : old_rounds) {
        const auto events = history.round_events(r.id);
        CHECK_FALSE(events.empty());
        CHECK_FALSE(HandHistory::has_inputs(events));
    }
    const std::string why(HandHistory::kNoInputs);
    CHECK_THROWS_WITH(history.export_session(old_sessions[0].id), Catch::Contains(why));
    CHECK_THROWS_WITH(history.export_round(old_rounds.front().id), Catch::Contains(why));

    // New play on the upgraded save is scored as it goes.
    const auto s = test::play_fair_session(db, test::preset_rules("trivia"), "After skill", 8, 4);
    const auto sessions = skill.by_session(s.profile_id);
    REQUIRE(sessions.size() == 1);
    CHECK(sessions[0].totals.rounds == s.rounds);
    CHECK(sessions[0].totals.decisions > 0);
}

// tests/storage/fixtures/v4: a save of schema version 4 (before shoe numbers were kept per profile), made at commit
// 00ea05d by three fair sessions of tests/storage/fair_session.cpp: "Fair twice" played two sessions of trivia, each
// numbering its one shoe 1 (the ambiguity version 5 ends); "Single" one session of single deck, shoes 1 to 6. It
// opens under version 5 with every row and column it held; each profile numbers its next shoe after its highest,
// and each old shoe reads back with its rules, time and cards, so the Fairness panel checks it as it was dealt.
TEST_CASE("schema 4 -> 5: a save of today's game keeps every row, and fair shoes number on per profile",
          "[saves][migration][fairness]") {
    test::TempFolder folder;
    static const TableColumns v4_tables = {
        {"profiles", "*"},     {"profile_options", "*"}, {"rounds", "*"},     {"journal", "*"},  {"career_stats", "*"},
        {"trivia_stats", "*"}, {"leaderboard", "*"},     {"rule_sets", "*"},  {"sessions", "*"}, {"shoes", "*"},
        {"round_events", "*"}, {"kept_banks", "*"},      {"round_skill", "*"}};
    const FixtureRows before = copy_fixture(folder.path(), 4, v4_tables);
    REQUIRE(before.rows.size() > 900);  // two profiles, 66 rounds with their events, 8 shoes

    ManualClock clock{1'800'000'000};
    SaveDatabase db = SaveDatabase::open(folder.path(), clock);
    check_upgraded(db, before);

    HandHistory history(db);
    const auto twice = ProfileStore(db).find("Fair twice");
    const auto single = ProfileStore(db).find("Single");
    REQUIRE(twice);
    REQUIRE(single);
    // Every old shoe, revealed, reads back whole: its rules and time from its first round, its preset from the
    // round's skill row, and its cards check against its commitment under those rules.
    const std::vector<RevealedShoe> shoes = history.revealed_shoes(single->id, 10);
    REQUIRE(shoes.size() == 6);
    CHECK(shoes.front().shoe.shoe_number == 6);  // newest first
    for (const RevealedShoe& shoe : shoes) {
        INFO("shoe " << shoe.shoe.shoe_number);
        CHECK(shoe.origin.preset == single->preset);
        CHECK(shoe.origin.started_at >= 1'790'000'000);
        REQUIRE(shoe.rules_text);
        std::string error;
        const auto rules = replay::parse_rules_text(*shoe.rules_text, error);
        REQUIRE(rules);
        // The fingerprint is of the text as saved: a save from before a key was added lacks it (rules_text.h).
        CHECK(replay::text_fingerprint(*shoe.rules_text) == shoe.origin.rules_fingerprint);
        const auto seed = fairness::ServerSeed::from_hex(shoe.shoe.server_seed);
        REQUIRE(seed);
        std::vector<Card> cards;
        for (const std::string& c : shoe.cards) cards.push_back(parse_card(c).value());
        REQUIRE_FALSE(cards.empty());
        const fairness::ShoeSeeds seeds{*seed, shoe.shoe.client_seed, shoe.shoe.shoe_number};
        CHECK(fairness::check_shoe(*rules, shoe.shoe.commitment, seeds, cards).ok());
    }
    // The two "shoe 1"s of the older sessions keep their numbers; the next shoe of each profile comes after its
    // highest, whatever session or game numbers it.
    CHECK(history.revealed_shoes(twice->id, 10).size() == 2);
    CHECK(history.take_fair_shoe_number(twice->id) == 2);
    CHECK(history.take_fair_shoe_number(single->id) == 7);
    const auto s = test::play_fair_session(db, test::preset_rules("trivia"), twice->id, 30, 21);
    CHECK(s.shoes >= 1);
    const std::vector<RevealedShoe> after = history.revealed_shoes(twice->id, 10);
    REQUIRE(after.size() == 2 + static_cast<std::size_t>(s.shoes));
    CHECK(after.front().shoe.shoe_number == 2 + static_cast<std::uint64_t>(s.shoes));
    CHECK(after.front().origin.preset == twice->preset);
    CHECK(replay::play_replay(history.export_session(s.session_id)).matches());
}
