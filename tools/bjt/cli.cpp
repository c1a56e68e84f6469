#include "tools/bjt/cli.h"

#include <cstdio>

namespace bjt::cli {

int usage_error(const std::string& message) {
    std::fprintf(stderr, "bjt: %s\n", message.c_str());
    return 2;
}

bool wants_help(Args args) {
    for (auto a : args)
        if (a == "--help" || a == "-h") return true;
    return false;
}

std::optional<std::string_view> take_option(Args args, std::size_t& i, std::string_view name, bool& missing) {
    const std::string_view a = args[i];
    if (a == name) {
        if (i + 1 >= args.size()) {
            missing = true;
            ++i;
            return std::string_view{};
        }
        i += 2;
        return args[i - 1];
    }
    if (a.size() > name.size() && a.substr(0, name.size()) == name && a[name.size()] == '=') {
        ++i;
        return a.substr(name.size() + 1);
    }
    return std::nullopt;
}

std::vector<std::string> split_list(std::string_view text, char sep) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(sep, start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view part = text.substr(start, end - start);
        while (!part.empty() && (part.front() == ' ' || part.front() == '\t')) part.remove_prefix(1);
        while (!part.empty() && (part.back() == ' ' || part.back() == '\t')) part.remove_suffix(1);
        if (!part.empty()) out.emplace_back(part);
        start = end + 1;
    }
    return out;
}

std::optional<Preset> load_preset_with_overrides(std::string_view name_or_path,
                                                 const std::vector<std::string>& overrides, std::string& error) {
    const auto path = find_preset(name_or_path);
    if (!path) {
        std::string names;
        for (const auto& n : preset_names()) names += (names.empty() ? "" : ", ") + n;
        error = "no preset named '" + std::string(name_or_path) + "' (the presets are: " + names +
                "; or give a preset FILE)";
        return std::nullopt;
    }
    PresetLoad load = load_preset(*path);
    if (!load.ok()) {
        error = load.errors.empty() ? "could not load " + *path : load.errors.front().message();
        if (load.errors.size() > 1)
            error += " (and " + std::to_string(load.errors.size() - 1) + " more; see bjt validate)";
        return std::nullopt;
    }
    if (auto errors = set_rule_assignments(*load.preset, overrides); !errors.empty()) {
        error = errors.front().message();
        if (errors.size() > 1) error += " (and " + std::to_string(errors.size() - 1) + " more)";
        return std::nullopt;
    }
    return std::move(load.preset);
}

}  // namespace bjt::cli
