// bjt validate FILE...: loads each preset and prints every error found.
#include <cstdio>
#include <string>

#include "tools/bjt/cli.h"
#include "tools/bjt/commands.h"

namespace bjt::cli {

int run_validate(Args args) {
    if (wants_help(args)) {
        std::printf(
            "usage: bjt validate FILE...\n\n"
            "Checks preset files (YAML) and prints every error as FILE:LINE:COL: key 'KEY': expected ..., found ...\n"
            "A NAME without a path (e.g. trivia) is looked up in the preset folders.\n"
            "Exit code: 0 when every file is valid, 2 when any has an error.\n");
        return 0;
    }
    if (args.empty()) return usage_error("validate needs at least one preset file (try `bjt validate --help`)");
    std::size_t bad_files = 0, errors = 0;
    for (auto arg : args) {
        auto path = find_preset(arg);
        PresetLoad load = load_preset(path ? *path : std::string(arg));
        if (load.ok()) {
            std::printf("%s: ok (%s)\n", path ? path->c_str() : std::string(arg).c_str(),
                        load.preset->rules.name.c_str());
            continue;
        }
        ++bad_files;
        for (const auto& e : load.errors) {
            std::printf("%s\n", e.message().c_str());
            ++errors;
        }
    }
    if (bad_files == 0) return 0;
    std::fprintf(stderr, "bjt: %zu error(s) in %zu of %zu preset file(s)\n", errors, bad_files, args.size());
    return 2;
}

}  // namespace bjt::cli
