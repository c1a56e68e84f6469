#pragma once
// Watches a preset file (and the files it extends) for changes on disk. A change that loads becomes the
// new rules; a change that does not keeps the last good rules and holds the errors (file:line:col) for the
// rule inspector. The game polls it about once a second: presets are small, so it simply compares contents.
#include <map>
#include <string>
#include <vector>

#include "engine/presets/preset_loader.h"

namespace bjt {

class PresetWatcher {
public:
    enum class Change { None, Reloaded, Broken };

    // Loads the file now; check errors() if it did not load (good() then holds engine defaults).
    explicit PresetWatcher(std::string path);

    // Re-reads the watched files; reloads when any differs from what was last seen.
    Change poll();

    const Preset& good() const { return good_; }
    bool has_good() const { return has_good_; }
    const std::vector<PresetError>& errors() const { return errors_; }  // empty when the file on disk is good
    const std::string& path() const { return path_; }

private:
    Change load();
    std::map<std::string, std::string> snapshot() const;

    std::string path_;
    Preset good_;
    bool has_good_ = false;
    std::vector<PresetError> errors_;
    std::map<std::string, std::string> seen_;  // file -> contents when last loaded
};

}  // namespace bjt
