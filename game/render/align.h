#pragma once
#include <cstdint>

namespace bjt::game {

// Where a text anchor point sits on the text's box.
enum class Align : std::uint8_t { Left, Center, Right };

}  // namespace bjt::game
