#pragma once
// One open SQLite database handle (RAII). Everything that talks SQL goes through this, so errors
// always come back as SqlError with the statement that failed in the message.
#include <filesystem>
#include <string>
#include <string_view>

struct sqlite3;

namespace bjt::storage {

class SqlStatement;

class SqlConnection {
public:
    // Opens (creating if asked) the file; ":memory:" for an in-memory database. Throws SqlError.
    static SqlConnection open(const std::filesystem::path& path, bool create);
    static SqlConnection open_in_memory();

    SqlConnection() = default;
    SqlConnection(SqlConnection&& other) noexcept : db_(other.db_) { other.db_ = nullptr; }
    SqlConnection& operator=(SqlConnection&& other) noexcept;
    SqlConnection(const SqlConnection&) = delete;
    SqlConnection& operator=(const SqlConnection&) = delete;
    ~SqlConnection() { close(); }

    bool is_open() const { return db_ != nullptr; }
    void close();

    // Runs one or more statements that return no rows.
    void exec(std::string_view sql);
    SqlStatement prepare(std::string_view sql);
    // The first column of the first row as an integer (e.g. PRAGMA user_version).
    long long query_int(std::string_view sql);
    long long last_insert_id() const;
    int changes() const;

    sqlite3* handle() const { return db_; }

private:
    explicit SqlConnection(sqlite3* db) : db_(db) {}
    sqlite3* db_ = nullptr;
};

// Throws SqlError for a result code other than OK/ROW/DONE, with the database's message.
void check_sqlite(sqlite3* db, int rc, std::string_view what);

}  // namespace bjt::storage
