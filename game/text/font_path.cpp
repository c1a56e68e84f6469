#include "game/text/font_path.h"

#include <filesystem>
#include <system_error>

namespace bjt::game {

const char* font_file_name(FontFace face) {
    switch (face) {
        case FontFace::Sans: return "DejaVuSans.ttf";
        case FontFace::SansBold: return "DejaVuSans-Bold.ttf";
        case FontFace::Mono: return "DejaVuSansMono.ttf";
    }
    return "DejaVuSans.ttf";
}

std::vector<std::string> font_search_folders() {
    std::vector<std::string> folders;
#ifdef BJT_FONT_DIR
    folders.emplace_back(BJT_FONT_DIR);
#endif
    // Debian/Ubuntu (fonts-dejavu-core), older Debian, Fedora/Arch, BSD ports, macOS Homebrew/user fonts.
    for (const char* folder :
         {"/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
          "/usr/share/fonts/dejavu-sans-fonts", "/usr/share/fonts/dejavu-sans-mono-fonts",
          "/usr/local/share/fonts/dejavu", "/usr/local/share/fonts", "/opt/homebrew/share/fonts", "/Library/Fonts"}) {
        folders.emplace_back(folder);
    }
    return folders;
}

std::string find_font_path(FontFace face) {
    const std::string name = font_file_name(face);
    for (const std::string& folder : font_search_folders()) {
        const std::filesystem::path candidate = std::filesystem::path(folder) / name;
        std::error_code ec;
        if (std::filesystem::is_regular_file(candidate, ec)) return candidate.string();
    }
    return {};
}

}  // namespace bjt::game
