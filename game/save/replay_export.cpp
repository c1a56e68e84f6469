#include "game/save/replay_export.h"

#include "engine/files/replace_file.h"
#include "engine/replay/replay_writer.h"
#include "storage/hand_history.h"

namespace bjt::game {

std::string replay_file_name(const ReplayExport& what) {
    return (what.what == ReplayExport::What::Session ? "session-" : "round-") + std::to_string(what.id) + ".replay";
}

std::optional<std::filesystem::path> replay_path(const std::filesystem::path& folder, const std::string& typed) {
    const std::filesystem::path path(typed);
    if (path.is_absolute()) return path;
    if (folder.empty()) return std::nullopt;
    return folder / "replays" / path;
}

Result<> export_replay(storage::SaveDatabase& db, const ReplayExport& what, const std::filesystem::path& path) {
    std::string text;
    try {
        storage::HandHistory history(db);
        const replay::Replay r =
            what.what == ReplayExport::What::Session ? history.export_session(what.id) : history.export_round(what.id);
        text = replay::write_replay(r);
    } catch (const std::exception& e) {
        return Result<>::failure(std::string("Nothing to export: ") + e.what());
    }
    if (path.empty()) return Result<>::failure("No file name given");
    std::error_code ec;
    if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), ec);
    if (ec) return Result<>::failure("Cannot make the folder " + path.parent_path().string() + ": " + ec.message());
    if (const auto error = files::replace_file(path, text)) return Result<>::failure(*error);
    return Result<>::success();
}

}  // namespace bjt::game
