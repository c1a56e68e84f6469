#pragma once
// A save made before the game starts: profiles at classic's starting bank, and the one the game starts with (as the
// game remembers it beside the save). For tests of a table of several people, whose guests are profiles of the save.
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "storage/profile_store.h"
#include "storage/save_database.h"
#include "storage/system_clock.h"

namespace bjt::game::test {

inline void make_saved_profiles(const std::filesystem::path& dir, const std::vector<std::string>& names,
                                const std::string& current) {
    const storage::SystemClock clock;
    storage::SaveDatabase db = storage::SaveDatabase::open(dir, clock);
    storage::ProfileStore store(db);
    for (const std::string& name : names) (void)store.create(name, "classic", 100000, 0);
    std::ofstream(dir / "current-profile") << current << "\n";
}

}  // namespace bjt::game::test
