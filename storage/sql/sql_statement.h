#pragma once
// A prepared statement (RAII): bind by 1-based index, step, read columns by 0-based index.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace bjt::storage {

class SqlStatement {
public:
    SqlStatement(sqlite3* db, std::string_view sql);
    SqlStatement(SqlStatement&& other) noexcept : db_(other.db_), stmt_(other.stmt_) { other.stmt_ = nullptr; }
    SqlStatement& operator=(SqlStatement&&) = delete;
    SqlStatement(const SqlStatement&) = delete;
    SqlStatement& operator=(const SqlStatement&) = delete;
    ~SqlStatement();

    SqlStatement& bind(int index, std::int64_t value);
    SqlStatement& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
    SqlStatement& bind(int index, std::string_view text);
    SqlStatement& bind(int index, const char* text) { return bind(index, std::string_view(text)); }
    SqlStatement& bind(int index, const std::string& text) { return bind(index, std::string_view(text)); }
    SqlStatement& bind_null(int index);
    template <class T>
    SqlStatement& bind(int index, const std::optional<T>& value) {
        return value ? bind(index, *value) : bind_null(index);
    }

    // true: a row is ready; false: done. Throws SqlError on failure.
    bool step();
    // For statements that return no rows.
    void run() { step(); }
    void reset();

    std::int64_t column_int(int index) const;
    std::string column_text(int index) const;
    bool column_is_null(int index) const;

private:
    sqlite3* db_;
    sqlite3_stmt* stmt_ = nullptr;
    std::string sql_;
};

}  // namespace bjt::storage
