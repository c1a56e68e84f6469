#!/usr/bin/env bash
# The game's libraries built for WebAssembly from Debian's own source packages (`apt-get source`), with Debian's
# emscripten package (emcc, emcmake; no emsdk, no Emscripten ports: ports download). Used by scripts/web_build.sh.
#
#   bash scripts/web_deps.sh        prints the folder holding include/ and lib/ (the prefix) on its last line
#
# Sources are unpacked under build/web-src/ and built under build/web-deps/work/; the installed libraries go to
# $BJT_WEB_CACHE/<key>/ (default ~/.cache/blackjack-trivia/web-deps, outside the tree, so that CI's fresh clone on
# the same machine reuses them too), where <key> is a hash of this script, the Debian source versions and emcc's
# version: a later run with the same inputs reuses them, a change of any of them builds afresh. build/web-deps/lib
# links to the one in use. Debian's emscripten ships its system libraries prebuilt (its cache is frozen), so there
# is no emscripten cache to keep.
#
# The deb-src entries apt needs are written to a file of this script's own under /etc/apt, made from the
# machine's existing entries (Types: deb -> deb-src, or "deb " lines -> "deb-src "): no host is named here.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
export NODE_PATH=/usr/share/nodejs  # emcc's JavaScript tools need acorn (Debian's node-acorn) from here
export EMCC_SKIP_SANITY_CHECK=1  # emcc checks its own set-up on every call otherwise
JOBS=${BJT_WEB_JOBS:-2}

# Debian source package -> what the game needs it for (README.md, "Playing in a browser", says why each).
SOURCES=(libsdl2 freetype libsdl2-ttf libsdl2-mixer libsdl2-image yaml-cpp sqlite3 imgui icu libxml2 mbedtls)

sudo_cmd() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

add_deb_src() {
  local out=/etc/apt/sources.list.d/bjt-web-deb-src.sources
  local list=/etc/apt/sources.list.d/bjt-web-deb-src.list
  if [ -e "$out" ] || [ -e "$list" ]; then return 0; fi
  if apt-get indextargets 2>/dev/null | grep -q '^Identifier: Sources'; then return 0; fi
  local tmp
  tmp=$(mktemp)
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -e "$f" ] || continue
    case "$f" in *bjt-web-deb-src*) continue ;; esac
    sed -e 's/^Types:.*\bdeb\b.*$/Types: deb-src/' "$f" >>"$tmp"
    echo >>"$tmp"
  done
  if [ -s "$tmp" ]; then
    sudo_cmd install -m 644 "$tmp" "$out"
  else
    : >"$tmp"
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
      [ -e "$f" ] || continue
      grep -E '^deb\s' "$f" | sed -e 's/^deb\s/deb-src /' >>"$tmp" || true
    done
    [ -s "$tmp" ] || { echo "web_deps: no apt source entries to copy" >&2; exit 1; }
    sudo_cmd install -m 644 "$tmp" "$list"
  fi
  rm -f "$tmp"
  sudo_cmd apt-get update -qq
}

