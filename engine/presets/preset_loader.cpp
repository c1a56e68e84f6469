#include "engine/presets/preset_loader.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "engine/rule_keys.h"
#include "engine/yaml_source/single_document.h"
#include "engine/yaml_source/yaml_source_checks.h"

namespace bjt {

std::string PresetError::message() const {
    std::string out = where.file;
    if (where.line > 0) out += ":" + std::to_string(where.line) + ":" + std::to_string(where.column);
    out += ": ";
    if (!key.empty()) out += "key '" + key + "': ";
    out += "expected " + expected + ", found " + found;
    return out;
}

namespace {

namespace fs = std::filesystem;

SourceLocation at(const std::string& file, const YAML::Mark& m) {
    if (m.is_null()) return {file, 1, 1};
    return {file, m.line + 1, m.column + 1};
}

PresetError make_error(SourceLocation where, std::string key, std::string expected, std::string found) {
    PresetError e;
    e.where = std::move(where);
    e.key = std::move(key);
    e.expected = std::move(expected);
    e.found = std::move(found);
    return e;
}

std::string in_quotes(const std::string& s) { return "'" + s + "'"; }

// A value a key refused, with the reason when the text alone does not make it plain.
std::string refused_value(const RuleKey& key, const std::string& text) {
    std::string found = key.is_list ? in_quotes("[" + text + "]") : in_quotes(text);
    if (key.expected.find("amount") != std::string_view::npos) {
        std::string why = amount_problem(text);
        if (key.is_list)
            for (std::size_t start = 0; why.empty() && start <= text.size();) {
                const std::size_t comma = std::min(text.find(',', start), text.size());
                why = amount_problem(text.substr(start, comma - start));
                start = comma + 1;
            }
        if (!why.empty()) found += " (" + why + ")";
    }
    return found;
}

// A conflict between keys is reported only when none of the keys it names had an error of its own:
// a refused value leaves the key at its default, and a conflict with that default would mislead.
bool names_a_failed_key(const RuleConflict& c, const std::set<std::string>& failed) {
    for (const auto& key : failed) {
        if (c.key == key) return true;
        for (auto pos = c.expected.find(key); pos != std::string::npos; pos = c.expected.find(key, pos + 1)) {
            const bool starts = pos == 0 || !(std::isalnum(static_cast<unsigned char>(c.expected[pos - 1])) ||
                                              c.expected[pos - 1] == '_');
            const std::size_t end = pos + key.size();
            const bool ends = end >= c.expected.size() ||
                              !(std::isalnum(static_cast<unsigned char>(c.expected[end])) || c.expected[end] == '_');
            if (starts && ends) return true;
        }
    }
    return false;
}

std::string describe_node(const YAML::Node& n) {
    switch (n.Type()) {
        case YAML::NodeType::Null: return "nothing";
        case YAML::NodeType::Sequence: return "a list";
        case YAML::NodeType::Map: return "a map";
        case YAML::NodeType::Scalar: return in_quotes(n.Scalar());
        default: return "an undefined value";
    }
}

class Loader {
public:
    PresetLoad load_file(const std::string& path) {
        std::error_code ec;
        if (fs::is_directory(path, ec)) {
            PresetLoad out;
            out.errors.push_back(make_error({path, 0, 0}, "", "a preset file", "a folder"));
            return out;
        }
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            PresetLoad out;
            out.errors.push_back(
                make_error({path, 0, 0}, "", "a readable preset file", "no such file or it cannot be read"));
            return out;
        }
        std::stringstream text;
        text << in.rdbuf();
        PresetLoad out = load_text(text.str(), path, fs::path(path).parent_path().string());
        if (out.preset) out.preset->path = path;
        return out;
    }

