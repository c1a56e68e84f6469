#pragma once
// "Save as preset..." without the window: the rules written as a preset file, then read back through the same
// loader as every preset, which must give the very same rules. A file that does not is reported, not trusted.
#include <filesystem>
#include <string>

#include "engine/rules.h"
#include "game/base/result.h"

namespace bjt::game {

// Writes `rules` to `path` (its folder made if missing), `comment` at the top, and checks the file loads back to
// `rules`. The error says which step failed: "Not saved: ...", "Saved, but it does not load back: ...", "Saved,
// but it loads back to different rules: PATH".
Result<> write_checked_preset(const std::filesystem::path& path, const Rules& rules, const std::string& comment);

}  // namespace bjt::game
