# The web build's link (included from game/CMakeLists.txt under Emscripten; scripts/web_build.sh drives it):
# blackjack-trivia.js, .wasm and .data, which scripts/web_build.sh puts beside web/index.html in build/web/.
# No threads (plain static hosting gives no SharedArrayBuffer), no Emscripten ports: every library comes from
# scripts/web_deps.sh.
set(BJT_WEB_FONT_SOURCE "/usr/share/fonts/truetype/dejavu" CACHE PATH
    "Where the DejaVu fonts are read from at build time (Debian package fonts-dejavu-core)")
set_target_properties(blackjack-trivia PROPERTIES SUFFIX ".js")
target_link_options(blackjack-trivia PRIVATE
  -fexceptions
  -sALLOW_MEMORY_GROWTH=1
  -sINITIAL_MEMORY=67108864
  -sMAX_WEBGL_VERSION=2
  -sENVIRONMENT=web
  -sFORCE_FILESYSTEM=1
  -lidbfs.js
  # SDL's Web Audio code calls emscripten helpers (autoResumeAudioContext: the audio starts at the first click or key,
  # the browser's rule) that nothing else brings into the link: this library names them (platform_web.cpp calls it).
  "SHELL:--js-library ${PROJECT_SOURCE_DIR}/web/library_bjt.js"
  "-sEXPORTED_RUNTIME_METHODS=[FS,ENV,addRunDependency,removeRunDependency]"
  # The shipped data the desktop finds beside its executable, in the page's file system (BJT_SOURCE_DATA_DIR).
  "SHELL:--preload-file ${PROJECT_SOURCE_DIR}/config/presets@/blackjack-trivia/config/presets"
  "SHELL:--preload-file ${PROJECT_SOURCE_DIR}/assets/trivia@/blackjack-trivia/assets/trivia"
  "SHELL:--preload-file ${BJT_WEB_FONT_SOURCE}/DejaVuSans.ttf@/blackjack-trivia/fonts/DejaVuSans.ttf"
  "SHELL:--preload-file ${BJT_WEB_FONT_SOURCE}/DejaVuSans-Bold.ttf@/blackjack-trivia/fonts/DejaVuSans-Bold.ttf"
  "SHELL:--preload-file ${BJT_WEB_FONT_SOURCE}/DejaVuSansMono.ttf@/blackjack-trivia/fonts/DejaVuSansMono.ttf"
)