    PresetLoad load_text(const std::string& yaml, const std::string& file, const std::string& base_dir) {
        PresetLoad out;
        auto error = [&](SourceLocation where, std::string key, std::string expected, std::string found) {
            out.errors.push_back(make_error(std::move(where), std::move(key), std::move(expected), std::move(found)));
        };

        YAML::Node root;
        if (auto problem = yaml_source::find_structure_problem(yaml)) {
            error({file, problem->line, problem->column}, "", "valid YAML", problem->message);
            return out;
        }
        try {
            const yaml_source::SingleDocument document = yaml_source::load_single_document(yaml);
            if (document.second) {
                error({file, document.second->line + 1, document.second->column + 1}, "", "one YAML document",
                      "a second document ('---', or text after the first document ends)");
                return out;
            }
            root = document.root;
        } catch (const YAML::ParserException& e) {
            const auto problem = yaml_source::explain_parse_error(yaml, e.mark.line, e.mark.column, e.msg);
            error({file, problem.line, problem.column}, "", "valid YAML", problem.message);
            return out;
        }
        if (!root.IsMap()) {
            error({file, 1, 1}, "", "a map of preset keys (key: value lines)",
                  root.IsNull() ? std::string("an empty file") : describe_node(root));
            return out;
        }

        Preset preset;
        // `extends` first, whatever its place in the file: the base is the starting point.
        std::set<std::string> seen;
        for (auto it = root.begin(); it != root.end(); ++it) {
            if (!it->first.IsScalar()) continue;
            if (it->first.Scalar() != "extends") continue;
            const YAML::Node v = it->second;  // a handle; copying it is cheap
            if (!v.IsScalar() || v.Scalar().empty()) {
                error(at(file, it->first.Mark()), "extends", "the name or file of another preset", describe_node(v));
                continue;
            }
            std::string lookup_error;
            auto base_path = resolve_extends(v.Scalar(), base_dir, lookup_error);
            if (!base_path) {
                error(at(file, v.Mark()), "extends", "the name or file of an existing preset",
                      in_quotes(yaml_source::shortened_for_message(v.Scalar())) + lookup_error);
                continue;
            }
            std::error_code ec;
            std::string canonical = fs::weakly_canonical(*base_path, ec).string();
            if (ec) canonical = *base_path;
            if (std::find(chain_.begin(), chain_.end(), canonical) != chain_.end()) {
                error(at(file, v.Mark()), "extends", "a preset that does not extend itself (directly or not)",
                      in_quotes(v.Scalar()) + ", which leads back to " + in_quotes(file));
                continue;
            }
            chain_.push_back(canonical);
            PresetLoad base = load_file(*base_path);
            chain_.pop_back();
            if (!base.ok()) {
                error(at(file, v.Mark()), "extends", "a preset that loads without errors",
                      in_quotes(v.Scalar()) + " with " + std::to_string(base.errors.size()) + " error(s)");
                for (auto& e : base.errors) out.errors.push_back(std::move(e));
                continue;
            }
            preset.rules = base.preset->rules;
            preset.origin = base.preset->origin;
        }

        std::set<std::string> failed_keys;
        for (auto it = root.begin(); it != root.end(); ++it) {
            const YAML::Node k = it->first;
            const YAML::Node v = it->second;  // a handle; copying it is cheap
            if (!k.IsScalar()) {
                error(at(file, k.Mark()), "", "a key name", describe_node(k));
                continue;
            }
            const std::string name = k.Scalar();
            if (!seen.insert(name).second) {
                error(at(file, k.Mark()), name, "each key once", "a second " + in_quotes(name));
                continue;
            }
            if (name == "extends") continue;
            const RuleKey* key = find_rule_key(name);
            if (!key) {
                std::string expected = "a preset key (see docs/presets.md)";
                if (auto close = closest_rule_key(name); !close.empty())
                    expected = "a preset key such as '" + std::string(close) + "' (see docs/presets.md)";
                error(at(file, k.Mark()), name, expected, "an unknown key");
                continue;
            }
            // A missing value ("insurance:") has no place of its own; yaml-cpp marks the next line.
            const SourceLocation value_at = at(file, v.IsNull() ? k.Mark() : v.Mark());
            failed_keys.insert(name);  // until its value is taken
            std::string text;
            if (key->is_list) {
                if (!v.IsSequence()) {
                    error(value_at, name, std::string(key->expected), describe_node(v));
                    continue;
                }
                bool scalars = true;
                for (std::size_t i = 0; i < v.size(); ++i) {
                    if (!v[i].IsScalar()) {
                        error(at(file, v[i].Mark()), name, std::string(key->expected), describe_node(v[i]));
                        scalars = false;
                        break;
                    }
                    text += (i ? "," : "") + v[i].Scalar();
                }
                if (!scalars) continue;
            } else {
                if (!v.IsScalar()) {
                    error(value_at, name, std::string(key->expected), describe_node(v));
                    continue;
                }
                text = v.Scalar();
            }
            if (!key->apply(preset.rules, text)) {
                error(value_at, name, std::string(key->expected), refused_value(*key, text));
                continue;
            }
            failed_keys.erase(name);
            preset.origin[name] = at(file, k.Mark());
        }

        // Cross-key rules are checked even when some key has an error (every error at once), except the
        // rules that name a key whose own value was refused.
        const bool base_failed = std::any_of(out.errors.begin(), out.errors.end(),
                                             [](const PresetError& e) { return e.key.empty() || e.key == "extends"; });
        if (!base_failed) {
            for (const auto& c : check_rules(preset.rules)) {
                if (names_a_failed_key(c, failed_keys)) continue;
                // A key the preset never set is at fault with its default value: point at the file's top.
                auto where = preset.origin.find(c.key);
                const bool set_here = where != preset.origin.end();
                error(set_here ? where->second : SourceLocation{file, 1, 1}, c.key, c.expected,
                      in_quotes(c.found) + (set_here ? "" : " (the default, as the preset does not set it)"));
            }
        }
        if (out.errors.empty()) out.preset = std::move(preset);
        return out;
    }

private:
    // Every filesystem call here takes a name from the file, so none may throw: a name the system
    // refuses (too long, a folder) is an error with the system's reason in `why`.
    static std::optional<std::string> resolve_extends(const std::string& name, const std::string& base_dir,
                                                      std::string& why) {
        const bool looks_like_path =
            name.find('/') != std::string::npos || name.ends_with(".yaml") || name.ends_with(".yml");
        auto regular_file = [&why](const fs::path& p) {
            std::error_code ec;
            const bool regular = fs::is_regular_file(p, ec);
            if (ec && ec != std::errc::no_such_file_or_directory && why.empty())
                why = " (the system cannot look it up: " + ec.message() + ")";
            else if (!regular && fs::is_directory(p, ec) && why.empty())
                why = " (that is a folder)";
            return regular;
        };
        if (looks_like_path) {
            fs::path p = fs::path(name).is_absolute() ? fs::path(name) : fs::path(base_dir) / name;
            if (regular_file(p)) return p.string();
            return std::nullopt;
        }
        fs::path sibling = fs::path(base_dir) / (name + ".yaml");
        if (regular_file(sibling)) return sibling.string();
        return find_preset(name);
    }

