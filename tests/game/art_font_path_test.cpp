#include <catch2/catch.hpp>

#include <filesystem>

#include "game/text/font_path.h"

using namespace bjt::game;

TEST_CASE("every DejaVu face the game uses is found as an existing .ttf file", "[art][font]") {
    for (FontFace face : {FontFace::Sans, FontFace::SansBold, FontFace::Mono}) {
        const std::string path = find_font_path(face);
        INFO(font_file_name(face));
        REQUIRE_FALSE(path.empty());
        CHECK(std::filesystem::is_regular_file(path));
        CHECK(std::filesystem::path(path).filename() == font_file_name(face));
    }
}

TEST_CASE("font folders: the configure-time folder is searched before the system folders", "[art][font]") {
    const auto folders = font_search_folders();
    REQUIRE_FALSE(folders.empty());
#ifdef BJT_FONT_DIR
    CHECK(folders.front() == BJT_FONT_DIR);
#endif
    CHECK(std::find(folders.begin(), folders.end(), "/usr/share/fonts/truetype/dejavu") != folders.end());
    CHECK(std::string(font_file_name(FontFace::SansBold)) == "DejaVuSans-Bold.ttf");
    CHECK(std::string(font_file_name(FontFace::Mono)) == "DejaVuSansMono.ttf");
}
