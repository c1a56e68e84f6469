#include "engine/presets/preset_watcher.h"

#include <fstream>
#include <sstream>

namespace bjt {

namespace {
std::string read_all(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::string("\0missing", 8);  // a missing file differs from any content
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}
}  // namespace

PresetWatcher::PresetWatcher(std::string path) : path_(std::move(path)) { load(); }

std::map<std::string, std::string> PresetWatcher::snapshot() const {
    std::map<std::string, std::string> files;
    files[path_] = read_all(path_);
    // The files a good load came from (extends chains); --set overrides are not files.
    for (const auto& [key, where] : good_.origin)
        if (where.line > 0 && !files.count(where.file)) files[where.file] = read_all(where.file);
    return files;
}

PresetWatcher::Change PresetWatcher::load() {
    PresetLoad result = load_preset(path_);
    if (result.ok()) {
        good_ = std::move(*result.preset);
        has_good_ = true;
        errors_.clear();
        seen_ = snapshot();
        return Change::Reloaded;
    }
    errors_ = std::move(result.errors);
    seen_ = snapshot();
    return Change::Broken;
}

PresetWatcher::Change PresetWatcher::poll() {
    if (snapshot() == seen_) return Change::None;
    return load();
}

}  // namespace bjt
