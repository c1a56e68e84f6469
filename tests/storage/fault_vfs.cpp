#include "tests/storage/fault_vfs.h"

#include <cstring>

namespace bjt::storage::test {

namespace {

// An open file of the shim: our header, then the real VFS's file in the same allocation.
struct FaultFile {
    sqlite3_file base;
    FaultVfs* faults;
    sqlite3_file* real() { return reinterpret_cast<sqlite3_file*>(this + 1); }
};

FaultFile* as_fault(sqlite3_file* f) { return reinterpret_cast<FaultFile*>(f); }
sqlite3_file* real_of(sqlite3_file* f) { return as_fault(f)->real(); }

int file_close(sqlite3_file* f) { return real_of(f)->pMethods->xClose(real_of(f)); }
int file_read(sqlite3_file* f, void* buffer, int amount, sqlite3_int64 offset) {
    return real_of(f)->pMethods->xRead(real_of(f), buffer, amount, offset);
}
int file_write(sqlite3_file* f, const void* buffer, int amount, sqlite3_int64 offset) {
    if (const int rc = as_fault(f)->faults->on_call(FaultKind::Write); rc != SQLITE_OK) return rc;
    return real_of(f)->pMethods->xWrite(real_of(f), buffer, amount, offset);
}
int file_truncate(sqlite3_file* f, sqlite3_int64 size) { return real_of(f)->pMethods->xTruncate(real_of(f), size); }
int file_sync(sqlite3_file* f, int flags) {
    if (const int rc = as_fault(f)->faults->on_call(FaultKind::Sync); rc != SQLITE_OK) return rc;
    return real_of(f)->pMethods->xSync(real_of(f), flags);
}
int file_size(sqlite3_file* f, sqlite3_int64* size) { return real_of(f)->pMethods->xFileSize(real_of(f), size); }
int file_lock(sqlite3_file* f, int level) { return real_of(f)->pMethods->xLock(real_of(f), level); }
int file_unlock(sqlite3_file* f, int level) { return real_of(f)->pMethods->xUnlock(real_of(f), level); }
int file_check_lock(sqlite3_file* f, int* out) { return real_of(f)->pMethods->xCheckReservedLock(real_of(f), out); }
int file_control(sqlite3_file* f, int op, void* arg) { return real_of(f)->pMethods->xFileControl(real_of(f), op, arg); }
int file_sector_size(sqlite3_file* f) { return real_of(f)->pMethods->xSectorSize(real_of(f)); }
int file_characteristics(sqlite3_file* f) { return real_of(f)->pMethods->xDeviceCharacteristics(real_of(f)); }

// Version 1: no shared memory or memory mapping, which a rollback-journal save never needs.
const sqlite3_io_methods kMethods = {
    1,           file_close,      file_read,    file_write,       file_truncate,        file_sync, file_size, file_lock,
    file_unlock, file_check_lock, file_control, file_sector_size, file_characteristics, nullptr,   nullptr,   nullptr,
    nullptr,     nullptr,         nullptr};

FaultVfs* faults_of(sqlite3_vfs* vfs) { return static_cast<FaultVfs*>(vfs->pAppData); }
sqlite3_vfs* real_vfs(sqlite3_vfs*) { return sqlite3_vfs_find("unix"); }

int vfs_open(sqlite3_vfs* vfs, const char* name, sqlite3_file* file, int flags, int* out_flags) {
    FaultFile* f = as_fault(file);
    f->base.pMethods = nullptr;
    if (const int rc = faults_of(vfs)->on_call(FaultKind::Open); rc != SQLITE_OK) return rc;
    f->faults = faults_of(vfs);
    const int rc = real_vfs(vfs)->xOpen(real_vfs(vfs), name, f->real(), flags, out_flags);
    if (rc == SQLITE_OK) f->base.pMethods = &kMethods;
    return rc;
}

int vfs_delete(sqlite3_vfs* vfs, const char* name, int sync) {
    return real_vfs(vfs)->xDelete(real_vfs(vfs), name, sync);
}
int vfs_access(sqlite3_vfs* vfs, const char* name, int flags, int* out) {
    return real_vfs(vfs)->xAccess(real_vfs(vfs), name, flags, out);
}
int vfs_full_pathname(sqlite3_vfs* vfs, const char* name, int size, char* out) {
    return real_vfs(vfs)->xFullPathname(real_vfs(vfs), name, size, out);
}
void* vfs_dl_open(sqlite3_vfs* vfs, const char* name) { return real_vfs(vfs)->xDlOpen(real_vfs(vfs), name); }
void vfs_dl_error(sqlite3_vfs* vfs, int size, char* out) { real_vfs(vfs)->xDlError(real_vfs(vfs), size, out); }
void (*vfs_dl_sym(sqlite3_vfs* vfs, void* handle, const char* symbol))(void) {
    return real_vfs(vfs)->xDlSym(real_vfs(vfs), handle, symbol);
}
void vfs_dl_close(sqlite3_vfs* vfs, void* handle) { real_vfs(vfs)->xDlClose(real_vfs(vfs), handle); }
int vfs_randomness(sqlite3_vfs* vfs, int size, char* out) {
    return real_vfs(vfs)->xRandomness(real_vfs(vfs), size, out);
}
int vfs_sleep(sqlite3_vfs* vfs, int micros) { return real_vfs(vfs)->xSleep(real_vfs(vfs), micros); }
int vfs_current_time(sqlite3_vfs* vfs, double* out) { return real_vfs(vfs)->xCurrentTime(real_vfs(vfs), out); }
int vfs_last_error(sqlite3_vfs* vfs, int size, char* out) {
    return real_vfs(vfs)->xGetLastError(real_vfs(vfs), size, out);
}

}  // namespace

FaultVfs::FaultVfs() {
    real_ = sqlite3_vfs_find("unix");
    vfs_.iVersion = 1;
    vfs_.szOsFile = static_cast<int>(sizeof(FaultFile)) + real_->szOsFile;
    vfs_.mxPathname = real_->mxPathname;
    vfs_.zName = "bjt-faults";
    vfs_.pAppData = this;
    vfs_.xOpen = vfs_open;
    vfs_.xDelete = vfs_delete;
    vfs_.xAccess = vfs_access;
    vfs_.xFullPathname = vfs_full_pathname;
    vfs_.xDlOpen = vfs_dl_open;
    vfs_.xDlError = vfs_dl_error;
    vfs_.xDlSym = vfs_dl_sym;
    vfs_.xDlClose = vfs_dl_close;
    vfs_.xRandomness = vfs_randomness;
    vfs_.xSleep = vfs_sleep;
    vfs_.xCurrentTime = vfs_current_time;
    vfs_.xGetLastError = vfs_last_error;
    sqlite3_vfs_register(&vfs_, 1);
}

FaultVfs::~FaultVfs() {
    sqlite3_vfs_unregister(&vfs_);
    sqlite3_vfs_register(real_, 1);
}

void FaultVfs::arm(FaultKind kind, std::uint64_t nth, int error, bool sticky) {
    armed_ = true;
    kind_ = kind;
    nth_ = nth;
    error_ = error;
    sticky_ = sticky;
    calls_ = 0;
    fired_ = false;
}

int FaultVfs::on_call(FaultKind kind) {
    if (!armed_ || kind != kind_) return SQLITE_OK;
    ++calls_;
    if (nth_ == 0 || calls_ < nth_ || (calls_ > nth_ && !sticky_)) return SQLITE_OK;
    fired_ = true;
    return error_;
}

}  // namespace bjt::storage::test
