#pragma once
// Presets: YAML files of rule keys (config/presets/*.yaml) read with yaml-cpp. Every key is
// checked against rule_keys.h; every error names file, line, column, key, what was expected
// and what was found, and all errors of a file are reported at once. `extends: NAME` starts
// from another preset and overrides some keys.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rules.h"

namespace bjt {

struct SourceLocation {
    std::string file;  // a path, or "--set" for a command-line override
    int line = 0;  // 1-based; 0 when there is no line (a --set)
    int column = 0;  // 1-based
};

struct PresetError {
    SourceLocation where;
    std::string key;  // the key at fault ("" for a YAML syntax error)
    std::string expected;
    std::string found;
    // "FILE:LINE:COL: key 'KEY': expected EXPECTED, found FOUND"
    std::string message() const;
};

struct Preset {
    Rules rules;
    std::string path;  // the file loaded ("" for text)
    // Where each key's value came from (the preset file and line, an extended file, or --set).
    // A key missing here has the engine default.
    std::map<std::string, SourceLocation> origin;
};

struct [[nodiscard]] PresetLoad {
    std::optional<Preset> preset;  // set when there are no errors
    std::vector<PresetError> errors;
    bool ok() const { return errors.empty() && preset.has_value(); }
};

// Folders searched for a preset NAME: $BJT_PRESET_DIR, then the config/presets of each shipped data
// folder (engine/install/data_dirs.h: beside the executable, the source tree, the install prefix).
std::vector<std::string> preset_search_dirs();
// NAME (a file NAME.yaml in the search folders) or a path to a file. nullopt: not found.
std::optional<std::string> find_preset(std::string_view name_or_path);
// The NAMEs find_preset knows (each *.yaml in the search folders), sorted, for "no preset named X" messages.
std::vector<std::string> preset_names();

PresetLoad load_preset(const std::string& path);
// `display_name` stands for the file in messages; `base_dir` resolves a relative `extends:`.
PresetLoad load_preset_text(const std::string& yaml, const std::string& display_name,
                            const std::string& base_dir = ".");

// One override with the same validation as a file (cross-field rules included).
// Returns the errors; on any error the preset is unchanged.
std::vector<PresetError> set_rule(Preset& preset, std::string_view key, std::string_view value,
                                  const SourceLocation& where = {"--set", 0, 0});
// Several "KEY=VALUE" overrides (bjt --set): every value is applied, then the cross-key rules are
// checked once, so the order does not matter. On any error the preset is unchanged.
std::vector<PresetError> set_rule_assignments(Preset& preset, const std::vector<std::string>& assignments);
// "KEY=VALUE" form of set_rule.
std::vector<PresetError> set_rule_assignment(Preset& preset, std::string_view assignment);

// A complete preset file for these rules ("Save as preset"): a comment block, then every key.
std::string write_preset_yaml(const Rules& rules, std::string_view comment = {});

}  // namespace bjt
