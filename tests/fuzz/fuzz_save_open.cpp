// Opening a save whose file holds arbitrary bytes: the game either opens it (a valid SQLite file of ours) or
// sets it aside with a notice and starts a fresh save, or plays without saving with a notice; never a crash.
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "storage/manual_clock.h"
#include "storage/save_database.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace fs = std::filesystem;
    using namespace bjt::storage;
    static const fs::path folder = fs::temp_directory_path() / ("bjt-fuzz-save-" + std::to_string(::getpid()));
    std::error_code ec;
    fs::remove_all(folder, ec);
    fs::create_directories(folder);
    std::ofstream(folder / SaveDatabase::kFileName, std::ios::binary)
        .write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    ManualClock clock(1'700'000'000);
    {
        SaveDatabase save = SaveDatabase::open(folder, clock);
        bjt::fuzz::require(save.saving() || !save.notices().empty(), "a save that cannot be used says so");
    }
    // Whatever happened, the folder now opens as a working save.
    SaveDatabase again = SaveDatabase::open(folder, clock);
    bjt::fuzz::require(again.saving(), "after one open the save works");
    return 0;
}
