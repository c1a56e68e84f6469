#pragma once
// A clickable button: a name for scripts, a label, the key and gamepad button that also press it.
#include <optional>
#include <string>

#include "game/render/color.h"
#include "game/render/geometry.h"

namespace bjt::game {

struct Button {
    std::string id{};  // stable name: "deal", "hit", "answer-2" (scripts click it by this name)
    std::string label{};  // what the player reads
    std::string key{};  // keyboard hint shown on the button ("H"), empty for none
    std::string pad{};  // gamepad glyph ("A", "B", "X", "Y", "LB"), empty for none
    Rect rect{};
    bool enabled = true;
    std::optional<Color> tint{};  // a background colour instead of the default
    float text_size = 20;
    bool frame = true;  // false: the scene draws the button itself (chips); hover and focus rings still show
    bool inline_hints = false;  // the key and pad hints right of the label on its row (a corner button), not under it
    // Reached by the arrows and the d-pad only from another button set apart: one far from the others whose press
    // ends something (Leave table, Cash Out), which a player steering among the chips must never land on.
    bool set_apart = false;
    // What speech says for it when its scene draws its words itself (a preset card: name and bank line); empty: the
    // label.
    std::string spoken{};
};

}  // namespace bjt::game
