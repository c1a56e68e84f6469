#include <string>

#include "engine/presets/preset_loader.h"
#include "engine/rule_keys.h"

namespace bjt {

namespace {

// Plain YAML scalars stay bare; anything YAML could read differently (a colon in "3:2", a '#', a
// leading symbol, spaces at the ends) is double-quoted.
std::string yaml_scalar(const std::string& s) {
    bool plain = !s.empty() && s.front() != ' ' && s.back() != ' ';
    for (char c : s)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.' || c == ' ' || c == ','))
            plain = false;
    if (plain && (s.front() == '-' || s.front() == '.')) plain = false;
    if (plain) return s;
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

}  // namespace

std::string write_preset_yaml(const Rules& rules, std::string_view comment) {
    std::string out;
    std::string_view rest = comment;
    while (!rest.empty()) {
        auto nl = rest.find('\n');
        std::string_view line = rest.substr(0, nl);
        out += line.empty() ? "#\n" : "# " + std::string(line) + "\n";
        if (nl == std::string_view::npos) break;
        rest.remove_prefix(nl + 1);
    }
    if (!comment.empty()) out += "\n";
    for (const auto& key : rule_keys()) {
        const std::string value = key.format(rules);
        out += std::string(key.name) + ": " + (key.is_list ? value : yaml_scalar(value)) + "\n";
    }
    return out;
}

}  // namespace bjt
