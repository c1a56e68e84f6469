#pragma once
// Every file the programs write whole (settings, question files, presets, replays, the analysis cache, the last
// profile) goes through replace_file(), so a reader or a crash sees the old file or the new one, never half of
// either, and a failed write says so and changes nothing.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace bjt::files {

// Writes `content` to `path`, replacing what is there:
// - a regular file (or none yet): the content goes to a temporary file beside it (same folder, so the rename stays
//   on one file system), is flushed to the disk and renamed over it, and the folder is synced so the rename
//   survives a crash. The old file's permissions carry over; a new file gets 0666 less the umask;
// - a symbolic link: the file it points to is replaced and the link stays;
// - something that is not a file, such as /dev/null or a named pipe: written straight into (renaming over it would
//   put a file where the device was);
// - a folder: an error.
// On failure the old file is as it was and no temporary is left behind. Returns what went wrong, naming the path,
// or nothing when the file was written. The folder must exist: the caller decides whether to create it.
[[nodiscard]] std::optional<std::string> replace_file(const std::filesystem::path& path, std::string_view content);

}  // namespace bjt::files
