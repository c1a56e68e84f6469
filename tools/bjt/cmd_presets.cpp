// bjt presets: lists the preset folders and shipped presets, or prints the preset key reference.
#include <cstdio>
#include <filesystem>

#include "engine/presets/preset_reference.h"
#include "tools/bjt/cli.h"
#include "tools/bjt/commands.h"

namespace bjt::cli {

int run_presets(Args args) {
    if (wants_help(args)) {
        std::printf(
            "usage: bjt presets [--reference]\n\n"
            "Lists the presets found in the preset folders, or with --reference prints every preset key with its\n"
            "meaning, default and allowed values (the text of docs/presets.md).\n");
        return 0;
    }
    if (!args.empty() && args[0] == "--reference") {
        std::printf("%s", preset_reference_markdown().c_str());
        return 0;
    }
    if (!args.empty()) return usage_error("unknown argument '" + std::string(args[0]) + "' (try `bjt presets --help`)");
    namespace fs = std::filesystem;
    for (const auto& dir : preset_search_dirs()) {
        std::error_code ec;
        if (!fs::is_directory(dir, ec)) continue;
        std::printf("%s\n", dir.c_str());
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
            if (it->path().extension() != ".yaml") continue;
            PresetLoad load = load_preset(it->path().string());
            std::printf("  %-14s %s\n", it->path().stem().c_str(),
                        load.ok() ? load.preset->rules.name.c_str() : "(has errors: bjt validate)");
        }
    }
    return 0;
}

}  // namespace bjt::cli
