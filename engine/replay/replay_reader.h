#pragma once
// Reads docs/replays.md text. Strict: an unknown line or field, a bad number, a second header, a round that
// names rules or a shoe the file does not hold, or text after the last block is an error naming the line.
#include <optional>
#include <string>
#include <string_view>

#include "engine/replay/replay.h"

namespace bjt::replay {

struct ReplayRead {
    std::optional<Replay> replay;
    std::string error;  // "line N: what is wrong"
};

ReplayRead read_replay(std::string_view text);
// The file at `path`: its error is "PATH:LINE: what is wrong", or "cannot read PATH" (as `bjt replay` says it).
ReplayRead read_replay_file(const std::string& path);

}  // namespace bjt::replay
