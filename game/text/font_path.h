#pragma once
// Finds the DejaVu font files shipped by Debian's fonts-dejavu-core.
// The folder CMake found at configure time (BJT_FONT_DIR) is tried first, then the usual system folders.
// fontconfig / fc-match is deliberately not used: it would be one more run-time dependency for three files.
#include <string>
#include <vector>

#include "game/text/font_face.h"

namespace bjt::game {

// The file name of a face inside a DejaVu folder, e.g. "DejaVuSans-Bold.ttf".
const char* font_file_name(FontFace face);

// The folders searched, in order (configure-time folder first when there is one).
std::vector<std::string> font_search_folders();

// Full path of the face's file, or "" when no folder has it (callers show a clear error naming the package).
std::string find_font_path(FontFace face);

}  // namespace bjt::game
