#pragma once
// "Export replay..." of the History screen: a session or one round of the save written as a replay file
// (docs/replays.md), with the writer `bjt history export` uses (storage::HandHistory::export_session() and
// export_round(), replay::write_replay()).
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "game/base/result.h"

namespace bjt::storage {
class SaveDatabase;
}

namespace bjt::game {

struct ReplayExport {
    enum class What : std::uint8_t { Session, Round };
    What what = What::Session;
    std::int64_t id = 0;
};

// "session-N.replay" or "round-N.replay": the name the export offers.
std::string replay_file_name(const ReplayExport& what);
// Where a typed path writes: as typed when absolute, else inside `folder`/replays/. An in-memory save (no folder)
// takes absolute paths only: nullopt, so nothing lands in whatever folder the game was started from.
std::optional<std::filesystem::path> replay_path(const std::filesystem::path& folder, const std::string& typed);

// Writes the replay to `path` (its folder made when missing). The failure says what could not be done and where.
Result<> export_replay(storage::SaveDatabase& db, const ReplayExport& what, const std::filesystem::path& path);

}  // namespace bjt::game
