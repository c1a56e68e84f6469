#pragma once
// A card or a chip flight on the felt, by number. Animations and hands hold these, never pointers into the
// ShownTable's storage: a step that runs after its sprite is gone finds nothing, so no clearing order matters.
#include <cstdint>

namespace bjt::game {

using SpriteId = std::uint32_t;

}  // namespace bjt::game
