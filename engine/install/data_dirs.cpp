#include "engine/install/data_dirs.h"

#include <system_error>

namespace bjt {

namespace fs = std::filesystem;

fs::path executable_dir() {
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (ec || exe.empty()) return {};
    return exe.parent_path();
}

std::vector<fs::path> shipped_data_roots(const fs::path& exe_dir) {
    std::vector<fs::path> roots;
    if (!exe_dir.empty()) roots.push_back((exe_dir / ".." / "share" / "blackjack-trivia").lexically_normal());
    roots.emplace_back(BJT_SOURCE_DATA_DIR);
    roots.emplace_back(BJT_INSTALL_DATA_DIR);
    return roots;
}

std::vector<std::string> shipped_data_paths(std::string_view relative) {
    std::vector<std::string> paths;
    for (const fs::path& root : shipped_data_roots(executable_dir())) paths.push_back((root / relative).string());
    return paths;
}

}  // namespace bjt
