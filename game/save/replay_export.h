#pragma once
// "Export replay..." of the History screen: a session or one round of the save written as a replay file
// (docs/replays.md), with the writer `bjt history export` uses (storage::HandHistory::export_session() and
// export_round(), replay::write_replay()).
#include <cstdint>
#include <filesystem>
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

// Where a replay goes unless the player types another path: `folder`/replays/session-N.replay (round-N), or
// under the working folder when the save has no folder (an in-memory save).
std::filesystem::path default_replay_path(const std::filesystem::path& folder, const ReplayExport& what);

// Writes the replay to `path` (its folder made when missing). The failure says what could not be done and where.
Result export_replay(storage::SaveDatabase& db, const ReplayExport& what, const std::filesystem::path& path);

}  // namespace bjt::game
