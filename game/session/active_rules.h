#pragma once
// The rules in force: a preset file (watched on disk through bjt::PresetWatcher) plus the options menu's
// changes on top of it. The table reads rules() at the start of each round, so a change made here, or a
// preset edited on disk, takes effect at the next round and never in the middle of one.
//
// Overrides are kept as text (the value as RuleKey::format writes it) so they survive a reload of the
// preset and can be saved with a profile; an override equal to the preset's own value is dropped, so
// overrides() lists exactly what the player changed.
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "engine/presets/preset_loader.h"
#include "engine/presets/preset_watcher.h"
#include "engine/rules.h"
#include "game/base/result.h"

namespace bjt::game {

class ActiveRules {
public:
    // Where an override says it came from, in origin() and in errors of set().
    static constexpr std::string_view kOptionsMenu = "options menu";

    explicit ActiveRules(std::string preset_path);  // loads through bjt::PresetWatcher

    const Rules& rules() const { return composed_.rules; }  // preset + overrides; what the next round uses
    const std::map<std::string, std::string>& overrides() const { return overrides_; }
    // One option changed: validated with the preset's own checks (cross-field rules included).
    // On any error nothing changes and the errors are returned for the menu to show beside the option.
    // The preset loader's own checks (cross-key rules too); the failure says what is not allowed and why.
    Result<> set(std::string_view key, std::string_view value);
    void reset();  // "Reset to preset": drop every override
    // Re-reads the preset file; a good edit becomes the new base (overrides kept where they still fit),
    // a broken one keeps the last good rules and fills preset_errors().
    PresetWatcher::Change poll();
    // Game time passing: polls the preset file about once a second (time-based, whatever the frame rate).
    PresetWatcher::Change tick(double seconds);
    // "config/presets/trivia.yaml:24", "options menu", or "engine default".
    std::string origin(std::string_view key) const;
    const std::vector<PresetError>& preset_errors() const { return watcher_.errors(); }
    const std::string& preset_path() const { return watcher_.path(); }
    // False when the preset never loaded (its errors are in preset_errors(); rules() are engine defaults).
    bool preset_loaded() const { return watcher_.has_good(); }
    // Overrides that stopped fitting after a reload of the preset (key -> why), cleared by the next change.
    const std::vector<PresetError>& dropped_overrides() const { return dropped_; }

    // Increments on every change of rules(), overrides() or preset_errors(): a cheap "anything new?" check
    // for the table, the inspector and the saved profile.
    std::uint64_t version() const { return version_; }

private:
    void recompose();  // composed_ = watcher's preset + every override that still fits

    PresetWatcher watcher_;
    Preset composed_;
    std::map<std::string, std::string> overrides_;
    std::vector<PresetError> dropped_;
    std::uint64_t version_ = 1;
    double since_poll_ = 0;
};

}  // namespace bjt::game
