#include <cstdlib>
#include <filesystem>
#include <set>

#include "engine/install/data_dirs.h"
#include "engine/presets/preset_loader.h"

namespace bjt {

namespace fs = std::filesystem;

std::vector<std::string> preset_search_dirs() {
    std::vector<std::string> dirs;
    if (const char* env = std::getenv("BJT_PRESET_DIR"); env && *env) dirs.emplace_back(env);
    for (std::string& dir : shipped_data_paths("config/presets")) dirs.push_back(std::move(dir));
    return dirs;
}

std::optional<std::string> find_preset(std::string_view name_or_path) {
    const std::string name(name_or_path);
    if (name.empty()) return std::nullopt;
    std::error_code ec;
    const bool looks_like_path =
        name.find('/') != std::string::npos || name.ends_with(".yaml") || name.ends_with(".yml");
    if (looks_like_path || fs::is_regular_file(name, ec)) {
        if (fs::is_regular_file(name, ec)) return name;
        if (looks_like_path) return std::nullopt;
    }
    for (const auto& dir : preset_search_dirs()) {
        fs::path p = fs::path(dir) / (name + ".yaml");
        if (fs::is_regular_file(p, ec)) return p.string();
    }
    return std::nullopt;
}

std::vector<std::string> preset_names() {
    std::set<std::string> names;
    for (const auto& dir : preset_search_dirs()) {
        std::error_code ec;
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
            if (it->path().extension() == ".yaml") names.insert(it->path().stem().string());
    }
    return {names.begin(), names.end()};
}

}  // namespace bjt
