#pragma once
// The save's schema, numbered by PRAGMA user_version. Each step takes a database from version
// N - 1 to N inside one transaction, so a crash mid-migration leaves the old version intact.
// A database newer than the game knows is never touched.
namespace bjt::storage {

class SqlConnection;

class SchemaMigrations {
public:
    static constexpr int kSaveVersion = 7;
    static constexpr int kBankCopyVersion = 2;

    // The main save (schema "main"): profiles, rounds, journal, stats, leaderboard.
    static void migrate_save(SqlConnection& db);
    // The bank copy, attached as schema "bank".
    static void migrate_bank_copy(SqlConnection& db);
};

}  // namespace bjt::storage
