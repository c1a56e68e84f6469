#pragma once
// A SQLite VFS for tests that sits over the default one and fails the Nth write, sync or open (counted
// from arm()) with the error asked for (SQLITE_IOERR, SQLITE_FULL). Installed as the default VFS while
// it lives, so the save under test uses it without knowing.
#include <sqlite3.h>

#include <cstdint>

namespace bjt::storage::test {

enum class FaultKind { Write, Sync, Open };

class FaultVfs {
public:
    FaultVfs();
    ~FaultVfs();
    FaultVfs(const FaultVfs&) = delete;
    FaultVfs& operator=(const FaultVfs&) = delete;

    // Counts calls of `kind` from now; the `nth` (1-based) fails with `error`, and so does every later one
    // while `sticky` (a disk that stays full). nth 0: count only, fail nothing.
    void arm(FaultKind kind, std::uint64_t nth, int error, bool sticky = false);
    void disarm() { armed_ = false; }
    std::uint64_t calls() const { return calls_; }
    bool fired() const { return fired_; }

    // The decision for one call (used by the shim's methods).
    int on_call(FaultKind kind);

private:
    sqlite3_vfs vfs_{};
    sqlite3_vfs* real_ = nullptr;
    bool armed_ = false, sticky_ = false, fired_ = false;
    FaultKind kind_ = FaultKind::Write;
    std::uint64_t nth_ = 0, calls_ = 0;
    int error_ = SQLITE_IOERR;
};

}  // namespace bjt::storage::test
