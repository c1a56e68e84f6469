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
key=$( { cat "$0"; echo "$versions"; emcc --version | head -1; } | sha256sum | cut -c1-16)
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
# Gamepad API). No threads: plain static hosting has no SharedArrayBuffer.
sdl=$(fetch libsdl2)
cmake_build "$sdl" sdl2 -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DSDL_PTHREADS=OFF -DSDL_THREADS=OFF

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

# libxml2: only its HTML 4 entity table (engine/trivia/html_entities.cpp, for imported questions). Its thread
# support stays on: 2.9.14 does not build with it off where pthread.h exists; without -pthread, emscripten's
# pthread functions are the single-threaded ones.
xml=$(fetch libxml2)
cmake_build "$xml" libxml2 -DLIBXML2_WITH_ICONV=OFF -DLIBXML2_WITH_ICU=OFF -DLIBXML2_WITH_LZMA=OFF \
  -DLIBXML2_WITH_ZLIB=OFF -DLIBXML2_WITH_PYTHON=OFF -DLIBXML2_WITH_THREADS=ON -DLIBXML2_WITH_TESTS=OFF \
  -DLIBXML2_WITH_PROGRAMS=OFF -DLIBXML2_WITH_HTTP=OFF -DLIBXML2_WITH_FTP=OFF -DLIBXML2_WITH_MODULES=OFF

# mbed TLS: its SHA-256 and HMAC stand in for OpenSSL's libcrypto (the fairness HMAC) on the web.
tls=$(fetch mbedtls)
cmake_build "$tls" mbedtls -DENABLE_PROGRAMS=OFF -DENABLE_TESTING=OFF -DUSE_SHARED_MBEDTLS_LIBRARY=OFF \
  -DUSE_STATIC_MBEDTLS_LIBRARY=ON -DMBEDTLS_FATAL_WARNINGS=OFF

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

# ICU: only the common library's character properties (u_isalnum, u_charType, ...), which it carries compiled in;
# the data library is ICU's stub, since nothing here needs locale data.
icu=$(fetch icu)
echo "web_deps: building icu (common)" >&2
mkdir -p "$WORK/icu"
cat >"$WORK/icu/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.20)
project(icu_common CXX C)
file(GLOB common_sources "$icu/source/common/*.cpp")
add_library(icuuc STATIC \${common_sources} "$icu/source/stubdata/stubdata.cpp")
target_include_directories(icuuc PRIVATE "$icu/source/common")
target_compile_definitions(icuuc PRIVATE U_COMMON_IMPLEMENTATION U_STATIC_IMPLEMENTATION U_ATTRIBUTE_DEPRECATED=
  UCONFIG_NO_FILE_IO=0 U_DISABLE_RENAMING=0)
set_target_properties(icuuc PROPERTIES CXX_STANDARD 17)
install(TARGETS icuuc ARCHIVE DESTINATION lib)
EOF
cmake_build "$WORK/icu" icu
mkdir -p "$PREFIX/include/unicode"
cp "$icu"/source/common/unicode/*.h "$PREFIX/include/unicode/"

# Dear ImGui: its core and the SDL2 and SDL_Renderer backends, from the same release the desktop build uses.
im=$(fetch imgui)
echo "web_deps: building imgui" >&2
mkdir -p "$WORK/imgui" "$PREFIX/include/imgui/backends"
cat >"$WORK/imgui/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.20)
project(imgui CXX)
find_package(PkgConfig REQUIRED)
pkg_check_modules(SDL2 REQUIRED sdl2)
add_library(imgui STATIC "$im/imgui.cpp" "$im/imgui_draw.cpp" "$im/imgui_tables.cpp" "$im/imgui_widgets.cpp"
  "$im/imgui_demo.cpp" "$im/backends/imgui_impl_sdl.cpp" "$im/backends/imgui_impl_sdlrenderer.cpp")
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
