#pragma once
// A failed SQLite call, with SQLite's result code so callers can tell a damaged or foreign file
// (SQLITE_CORRUPT, SQLITE_NOTADB) from a full disk or a locked file.
#include <stdexcept>
#include <string>

namespace bjt::storage {

class SqlError : public std::runtime_error {
public:
    SqlError(int code, const std::string& message) : std::runtime_error(message), code_(code) {}
    // The primary SQLite result code (extended codes reduced with & 0xff).
    int code() const { return code_ & 0xff; }
    int extended_code() const { return code_; }
    // The file is not a database or its pages are damaged.
    bool damaged() const;

private:
    int code_;
};

}  // namespace bjt::storage
