#include "storage/save_database.h"

#include <sqlite3.h>

#include <optional>
#include <string>
#include <system_error>
#include <vector>

#include "storage/bank_copy.h"
#include "storage/local_time.h"
#include "storage/schema_migrations.h"
#include "storage/sql/sql_error.h"
#include "storage/sql/sql_statement.h"

namespace bjt::storage {
namespace fs = std::filesystem;
namespace {

enum class Health { Missing, Healthy, ReadOnly, Damaged, Newer, InUse };

struct Inspection {
    Health health = Health::Missing;
    std::string detail;  // what was wrong, for the notice
};

// A sound SQLite file is ours when it is empty (version 0, no table: a save being created) or when it
// has a version and the tables every version of that file has had. Anything else (the bank copy put in the
// save's place, another program's database) would fail its migration on every start, so it is set aside
// like a damaged file instead.
bool looks_like_ours(SqlConnection& db, long long version, const std::vector<std::string>& core_tables) {
    const long long tables = db.query_int("SELECT count(*) FROM sqlite_master WHERE type = 'table'");
    if (version == 0) return tables == 0;
    for (const std::string& table : core_tables) {
        SqlStatement found = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1");
        found.bind(1, table);
        if (!found.step()) return false;
    }
    return true;
}

// An error that says what is in a file (tables that are not ours, damage found late), not that the disk or the
// system failed (I/O, a full disk, no permission, a lock): the file is set aside rather than kept failing.
bool is_content_error(const std::exception& e) {
    const auto* sql = dynamic_cast<const SqlError*>(&e);
    if (!sql) return false;
    const int code = sql->code();
    return code == SQLITE_ERROR || code == SQLITE_CORRUPT || code == SQLITE_NOTADB || code == SQLITE_MISMATCH ||
           code == SQLITE_CONSTRAINT || code == SQLITE_SCHEMA;
}

// Opens the file on its own, without creating it, and asks SQLite to check every page.
Inspection inspect(const fs::path& path, int known_version, const std::vector<std::string>& core_tables) {
    std::error_code ec;
    const fs::file_status status = fs::symlink_status(path, ec);
    if (ec || status.type() == fs::file_type::not_found) return {Health::Missing, {}};
    try {
        SqlConnection db = SqlConnection::open(path, false);
        SqlStatement check = db.prepare("PRAGMA integrity_check(5)");
        std::string first;
        if (check.step()) first = check.column_text(0);
        if (first != "ok") return {Health::Damaged, first.empty() ? "integrity check failed" : first};
        const long long version = db.query_int("PRAGMA user_version");
        if (version > known_version) return {Health::Newer, {}};
        if (!looks_like_ours(db, version, core_tables))
            return {Health::Damaged, "it is not a Blackjack Trivia file of this kind"};
        if (sqlite3_db_readonly(db.handle(), "main") == 1) return {Health::ReadOnly, "the file is read-only"};
        return {Health::Healthy, {}};
    } catch (const SqlError& e) {
        if (e.code() == SQLITE_BUSY || e.code() == SQLITE_LOCKED) return {Health::InUse, e.what()};
        return {Health::Damaged, e.what()};  // not a database, malformed, unreadable, a folder...
    }
}

// "<name>.corrupt-YYYYMMDD-HHMMSS" (then "-2", "-3" if taken); a hot journal goes along, since
// it belongs to that file and must never be played into a fresh one.
fs::path move_aside(const fs::path& path, const Clock& clock) {
    const std::string stamp = LocalTime::at(clock, clock.now()).compact_text();
    fs::path target = path;
    target += ".corrupt-" + stamp;
    for (int n = 2; fs::exists(fs::symlink_status(target)); ++n) {
        target = path;
        target += ".corrupt-" + stamp + "-" + std::to_string(n);
    }
    fs::rename(path, target);  // throws fs::filesystem_error
    for (const char* suffix : {"-journal", "-wal", "-shm"}) {
        fs::path side = path;
        side += suffix;
        std::error_code ec;
        if (fs::exists(fs::symlink_status(side, ec))) {
            fs::path side_target = target;
            side_target += suffix;
            fs::rename(side, side_target, ec);
        }
    }
    return target;
}

// A read-only save is healthy: copy it into a fresh writable file with SQLite's backup API.
void copy_database(const fs::path& from, const fs::path& to) {
    SqlConnection source = SqlConnection::open(from, false);
    SqlConnection target = SqlConnection::open(to, true);
    sqlite3_backup* backup = sqlite3_backup_init(target.handle(), "main", source.handle(), "main");
    if (!backup) check_sqlite(target.handle(), sqlite3_errcode(target.handle()), "backup");
    sqlite3_backup_step(backup, -1);
    check_sqlite(target.handle(), sqlite3_backup_finish(backup), "backup");
}

std::string plural(std::size_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

SaveDatabase SaveDatabase::open_in_memory(const Clock& clock) {
    SaveDatabase d(clock);
    d.db_ = SqlConnection::open_in_memory();
    d.configure_and_migrate(":memory:");
    return d;
}

SaveDatabase SaveDatabase::unsaved_copy(SaveDatabase& from) {
    SaveDatabase d(*from.clock_);
    d.db_ = SqlConnection::open_in_memory();
    sqlite3_backup* backup = sqlite3_backup_init(d.db_.handle(), "main", from.db_.handle(), "main");
    if (!backup) check_sqlite(d.db_.handle(), sqlite3_errcode(d.db_.handle()), "backup");
    sqlite3_backup_step(backup, -1);
    check_sqlite(d.db_.handle(), sqlite3_backup_finish(backup), "backup");
    d.configure_and_migrate(":memory:");
    BankCopy::rebuild(d.db_);  // the copy in memory starts empty: money transactions update it with the save
    return d;
}

// Opens and migrates the save and its bank copy, then brings back from the copy any profile the save lacks
// (the save and the copy agree after every transaction, so such a profile was lost with a damaged, emptied
// or deleted save) and makes the copy match the save. Returns the names brought back.
std::vector<std::string> SaveDatabase::open_files() {
    db_ = SqlConnection::open(path_, true);
    configure_and_migrate(bank_copy_path_);
    std::vector<std::string> restored = BankCopy::restore_missing(db_, clock_->now());
    BankCopy::rebuild(db_);
    saving_ = true;
    return restored;
}

// `readable`: the save, when it can still be read though not written (a read-only folder or disk): the session
// plays on a copy of it in memory, so the player keeps every bank; a save that cannot be read either gives a
// fresh one.
void SaveDatabase::fall_back_to_memory(SaveNoticeKind kind, std::string message, const fs::path& readable) {
    db_ = SqlConnection::open_in_memory();
    bool copied = false;
    if (!readable.empty()) {
        try {
            SqlConnection source = SqlConnection::open(readable, false);
            sqlite3_backup* backup = sqlite3_backup_init(db_.handle(), "main", source.handle(), "main");
            if (backup) {
                sqlite3_backup_step(backup, -1);
                copied = sqlite3_backup_finish(backup) == SQLITE_OK;
            }
        } catch (const std::exception&) {
            copied = false;
        }
        if (!copied) db_ = SqlConnection::open_in_memory();
    }
    configure_and_migrate(":memory:");
    if (copied) {
        BankCopy::rebuild(db_);
        message += " You play on from your saved banks; nothing of this session reaches the disk.";
    }
    saving_ = false;
    notices_.push_back({kind, std::move(message), {}});
}

void SaveDatabase::configure_and_migrate(const fs::path& bank_copy) {
    db_.exec("PRAGMA foreign_keys = ON");
    db_.exec("PRAGMA main.journal_mode = DELETE");
    db_.exec("PRAGMA main.synchronous = FULL");
    db_.prepare("ATTACH DATABASE ?1 AS bank").bind(1, bank_copy.string()).run();
    db_.exec("PRAGMA bank.journal_mode = DELETE");
    db_.exec("PRAGMA bank.synchronous = FULL");
    SchemaMigrations::migrate_save(db_);
    SchemaMigrations::migrate_bank_copy(db_);
}

namespace {

// A save the game must leave alone: from a newer version, or open in another copy of the game.
std::optional<SaveNotice> refusal(const Inspection& save, const Inspection& copy) {
    if (save.health == Health::Newer || copy.health == Health::Newer)
        return SaveNotice{SaveNoticeKind::NewerVersion,
                          "Your saved games are from a newer version of Blackjack Trivia. They were left as they "
                          "are; this session will not be saved.",
                          {}};
    if (save.health == Health::InUse || copy.health == Health::InUse)
        return SaveNotice{SaveNoticeKind::NotSaving,
                          "Another copy of Blackjack Trivia is using your saved games. This session will not be "
                          "saved.",
                          {}};
    return std::nullopt;
}

// Before SQLite opens the files: an orphan journal, a damaged file and a read-only save are set aside (a
// read-only save copied back into a writable file). Throws when the folder refuses.
void set_aside_before_open(const fs::path& save_path, const fs::path& copy_path, const Inspection& save,
                           const Inspection& copy, const Clock& clock, std::vector<fs::path>& save_aside,
                           std::vector<fs::path>& copy_aside) {
    // A journal left without its database would be played into the fresh file SQLite creates under the same
    // name and damage it: set such an orphan aside first.
    for (const fs::path& file : {save_path, copy_path}) {
        fs::path journal = file;
        journal += "-journal";
        if (!fs::exists(fs::symlink_status(file)) && fs::exists(fs::symlink_status(journal)))
            move_aside(journal, clock);
    }
    if (save.health == Health::Damaged) save_aside.push_back(move_aside(save_path, clock));
    if (copy.health == Health::Damaged || copy.health == Health::ReadOnly)
        copy_aside.push_back(move_aside(copy_path, clock));  // rebuilt from the save when opened
    if (save.health == Health::ReadOnly) {
        const fs::path aside = move_aside(save_path, clock);
        copy_database(aside, save_path);
    }
}

// Why the disk refused, in the words a player reads: a filesystem error's own text names the call and both
// paths ("cannot rename: Permission denied [a] [b]"); its code's message is the reason.
std::string plain_reason(const std::exception& e) {
    if (const auto* fs_error = dynamic_cast<const fs::filesystem_error*>(&e)) return fs_error->code().message();
    return e.what();
}

// The save whose banks a session that cannot write still shows: one SQLite can read as it is.
fs::path readable_save(const fs::path& path, const Inspection& save) {
    return save.health == Health::Healthy || save.health == Health::ReadOnly ? path : fs::path{};
}

}  // namespace

SaveDatabase SaveDatabase::open(const fs::path& folder, const Clock& clock) {
    SaveDatabase d(clock);
    d.path_ = folder / kFileName;
    d.bank_copy_path_ = folder / kBankCopyFileName;
    const std::string not_saving =
        "Your games cannot be saved in " + folder.string() + ". This session will not be saved";

    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec) {
        d.fall_back_to_memory(SaveNoticeKind::NotSaving, not_saving + " (" + ec.message() + ").");
        return d;
    }
    const Inspection save = inspect(d.path_, SchemaMigrations::kSaveVersion, {"profiles", "journal", "rounds"});
    const Inspection copy = inspect(d.bank_copy_path_, SchemaMigrations::kBankCopyVersion, {"banks"});
    if (std::optional<SaveNotice> refused = refusal(save, copy)) {
        d.fall_back_to_memory(refused->kind, refused->message);
        return d;
    }
    OpenAsides asides;
    try {
        set_aside_before_open(d.path_, d.bank_copy_path_, save, copy, clock, asides.save, asides.copy);
    } catch (const std::exception& e) {
        d.fall_back_to_memory(SaveNoticeKind::NotSaving, not_saving + " (" + plain_reason(e) + ").",
                              readable_save(d.path_, save));
        return d;
    }
    std::vector<std::string> restored;
    bool damaged = save.health == Health::Damaged;
    std::string damage = save.detail;
    if (const std::optional<std::string> failed = d.open_setting_aside(damaged, damage, asides, restored)) {
        d.fall_back_to_memory(SaveNoticeKind::NotSaving, not_saving + " (" + *failed + ").",
                              damaged ? fs::path{} : readable_save(d.path_, save));
        return d;
    }
    d.add_open_notices(damaged, damage, restored, asides);
    return d;
}

// A sound SQLite file whose tables are not what its version says (found by fuzz_save_open) fails in
// open_files(), not in inspect(): it is set aside like a damaged file and the open tried again, the save first
// (the copy brings its banks back), then the copy (rebuilt from the save). Returns the error that stopped it.
std::optional<std::string> SaveDatabase::open_setting_aside(bool& save_damaged, std::string& damage, OpenAsides& asides,
                                                            std::vector<std::string>& restored) {
    for (int attempt = 0;; ++attempt) {
        try {
            restored = open_files();
            return std::nullopt;
        } catch (const std::exception& e) {
            db_.close();
            const bool set_aside = attempt < 2 && is_content_error(e);
            try {
                if (set_aside && attempt == 0 && !save_damaged) {
                    asides.save.push_back(move_aside(path_, *clock_));
                    save_damaged = true;
                    damage = "its tables are not those of a save of this game";
                    continue;
                }
                if (set_aside && fs::exists(fs::symlink_status(bank_copy_path_))) {
                    asides.copy.push_back(move_aside(bank_copy_path_, *clock_));
                    continue;
                }
            } catch (const std::exception&) {
                // The file cannot even be moved: the session plays in memory, saying why (the first error).
            }
            return std::string(e.what());
        }
    }
}

// What the player is told after an open that set files aside or brought profiles back.
void SaveDatabase::add_open_notices(bool save_damaged, const std::string& damage,
                                    const std::vector<std::string>& restored, const OpenAsides& asides) {
    const std::string names_restored = plural(restored.size(), "profile", "profiles");
    if (save_damaged) {
        SaveNotice n;
        n.kept_aside = asides.save;
        n.kept_aside.insert(n.kept_aside.end(), asides.copy.begin(), asides.copy.end());
        const std::string kept_as = asides.save.front().filename().string();
        if (!restored.empty()) {
            n.kind = SaveNoticeKind::DamagedSaveRestored;
            n.message = "Your saved games were damaged (" + damage + "). The damaged file was kept as " + kept_as +
                        ". " + names_restored +
                        " came back with their banks from the backup copy; their statistics and the leaderboard "
                        "start again.";
        } else {
            n.kind = SaveNoticeKind::DamagedSaveLost;
            n.message = "Your saved games were damaged (" + damage +
                        ") and no backup copy of the banks could be read. The damaged file was kept as " + kept_as +
                        "; a new save was started.";
        }
        notices_.push_back(std::move(n));
    } else if (!restored.empty()) {
        notices_.push_back({SaveNoticeKind::DamagedSaveRestored,
                            names_restored + " missing from your saved games came back with their banks from the "
                                             "backup copy; their statistics start again.",
                            {}});
    }
    if (!asides.copy.empty() && !save_damaged)
        notices_.push_back({SaveNoticeKind::BankCopyRebuilt,
                            "The backup copy of your banks was damaged and has been rebuilt from your saved games; "
                            "nothing was lost.",
                            asides.copy});
}

}  // namespace bjt::storage
