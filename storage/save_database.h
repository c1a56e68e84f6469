#pragma once
// The game's save: one SQLite file in the folder the game chooses (SDL_GetPrefPath), plus the
// small bank copy beside it (bank_copy.h).
//
// Opening never throws and never gives the game a dead database:
//   - a damaged, truncated, foreign or unreadable file is renamed aside to
//     "<name>.corrupt-YYYYMMDD-HHMMSS" (local time) and a fresh one is created; profiles missing
//     from the save come back from the bank copy with their banks;
//   - a read-only save is moved aside and copied into a fresh writable file (nothing is lost);
//   - a save from a newer game, a save in use by another copy of the game, or a folder that
//     cannot be written: the files are left alone and this session runs on an in-memory database
//     (for a folder or disk that is only read-only, a copy of the save: the player keeps every bank).
// Each case leaves a SaveNotice the game shows.
//
// Journal: a rollback journal (journal_mode=DELETE) with synchronous=FULL, not WAL. With WAL a
// transaction over two attached files is atomic per file only; the rollback journal's
// super-journal makes each change of money land in the save and the bank copy together or not at
// all. The game writes a handful of small transactions a round, so WAL's faster commits buy
// nothing a player could notice, and a closed save is a single file (no -wal/-shm) to move aside.
// synchronous=FULL: a commit reaches the disk before the call returns, so a power cut after the
// result is shown cannot undo it.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "storage/clock.h"
#include "storage/save_notice.h"
#include "storage/sql/sql_connection.h"

namespace bjt::storage {

class SaveDatabase {
public:
    static constexpr const char* kFileName = "blackjack-trivia.db";
    static constexpr const char* kBankCopyFileName = "blackjack-trivia-bank.db";

    // `clock` must outlive the database (times of journal entries, names of damaged files).
    static SaveDatabase open(const std::filesystem::path& folder, const Clock& clock);
    // No files at all (tests, replays).
    static SaveDatabase open_in_memory(const Clock& clock);
    // What `from` holds now, copied into memory (reads only): the disk under the save failed and the session
    // plays on unsaved from what the disk last kept. Throws StorageError when even reading fails.
    static SaveDatabase unsaved_copy(SaveDatabase& from);

    SaveDatabase(SaveDatabase&&) = default;
    SaveDatabase& operator=(SaveDatabase&&) = delete;
    SaveDatabase(const SaveDatabase&) = delete;
    SaveDatabase& operator=(const SaveDatabase&) = delete;

    SqlConnection& connection() { return db_; }
    const Clock& clock() const { return *clock_; }
    const std::vector<SaveNotice>& notices() const { return notices_; }
    // false: this session lives in memory only (see notices()).
    bool saving() const { return saving_; }
    const std::filesystem::path& path() const { return path_; }
    const std::filesystem::path& bank_copy_path() const { return bank_copy_path_; }

private:
    explicit SaveDatabase(const Clock& clock) : clock_(&clock) {}
    void configure_and_migrate(const std::filesystem::path& bank_copy);
    [[nodiscard]] std::vector<std::string> open_files();
    void fall_back_to_memory(SaveNoticeKind kind, std::string message, const std::filesystem::path& readable = {});
    // Files renamed aside while opening (damaged, foreign), for the notices.
    struct OpenAsides {
        std::vector<std::filesystem::path> save, copy;
    };
    std::optional<std::string> open_setting_aside(bool& save_damaged, std::string& damage, OpenAsides& asides,
                                                  std::vector<std::string>& restored);
    void add_open_notices(bool save_damaged, const std::string& damage, const std::vector<std::string>& restored,
                          const OpenAsides& asides);

    const Clock* clock_;
    SqlConnection db_;
    std::vector<SaveNotice> notices_;
    bool saving_ = false;
    std::filesystem::path path_, bank_copy_path_;
};

}  // namespace bjt::storage
