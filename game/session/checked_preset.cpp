#include "game/session/checked_preset.h"

#include <system_error>

#include "engine/files/replace_file.h"
#include "engine/presets/preset_loader.h"

namespace bjt::game {

Result<> write_checked_preset(const std::filesystem::path& path, const Rules& rules, const std::string& comment) {
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);  // a failure shows as the write's
    if (const auto write_error = files::replace_file(path, write_preset_yaml(rules, comment)))
        return Result<>::failure("Not saved: " + *write_error);
    const PresetLoad back = load_preset(path.string());
    if (!back.ok())
        return Result<>::failure("Saved, but it does not load back: " +
                                 (back.errors.empty() ? std::string("?") : back.errors[0].message()));
    if (back.preset->rules != rules)
        return Result<>::failure("Saved, but it loads back to different rules: " + path.string());
    return Result<>::success();
}

}  // namespace bjt::game
