#pragma once
// Which of the DejaVu faces (package fonts-dejavu-core) a piece of text is drawn with.

namespace bjt::game {

enum class FontFace { Sans, SansBold, Mono };

}  // namespace bjt::game
