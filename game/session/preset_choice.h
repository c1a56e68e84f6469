#pragma once
// One preset the title screen offers: the shipped five and any user preset file.
#include <string>

namespace bjt::game {

struct PresetChoice {
    std::string label;  // "Trivia", "Classic", ... or the file name of a user preset
    std::string path;   // resolved file
    bool user = false;
};

}  // namespace bjt::game
