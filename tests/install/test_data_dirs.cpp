// Where the programs look for their shipped data (engine/install/data_dirs.h), and the version.
#include <catch2/catch.hpp>
#include <filesystem>

#include "engine/install/data_dirs.h"
#include "engine/install/version.h"

namespace fs = std::filesystem;

TEST_CASE("the data folder beside the executable comes first, then the source tree, then the prefix", "[install]") {
    const auto games = bjt::shipped_data_roots("/opt/bjt/games");
    REQUIRE(games.size() == 3);
    CHECK(games[0] == fs::path("/opt/bjt/share/blackjack-trivia"));
    CHECK(games[1] == fs::path(BJT_SOURCE_DIR));
    CHECK(bjt::shipped_data_roots("/usr/bin")[0] == fs::path("/usr/share/blackjack-trivia"));
    CHECK(bjt::shipped_data_roots("/tmp/root/usr/games/")[0] == fs::path("/tmp/root/usr/share/blackjack-trivia"));
    const auto unknown = bjt::shipped_data_roots({});
    REQUIRE(unknown.size() == 2);
    CHECK(unknown[0] == fs::path(BJT_SOURCE_DIR));
}

TEST_CASE("the executable's own folder is found and leads the search paths", "[install]") {
    CHECK(bjt::executable_dir() == fs::path(BJT_TEST_EXE_DIR));
    const auto presets = bjt::shipped_data_paths("config/presets");
    REQUIRE(presets.size() == 3);
    CHECK(presets[0] ==
          (fs::path(BJT_TEST_EXE_DIR) / ".." / "share" / "blackjack-trivia").lexically_normal() / "config/presets");
    CHECK(presets[1] == fs::path(BJT_SOURCE_DIR) / "config/presets");
}

TEST_CASE("the version is the one project(VERSION) sets", "[install]") { CHECK(bjt::version() == BJT_TEST_VERSION); }
