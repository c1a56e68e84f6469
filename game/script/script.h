#pragma once
// A parsed game script: a list of commands with their line numbers, or the first error.
#include <string>
#include <vector>

#include "game/script/script_command.h"

namespace bjt::game {

struct Script {
    std::vector<ScriptCommand> commands;
    std::string error;  // "FILE:LINE: message" when the text does not parse

    static Script parse(const std::string& text, const std::string& name);
    [[nodiscard]] static Script load(const std::string& path);
};

}  // namespace bjt::game
