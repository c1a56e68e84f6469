#pragma once
// One preset the title screen offers: the shipped five and any user preset file.
#include <filesystem>
#include <string>

namespace bjt::game {

// The name a preset file goes by in the save, the leaderboard and the title's buttons: its file name
// without ".yaml" ("classic").
inline std::string preset_key(const std::string& path) { return std::filesystem::path(path).stem().string(); }

struct PresetChoice {
    std::string label;  // "Trivia Blackjack", "Classic", ... or the name a user preset gives itself
    std::string path;  // resolved file
    bool user = false;

    std::string key() const { return preset_key(path); }
};

}  // namespace bjt::game
