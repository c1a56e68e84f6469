# bjt_game_art: the art-and-sound half of the game (procedural card/chip/felt textures, synthesized sound
# effects, font lookup). Included from game/CMakeLists.txt, so CMAKE_CURRENT_SOURCE_DIR is game/.

# SDL2 and its image/ttf/mixer companions through pkg-config. FindPkgConfig only creates PkgConfig::SDL2 when it
# does not exist yet, so game/CMakeLists.txt may run the same check before or after this file.
find_package(PkgConfig REQUIRED)
if(NOT TARGET PkgConfig::SDL2)
  pkg_check_modules(SDL2 REQUIRED IMPORTED_TARGET sdl2 SDL2_ttf SDL2_mixer SDL2_image)
endif()

# The DejaVu fonts (Debian package fonts-dejavu-core). Found now so the game looks in the right folder first;
# font_path.cpp still searches the usual system folders at run time when this folder is gone.
find_path(BJT_FONT_DIR DejaVuSans-Bold.ttf
  PATHS /usr/share/fonts/truetype/dejavu /usr/share/fonts/dejavu /usr/share/fonts/TTF
        /usr/local/share/fonts /opt/homebrew/share/fonts
  DOC "Folder holding DejaVuSans.ttf, DejaVuSans-Bold.ttf and DejaVuSansMono.ttf")
if(BJT_FONT_DIR)
  message(STATUS "DejaVu fonts: ${BJT_FONT_DIR}")
else()
  message(WARNING "DejaVu fonts not found (install the Debian package fonts-dejavu-core, or pass "
                  "-DBJT_FONT_DIR=/folder/with/DejaVuSans-Bold.ttf). The game will search system folders at "
                  "start-up and stop with an error if the fonts are still missing.")
endif()

add_library(bjt_game_art STATIC
  ${CMAKE_CURRENT_SOURCE_DIR}/text/font_path.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/art/alpha_mask.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/art/canvas.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/art/card_art.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/art/card_painter.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/art/chip_art.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/art/chip_painter.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/art/chip_style.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/art/court_figure.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/art/felt_art.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/art/felt_painter.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/art/pip_layout.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/art/suit_shape.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/art/text_masks.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/art/texture_upload.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/audio/mix_buffer.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/audio/sound_bank.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/audio/synth.cpp
)
target_include_directories(bjt_game_art PUBLIC ${PROJECT_SOURCE_DIR})
target_link_libraries(bjt_game_art PUBLIC bjt_engine PkgConfig::SDL2 PRIVATE bjt_warnings)
if(BJT_FONT_DIR)
  target_compile_definitions(bjt_game_art PRIVATE BJT_FONT_DIR="${BJT_FONT_DIR}")
endif()

if(NOT EMSCRIPTEN)  # tools for people at a desktop; the web build is the game alone
  # card-sheet: writes a PNG contact sheet of every face (two- and four-colour), the back and the chips, for
  # people to look at the art: card-sheet --width 80 --out sheet.png
  add_executable(card-sheet ${PROJECT_SOURCE_DIR}/tools/card_sheet.cpp)
  target_link_libraries(card-sheet PRIVATE bjt_game_art bjt_warnings)

  # art-bench: start-up generation timings (52 faces at 60/120/240 px, chips, felt, sounds), printed in ms.
  add_executable(art-bench ${PROJECT_SOURCE_DIR}/bench/art_bench.cpp)
  target_link_libraries(art-bench PRIVATE bjt_game_art bjt_warnings)
endif()