    std::vector<std::string> chain_;
};

}  // namespace

PresetLoad load_preset(const std::string& path) {
    Loader loader;
    return loader.load_file(path);
}

PresetLoad load_preset_text(const std::string& yaml, const std::string& display_name, const std::string& base_dir) {
    Loader loader;
    return loader.load_text(yaml, display_name, base_dir);
}

namespace {

// Reads one KEY's value into `rules` with the key's own validation only (no cross-key rules).
bool apply_value(Rules& rules, std::string_view key_name, std::string_view value, const SourceLocation& where,
                 std::vector<PresetError>& errors) {
    const std::string name(key_name);
    const RuleKey* key = find_rule_key(key_name);
    if (!key) {
        std::string expected = "a preset key (see docs/presets.md)";
        if (auto close = closest_rule_key(key_name); !close.empty())
            expected = "a preset key such as '" + std::string(close) + "' (see docs/presets.md)";
        errors.push_back(make_error(where, name, expected, "an unknown key"));
        return false;
    }
    // A list may be given as "[1, 5, 25]" or "1,5,25".
    std::string_view text = value;
    if (key->is_list && text.size() >= 2 && text.front() == '[' && text.back() == ']')
        text = text.substr(1, text.size() - 2);
    if (key->apply(rules, text)) return true;
    std::string found = "'" + std::string(value) + "'";
    if (const std::string why = amount_problem(value);
        !why.empty() && key->expected.find("amount") != std::string_view::npos)
        found += " (" + why + ")";
    errors.push_back(make_error(where, name, std::string(key->expected), found));
    return false;
}

void add_conflicts(const Rules& rules, const SourceLocation& where, std::vector<PresetError>& errors) {
    for (const auto& c : check_rules(rules))
        errors.push_back(make_error(where, c.key, c.expected, "'" + c.found + "'"));
}

}  // namespace

std::vector<PresetError> set_rule(Preset& preset, std::string_view key_name, std::string_view value,
                                  const SourceLocation& where) {
    std::vector<PresetError> errors;
    Rules changed = preset.rules;
    if (!apply_value(changed, key_name, value, where, errors)) return errors;
    add_conflicts(changed, where, errors);
    if (errors.empty()) {
        preset.rules = std::move(changed);
        preset.origin[std::string(key_name)] = where;
    }
    return errors;
}

std::vector<PresetError> set_rule_assignments(Preset& preset, const std::vector<std::string>& assignments) {
    // Every value first, then the cross-key rules once: the order of the assignments does not matter.
    const SourceLocation where{"--set", 0, 0};
    std::vector<PresetError> errors;
    Preset changed = preset;
    for (const auto& a : assignments) {
        const auto eq = a.find('=');
        if (eq == std::string::npos || eq == 0) {
            errors.push_back(make_error(where, "", "KEY=VALUE", "'" + a + "'"));
            continue;
        }
        if (apply_value(changed.rules, std::string_view(a).substr(0, eq), std::string_view(a).substr(eq + 1), where,
                        errors))
            changed.origin[a.substr(0, eq)] = where;
    }
    if (errors.empty()) add_conflicts(changed.rules, where, errors);
    if (errors.empty()) preset = std::move(changed);
    return errors;
}

std::vector<PresetError> set_rule_assignment(Preset& preset, std::string_view assignment) {
    const auto eq = assignment.find('=');
    if (eq == std::string_view::npos || eq == 0)
        return {make_error({"--set", 0, 0}, "", "KEY=VALUE", "'" + std::string(assignment) + "'")};
    return set_rule(preset, assignment.substr(0, eq), assignment.substr(eq + 1));
}

}  // namespace bjt
