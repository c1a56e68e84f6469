#pragma once
// The settings file (settings.yaml in the data folder): presentation, sound, the trivia timer and
// categories, the coach and the key and gamepad bindings. A missing file gives the defaults quietly; a
// broken one (bad YAML, a value out of range, an unknown key name) gives the defaults for what cannot be
// read and a notice saying what was wrong, never a crash. Written whole to a temporary file and renamed,
// so a crash mid-write leaves the old file.
#include <string>

#include "game/base/result.h"
#include "game/settings/settings.h"

namespace bjt::game {

struct [[nodiscard]] SettingsLoad {
    Settings settings;  // defaults where the file said nothing usable
    std::string notice;  // empty when the file was good or absent; else what was wrong, for the player
};

// `file` is remembered in the result's settings.file, so save_settings(settings) writes back there.
SettingsLoad load_settings(const std::string& file);
SettingsLoad parse_settings(const std::string& yaml, const std::string& display_name);
std::string settings_yaml(const Settings& settings);
// Writes settings.file (no-op when it is empty). Returns an error message, empty on success.
// Writes the settings file atomically (a temporary file, then a rename); the failure says which file.
Result<> save_settings(const Settings& settings);

}  // namespace bjt::game
