#include "storage/sql/sql_statement.h"

#include <sqlite3.h>

#include "storage/sql/sql_connection.h"

namespace bjt::storage {

SqlStatement::SqlStatement(sqlite3* db, std::string_view sql) : db_(db), sql_(sql) {
    const int rc = sqlite3_prepare_v2(db_, sql_.data(), static_cast<int>(sql_.size()), &stmt_, nullptr);
    check_sqlite(db_, rc, "prepare '" + sql_.substr(0, 60) + "'");
}

SqlStatement::~SqlStatement() {
    if (stmt_) sqlite3_finalize(stmt_);
}

SqlStatement& SqlStatement::bind(int index, std::int64_t value) {
    check_sqlite(db_, sqlite3_bind_int64(stmt_, index, value), "bind");
    return *this;
}

SqlStatement& SqlStatement::bind(int index, std::string_view text) {
    check_sqlite(db_, sqlite3_bind_text(stmt_, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT),
                 "bind");
    return *this;
}

SqlStatement& SqlStatement::bind_null(int index) {
    check_sqlite(db_, sqlite3_bind_null(stmt_, index), "bind");
    return *this;
}

bool SqlStatement::step() {
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    check_sqlite(db_, rc, "'" + sql_.substr(0, 60) + "'");
    return false;
}

void SqlStatement::reset() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
}

std::int64_t SqlStatement::column_int(int index) const { return sqlite3_column_int64(stmt_, index); }

std::string SqlStatement::column_text(int index) const {
    const unsigned char* text = sqlite3_column_text(stmt_, index);
    const int bytes = sqlite3_column_bytes(stmt_, index);
    return text ? std::string(reinterpret_cast<const char*>(text), static_cast<std::size_t>(bytes)) : std::string();
}

bool SqlStatement::column_is_null(int index) const { return sqlite3_column_type(stmt_, index) == SQLITE_NULL; }

}  // namespace bjt::storage
