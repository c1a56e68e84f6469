#pragma once
// The rules of a shipped preset by name ("trivia", "classic", ...), as the game finds and loads it.
#include <catch2/catch.hpp>
#include <string>

#include "engine/presets/preset_loader.h"
#include "engine/rules.h"

namespace bjt::test {

inline Rules preset_rules(const std::string& name) {
    const auto path = find_preset(name);
    REQUIRE(path);
    const PresetLoad load = load_preset(*path);
    REQUIRE(load.ok());
    return load.preset->rules;
}

}  // namespace bjt::test
