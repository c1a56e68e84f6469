#include "storage/sql/sql_connection.h"

#include <sqlite3.h>

#include "storage/sql/sql_error.h"
#include "storage/sql/sql_statement.h"

namespace bjt::storage {

void check_sqlite(sqlite3* db, int rc, std::string_view what) {
    if (rc == SQLITE_OK || rc == SQLITE_ROW || rc == SQLITE_DONE) return;
    std::string message = std::string(what) + ": ";
    message += db ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
    throw SqlError(db ? sqlite3_extended_errcode(db) : rc, message);
}

SqlConnection SqlConnection::open(const std::filesystem::path& path, bool create) {
    sqlite3* db = nullptr;
    const int flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX;
    const int rc = sqlite3_open_v2(path.c_str(), &db, flags, nullptr);
    SqlConnection connection(db);  // closes the handle even when the open failed
    if (rc != SQLITE_OK) {
        std::string message = "cannot open " + path.string() + ": ";
        message += db ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
        throw SqlError(rc, message);
    }
    sqlite3_extended_result_codes(db, 1);
    // Another copy of the game holding the file: wait a little instead of failing at once.
    sqlite3_busy_timeout(db, 2000);
    return connection;
}

SqlConnection SqlConnection::open_in_memory() { return open(":memory:", true); }

SqlConnection& SqlConnection::operator=(SqlConnection&& other) noexcept {
    if (this != &other) {
        close();
        db_ = other.db_;
        other.db_ = nullptr;
    }
    return *this;
}

void SqlConnection::close() {
    if (db_) {
        // Statements are always finalized by their owners first; v2 defers the close otherwise.
        sqlite3_close_v2(db_);
        db_ = nullptr;
    }
}

void SqlConnection::exec(std::string_view sql) {
    const std::string text(sql);
    char* error = nullptr;
    const int rc = sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &error);
    if (rc != SQLITE_OK) {
        std::string message = text.substr(0, 60) + ": " + (error ? error : sqlite3_errstr(rc));
        sqlite3_free(error);
        throw SqlError(sqlite3_extended_errcode(db_), message);
    }
}

SqlStatement SqlConnection::prepare(std::string_view sql) { return SqlStatement(db_, sql); }

long long SqlConnection::query_int(std::string_view sql) {
    SqlStatement s = prepare(sql);
    if (!s.step()) throw SqlError(SQLITE_ERROR, std::string(sql) + ": no row");
    return s.column_int(0);
}

long long SqlConnection::last_insert_id() const { return sqlite3_last_insert_rowid(db_); }

int SqlConnection::changes() const { return sqlite3_changes(db_); }

}  // namespace bjt::storage