need_tools() {
  local missing=()
  for p in emscripten dpkg-dev tcl cmake ninja-build pkg-config nlohmann-json3-dev node-acorn; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

need_tools
add_deb_src

# The versions apt would give now, the script and the compiler make the key.
versions=""
for s in "${SOURCES[@]}"; do
  v=$(apt-cache showsrc "$s" | awk '/^Version:/{print $2}' | sort -V | tail -1)
  [ -n "$v" ] || { echo "web_deps: apt knows no source package $s" >&2; exit 1; }
  versions+="$s=$v "
done
key=$( { cat "$0"; echo "$versions"; emcc --version | sed -n 1p; } | sha256sum | cut -c1-16)
CACHE=${BJT_WEB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/blackjack-trivia/web-deps}
PREFIX=$CACHE/$key
mkdir -p "$ROOT/build/web-deps"
if [ -e "$PREFIX/.done" ]; then
  echo "web_deps: reusing $PREFIX ($versions)" >&2
  ln -sfn "$PREFIX" "$ROOT/build/web-deps/lib"
  echo "$PREFIX"
  exit 0
fi

SRC=$ROOT/build/web-src
WORK=$ROOT/build/web-deps/work
# The work folder is kept until everything is built: an interrupted run goes on where it stopped (CMake keeps what
# it found out); the prefix starts empty.
rm -rf "$PREFIX"
mkdir -p "$SRC" "$WORK" "$PREFIX/include" "$PREFIX/lib/pkgconfig"

# apt-get source into build/web-src (a folder per version, so an older one left there is not mistaken for it).
fetch() {  # $1 package; prints the unpacked folder
  local pkg=$1 v dir
  v=$(apt-cache showsrc "$pkg" | awk '/^Version:/{print $2}' | sort -V | tail -1)
  dir=$SRC/$pkg-$v
  if [ ! -e "$dir/.unpacked" ]; then
    rm -rf "$dir"
    mkdir -p "$dir"
    (cd "$dir" && apt-get source -qq "$pkg=$v" >/dev/null 2>&1) || (cd "$dir" && apt-get source "$pkg=$v" >&2)
    touch "$dir/.unpacked"
  fi
  find "$dir" -mindepth 1 -maxdepth 1 -type d | head -1
}

FLAGS="-O2 -fexceptions"
export CFLAGS="$FLAGS" CXXFLAGS="$FLAGS"
export PKG_CONFIG_LIBDIR=$PREFIX/lib/pkgconfig PKG_CONFIG_PATH=$PREFIX/lib/pkgconfig

cmake_build() {  # $1 source folder, $2 build name, rest: cmake options
  local src=$1 name=$2
  shift 2
  echo "web_deps: building $name" >&2
  # A folder left by an interrupted run: forget what CMake found in another prefix (it finds it again here).
  if [ -e "$WORK/$name/CMakeCache.txt" ]; then
    awk -v cache="$CACHE/" -v prefix="$PREFIX" '
      /^\/\// { help = help $0 "\n"; next }
      index($0, cache) > 0 && index($0, prefix) == 0 { help = ""; next }  # the entry and its help go
      { printf "%s", help; help = ""; print }
      END { printf "%s", help }' "$WORK/$name/CMakeCache.txt" >"$WORK/$name/CMakeCache.txt.new"
    mv "$WORK/$name/CMakeCache.txt.new" "$WORK/$name/CMakeCache.txt"
  fi
  emcmake cmake -S "$src" -B "$WORK/$name" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX" \
    -DCMAKE_PREFIX_PATH="$PREFIX" -DCMAKE_FIND_ROOT_PATH="$PREFIX" -DBUILD_SHARED_LIBS=OFF \
    -DCMAKE_C_FLAGS="$FLAGS" -DCMAKE_CXX_FLAGS="$FLAGS" "$@" >"$WORK/$name.configure.log" 2>&1 ||
    { tail -40 "$WORK/$name.configure.log" >&2; exit 1; }
  cmake --build "$WORK/$name" -j "$JOBS" >"$WORK/$name.build.log" 2>&1 || { tail -40 "$WORK/$name.build.log" >&2; exit 1; }
  cmake --install "$WORK/$name" >/dev/null
}

# SDL2: its own Emscripten backend (video on a canvas with WebGL, audio through Web Audio, gamepads through the
# Gamepad API). No threads: plain static hosting has no SharedArrayBuffer. Not through SDL's own CMake or configure:
# their 300-odd feature checks each run emcc (a Python start-up, clang and wasm-ld) and took longer than the build.
# SDL ships its Emscripten configuration (include/SDL_config_emscripten.h, which SDL_config.h picks under
# __EMSCRIPTEN__), as Emscripten's own SDL2 port uses it: the sources are compiled as they are, every subsystem's
# common files and the back-ends for the web (a back-end the configuration does not enable compiles to nothing).
sdl=$(fetch libsdl2)
sdl_version=$(sed -n 's/^#define SDL_\(MAJOR_VERSION\|MINOR_VERSION\|PATCHLEVEL\) *\([0-9]*\).*/\2/p' \
  "$sdl/include/SDL_version.h" | paste -sd.)
mkdir -p "$WORK/sdl2-src"
cat >"$WORK/sdl2-src/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.20)
project(sdl2 C)
set(s "$sdl/src")
file(GLOB sources \${s}/*.c
  \${s}/atomic/*.c \${s}/audio/*.c \${s}/cpuinfo/*.c \${s}/dynapi/*.c \${s}/events/*.c \${s}/file/*.c
  \${s}/haptic/*.c \${s}/hidapi/SDL_hidapi.c \${s}/joystick/*.c \${s}/libm/*.c \${s}/locale/*.c \${s}/misc/*.c
  \${s}/power/*.c \${s}/render/*.c \${s}/render/software/*.c \${s}/render/opengles2/*.c \${s}/sensor/*.c
  \${s}/stdlib/*.c \${s}/thread/*.c \${s}/timer/*.c \${s}/video/*.c \${s}/video/yuv2rgb/*.c
  \${s}/audio/emscripten/*.c \${s}/audio/disk/*.c \${s}/audio/dummy/*.c \${s}/video/emscripten/*.c
  \${s}/video/dummy/*.c \${s}/joystick/emscripten/*.c \${s}/haptic/dummy/*.c \${s}/sensor/dummy/*.c
  \${s}/power/emscripten/*.c \${s}/filesystem/emscripten/*.c \${s}/timer/unix/*.c \${s}/thread/generic/*.c
  \${s}/loadso/dlopen/*.c \${s}/locale/emscripten/*.c \${s}/misc/emscripten/*.c)
add_library(SDL2 STATIC \${sources})
target_include_directories(SDL2 PRIVATE "$sdl/include" "$sdl/src/video/khronos")
target_compile_options(SDL2 PRIVATE -w)
install(TARGETS SDL2 ARCHIVE DESTINATION lib)
EOF
cmake_build "$WORK/sdl2-src" sdl2
mkdir -p "$PREFIX/include/SDL2" "$PREFIX/lib/cmake/SDL2"
cp "$sdl"/include/*.h "$PREFIX/include/SDL2/"
cat >"$PREFIX/lib/pkgconfig/sdl2.pc" <<EOF
prefix=$PREFIX
libdir=\${prefix}/lib
includedir=\${prefix}/include
Name: sdl2
Description: SDL2 built by scripts/web_deps.sh
Version: $sdl_version
Libs: -L\${libdir} -lSDL2
Cflags: -I\${includedir} -I\${includedir}/SDL2
EOF
# What SDL2_ttf, SDL2_mixer and SDL2_image ask CMake for (find_package(SDL2), the target SDL2::SDL2-static).
cat >"$PREFIX/lib/cmake/SDL2/SDL2Config.cmake" <<EOF
get_filename_component(_sdl2_prefix "\${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(SDL2_INCLUDE_DIRS "\${_sdl2_prefix}/include;\${_sdl2_prefix}/include/SDL2")
if(NOT TARGET SDL2::SDL2-static)
  add_library(SDL2::SDL2-static STATIC IMPORTED)
  set_target_properties(SDL2::SDL2-static PROPERTIES IMPORTED_LOCATION "\${_sdl2_prefix}/lib/libSDL2.a"
    INTERFACE_INCLUDE_DIRECTORIES "\${SDL2_INCLUDE_DIRS}")
endif()
if(NOT TARGET SDL2::SDL2)
  add_library(SDL2::SDL2 INTERFACE IMPORTED)
  set_target_properties(SDL2::SDL2 PROPERTIES INTERFACE_LINK_LIBRARIES SDL2::SDL2-static)
endif()
set(SDL2_LIBRARIES SDL2::SDL2)
set(SDL2_FOUND TRUE)
EOF
cat >"$PREFIX/lib/cmake/SDL2/SDL2ConfigVersion.cmake" <<EOF
set(PACKAGE_VERSION "$sdl_version")
if(PACKAGE_FIND_VERSION VERSION_GREATER PACKAGE_VERSION)
  set(PACKAGE_VERSION_COMPATIBLE FALSE)
else()
  set(PACKAGE_VERSION_COMPATIBLE TRUE)
  if(PACKAGE_FIND_VERSION VERSION_EQUAL PACKAGE_VERSION)
    set(PACKAGE_VERSION_EXACT TRUE)
  endif()
endif()
EOF

# FreeType for SDL2_ttf, without the optional compressors and HarfBuzz.
ft=$(fetch freetype)
cmake_build "$ft" freetype -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON -DFT_DISABLE_HARFBUZZ=ON \
  -DFT_DISABLE_BROTLI=ON

ttf=$(fetch libsdl2-ttf)
cmake_build "$ttf" sdl2_ttf -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF -DSDL2TTF_SAMPLES=OFF \
  -DSDL2TTF_INSTALL=ON

# SDL2_mixer plays the game's synthesized sounds (raw samples): no decoder at all.
mix=$(fetch libsdl2-mixer)
cmake_build "$mix" sdl2_mixer -DSDL2MIXER_VENDORED=OFF -DSDL2MIXER_SAMPLES=OFF -DSDL2MIXER_CMD=OFF \
  -DSDL2MIXER_FLAC=OFF -DSDL2MIXER_MOD=OFF -DSDL2MIXER_MP3=OFF -DSDL2MIXER_MIDI=OFF -DSDL2MIXER_OPUS=OFF \
  -DSDL2MIXER_VORBIS=OFF -DSDL2MIXER_WAVE=ON -DSDL2MIXER_DEPS_SHARED=OFF

# SDL2_image: only IMG_SavePNG (screenshots of scripted runs), which uses its bundled miniz; no decoder library.
img=$(fetch libsdl2-image)
cmake_build "$img" sdl2_image -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_DEPS_SHARED=OFF \
  -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_JPG=OFF -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF \
  -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=OFF -DSDL2IMAGE_BMP=OFF -DSDL2IMAGE_GIF=OFF -DSDL2IMAGE_LBM=OFF \
  -DSDL2IMAGE_PCX=OFF -DSDL2IMAGE_PNM=OFF -DSDL2IMAGE_QOI=OFF -DSDL2IMAGE_SVG=OFF -DSDL2IMAGE_TGA=OFF \
  -DSDL2IMAGE_XCF=OFF -DSDL2IMAGE_XPM=OFF -DSDL2IMAGE_XV=OFF

yaml=$(fetch yaml-cpp)
cmake_build "$yaml" yaml-cpp -DYAML_CPP_BUILD_TESTS=OFF -DYAML_CPP_BUILD_TOOLS=OFF -DYAML_CPP_BUILD_CONTRIB=OFF \
  -DYAML_BUILD_SHARED_LIBS=OFF

# libxml2: only its HTML 4 entity table (engine/trivia/html_entities.cpp calls htmlEntityLookup, for imported
# questions). Not libxml2's build (its feature checks alone took minutes, and the game's link took 35 of its objects
# for one table): the table itself, html40EntitiesTable from the source's HTMLparser.c, with the same lookup
# (an exact, case-sensitive name match, as libxml2's), under libxml2's own headers.
xml=$(fetch libxml2)
echo "web_deps: building libxml2 (the HTML entity table)" >&2
xml_part() { sed -n "s/^m4_define(\[$1\], *\([0-9]*\)).*/\1/p" "$xml/configure.ac"; }
xml_major=$(xml_part MAJOR_VERSION) xml_minor=$(xml_part MINOR_VERSION) xml_micro=$(xml_part MICRO_VERSION)
[ -n "$xml_major" ] && [ -n "$xml_minor" ] && [ -n "$xml_micro" ] ||
  { echo "web_deps: no version in $xml/configure.ac" >&2; exit 1; }
xml_version=$xml_major.$xml_minor.$xml_micro
mkdir -p "$PREFIX/include/libxml2/libxml" "$WORK/libxml2"
cp "$xml"/include/libxml/*.h "$PREFIX/include/libxml2/libxml/"
# xmlversion.h: the HTML parser's declarations on, every other optional part off (nothing else is built).
sed -e "s/@VERSION@/$xml_version/" -e "s/@LIBXML_VERSION_NUMBER@/$((xml_major * 10000 + xml_minor * 100 + xml_micro))/" \
  -e 's/@LIBXML_VERSION_EXTRA@//' -e 's/@MODULE_EXTENSION@/.so/' -e 's/@WITH_HTML@/1/' -e 's/@WITH_TREE@/1/' \
  -e 's/@WITH_[A-Z0-9_]*@/0/g' "$xml/include/libxml/xmlversion.h.in" >"$PREFIX/include/libxml2/libxml/xmlversion.h"
{
  echo '#include <string.h>'
  echo '#include <libxml/HTMLparser.h>'
  awk '/^static const htmlEntityDesc +html40EntitiesTable\[\] = \{/ { on = 1 } on { print } on && /^\};/ { exit }' \
    "$xml/HTMLparser.c"
  cat <<'EOF'
const htmlEntityDesc* htmlEntityLookup(const xmlChar* name) {
    if (name == NULL) return NULL;
    for (size_t i = 0; i < sizeof(html40EntitiesTable) / sizeof(html40EntitiesTable[0]); i++)
        if (strcmp((const char*)name, html40EntitiesTable[i].name) == 0) return &html40EntitiesTable[i];
    return NULL;
}
EOF
} >"$WORK/libxml2/entities.c"
grep -q '"quot"' "$WORK/libxml2/entities.c" || { echo "web_deps: no entity table in $xml/HTMLparser.c" >&2; exit 1; }
emcc $FLAGS -I"$PREFIX/include/libxml2" -c "$WORK/libxml2/entities.c" -o "$WORK/libxml2/entities.o"
emar rcs "$PREFIX/lib/libxml2.a" "$WORK/libxml2/entities.o"
cat >"$PREFIX/lib/pkgconfig/libxml-2.0.pc" <<EOF
prefix=$PREFIX
Name: libXML
Description: libxml2's HTML entity table (built by scripts/web_deps.sh)
Version: $xml_version
Libs: -L\${prefix}/lib -lxml2
Cflags: -I\${prefix}/include/libxml2
EOF

# mbed TLS: its SHA-256 and HMAC stand in for OpenSSL's libcrypto (the fairness HMAC) on the web. Only the message
# digests of libmbedcrypto (md.c and the hashes its table names), compiled as they are: no TLS, no X.509, and no
# CMake run (mbed TLS's configuration is its header, include/mbedtls/config.h).
tls=$(fetch mbedtls)
echo "web_deps: building mbedtls (message digests)" >&2
mkdir -p "$WORK/mbedtls" "$PREFIX/include"
objs=()
for f in md md5 ripemd160 sha1 sha256 sha512 platform_util; do
  emcc $FLAGS -I"$tls/include" -I"$tls/library" -c "$tls/library/$f.c" -o "$WORK/mbedtls/$f.o" &
  objs+=("$WORK/mbedtls/$f.o")
  if [ $(( ${#objs[@]} % JOBS )) -eq 0 ]; then wait; fi
done
wait
for o in "${objs[@]}"; do [ -e "$o" ] || { echo "web_deps: mbedtls: $o not built" >&2; exit 1; }; done
emar rcs "$PREFIX/lib/libmbedcrypto.a" "${objs[@]}"
cp -r "$tls/include/mbedtls" "$PREFIX/include/"
[ -d "$tls/include/psa" ] && cp -r "$tls/include/psa" "$PREFIX/include/"

# SQLite: Debian ships the full tree, not the amalgamation; its makefile makes sqlite3.c with the host's tclsh.
sq=$(fetch sqlite3)
echo "web_deps: building sqlite3" >&2
mkdir -p "$WORK/sqlite-host"
(cd "$WORK/sqlite-host" && CFLAGS=-O1 CXXFLAGS= "$sq/configure" --disable-tcl >/dev/null 2>&1 &&
  make -j "$JOBS" sqlite3.c sqlite3.h >"$WORK/sqlite-host.log" 2>&1) || { tail -30 "$WORK/sqlite-host.log" >&2; exit 1; }
emcc $FLAGS -DSQLITE_OMIT_LOAD_EXTENSION -DSQLITE_THREADSAFE=0 -DSQLITE_DEFAULT_FOREIGN_KEYS=0 \
  -c "$WORK/sqlite-host/sqlite3.c" -o "$WORK/sqlite3.o"
emar rcs "$PREFIX/lib/libsqlite3.a" "$WORK/sqlite3.o"
cp "$WORK/sqlite-host/sqlite3.h" "$sq/src/sqlite3ext.h" "$PREFIX/include/" 2>/dev/null ||
  cp "$WORK/sqlite-host/sqlite3.h" "$PREFIX/include/"

# ICU: only the common library's character properties (u_isalnum, u_charType, ...), which it carries compiled in,
# and the normalization and UnicodeString they stand on; the data library is ICU's stub, since nothing here needs
# locale data. Only the 41 of common's 198 files the game's link takes (found with -Wl,--trace): should the game
# call into another one, its link says which symbol is undefined, and that symbol's file joins the list.
ICU_COMMON=(appendable bmpset bytesinkutil bytestream charstr cmemory cstring edits loadednormalizer2impl normalizer2
  normalizer2impl patternprops putil stringpiece uarrsort uchar ucln_cmn ucmndata ucptrie udata udatamem udataswp uhash
  uinvchar umapfile umutablecptrie umutex unifilt unifunct uniset unisetspan unistr uobject ustring ustrtrns utf_impl
  util utrace utrie2 utrie_swap uvector)
icu=$(fetch icu)
echo "web_deps: building icu (common)" >&2
mkdir -p "$WORK/icu"
icu_sources=""
for f in "${ICU_COMMON[@]}"; do icu_sources+=" \"$icu/source/common/$f.cpp\""; done
cat >"$WORK/icu/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.20)
project(icu_common CXX C)
add_library(icuuc STATIC $icu_sources "$icu/source/stubdata/stubdata.cpp")
target_include_directories(icuuc PRIVATE "$icu/source/common")
target_compile_definitions(icuuc PRIVATE U_COMMON_IMPLEMENTATION U_STATIC_IMPLEMENTATION U_ATTRIBUTE_DEPRECATED=
  UCONFIG_NO_FILE_IO=0 U_DISABLE_RENAMING=0)
set_target_properties(icuuc PROPERTIES CXX_STANDARD 17)
install(TARGETS icuuc ARCHIVE DESTINATION lib)
EOF
cmake_build "$WORK/icu" icu
mkdir -p "$PREFIX/include/unicode"
cp "$icu"/source/common/unicode/*.h "$PREFIX/include/unicode/"

# Dear ImGui: its core and the SDL2 and SDL_Renderer backends, from the same release the desktop build uses (not
# imgui_demo.cpp: the game never shows the demo window).
im=$(fetch imgui)
echo "web_deps: building imgui" >&2
mkdir -p "$WORK/imgui" "$PREFIX/include/imgui/backends"
cat >"$WORK/imgui/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.20)
project(imgui CXX)
find_package(PkgConfig REQUIRED)
pkg_check_modules(SDL2 REQUIRED sdl2)
add_library(imgui STATIC "$im/imgui.cpp" "$im/imgui_draw.cpp" "$im/imgui_tables.cpp" "$im/imgui_widgets.cpp"
  "$im/backends/imgui_impl_sdl.cpp" "$im/backends/imgui_impl_sdlrenderer.cpp")
target_include_directories(imgui PRIVATE "$im" \${SDL2_INCLUDE_DIRS})
install(TARGETS imgui ARCHIVE DESTINATION lib)
EOF
cmake_build "$WORK/imgui" imgui
cp "$im"/*.h "$PREFIX/include/imgui/"
cp "$im"/backends/imgui_impl_sdl.h "$im"/backends/imgui_impl_sdlrenderer.h "$PREFIX/include/imgui/backends/"
cat >"$PREFIX/lib/pkgconfig/imgui.pc" <<EOF
prefix=$PREFIX
Name: imgui
Description: Dear ImGui with its SDL2 and SDL_Renderer backends (built by scripts/web_deps.sh)
Version: 1.86
Requires: sdl2
Libs: -L\${prefix}/lib -limgui
Cflags: -I\${prefix}/include/imgui
EOF

# nlohmann-json is headers only: the Debian package's copy, with its CMake files where they find those headers.
cp -r /usr/include/nlohmann "$PREFIX/include/"
mkdir -p "$PREFIX/share/cmake"
cp -r /usr/share/cmake/nlohmann_json "$PREFIX/share/cmake/"

echo "$versions" >"$PREFIX/versions.txt"
touch "$PREFIX/.done"
rm -rf "$WORK"
ln -sfn "$PREFIX" "$ROOT/build/web-deps/lib"
echo "web_deps: built $PREFIX" >&2
echo "$PREFIX"
