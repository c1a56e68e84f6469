#pragma once
// The presets the title screen offers: the five shipped ones (found through bjt::find_preset) and user
// presets (*.yaml in the player's preset folder, DATA_DIR/presets, where "Save as preset..." writes; or one
// given with --preset FILE).
#include <optional>
#include <string>
#include <vector>

#include "engine/rules.h"
#include "game/session/preset_choice.h"

namespace bjt::game {

class PresetCatalog {
public:
    // Finds the presets; `extra` is a --preset NAME|FILE to add (and select) when it is not a shipped one.
    // False when `extra` names no preset (the first preset is selected then).
    bool scan(const std::string& extra);
    // "trivia, classic, ...": every preset's name, for a message.
    std::string listing() const;
    // The player's preset folder (empty: none, e.g. a scripted run without --data-dir). Set before scan().
    void set_user_dir(std::string dir) { user_dir_ = std::move(dir); }
    const std::string& user_dir() const { return user_dir_; }
    const std::vector<PresetChoice>& choices() const { return choices_; }
    int selected() const { return selected_; }
    void select(int i) { selected_ = i; }
    // Loads the choice; on error returns nullopt and fills `error` with every message of the file.
    std::optional<Rules> load(int i, std::string& error) const;
    // Index of a name (shipped label, file stem or path), -1 if absent.
    int index_of(const std::string& name) const;

private:
    std::vector<PresetChoice> choices_;
    int selected_ = 0;
    std::string user_dir_;
};

}  // namespace bjt::game
