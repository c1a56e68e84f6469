// Opening a save whose file holds arbitrary bytes: the game either opens it (a valid SQLite file of ours) or
// sets it aside with a notice and starts a fresh save, or plays without saving with a notice; never a crash.
// After one open the folder holds a working save, except a save from a newer version (a higher user_version),
// which is refused every time and left byte for byte as it was.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "storage/manual_clock.h"
#include "storage/save_database.h"
#include "tests/fuzz/fuzz_check.h"

namespace {

std::string file_bytes(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// The fuzzer's save folder, one per process, removed when the fuzzer exits (libFuzzer ends a timed run with exit(),
// which runs static destructors), so that runs do not leave folders behind in the temporary directory.
struct ScratchFolder {
    std::filesystem::path path =
        std::filesystem::temp_directory_path() / ("bjt-fuzz-save-" + std::to_string(::getpid()));
    ScratchFolder() = default;
    ScratchFolder(const ScratchFolder&) = delete;
    ScratchFolder& operator=(const ScratchFolder&) = delete;
    ~ScratchFolder() {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }
};

bool left_alone(const bjt::storage::SaveDatabase& save) {
    for (const bjt::storage::SaveNotice& n : save.notices())
        if (n.kind == bjt::storage::SaveNoticeKind::NewerVersion) return true;
    return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace fs = std::filesystem;
    using namespace bjt::storage;
    static const ScratchFolder scratch;
    const fs::path& folder = scratch.path;
    std::error_code ec;
    fs::remove_all(folder, ec);
    fs::create_directories(folder);
    const fs::path file = folder / SaveDatabase::kFileName;
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    std::ofstream(file, std::ios::binary).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    ManualClock clock(1'700'000'000);
    bool newer = false;
    {
        SaveDatabase save = SaveDatabase::open(folder, clock);
        bjt::fuzz::require(save.saving() || !save.notices().empty(), "a save that cannot be used says so");
        newer = left_alone(save);
    }
    SaveDatabase again = SaveDatabase::open(folder, clock);
    if (newer) {
        // A save from a newer version is never touched: each open says so again and the file stays as it was.
        bjt::fuzz::require(!again.saving() && left_alone(again), "a newer save is refused every time");
        bjt::fuzz::require(file_bytes(file) == bytes, "a newer save is left byte for byte as it was");
        return 0;
    }
    // Whatever else happened, the folder now opens as a working save.
    bjt::fuzz::require(again.saving(), "after one open the save works");
    return 0;
}
