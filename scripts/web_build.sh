#!/usr/bin/env bash
# The web build: build/web/ holds static files any static host serves as they are, with no special headers
# (index.html, page.js, blackjack-trivia.js/.wasm/.data, the service worker, the manifest and the icons).
#   bash scripts/web_build.sh     (bash scripts/dev.sh web runs it)
# The libraries come from scripts/web_deps.sh (Debian's source packages, built once and kept in build/web-deps/);
# the game is compiled with Debian's emscripten in build/web-cmake/, which a later run reuses.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs  # emcc's JavaScript tools need Debian's node-acorn
export EMCC_SKIP_SANITY_CHECK=1
JOBS=${BJT_WEB_JOBS:-2}

# What the folder's files are made with besides the libraries (scripts/web_deps.sh installs the compiler): the
# icons (rsvg-convert) and the fonts in the data file (Debian's DejaVu).
need=()
for p in librsvg2-bin fonts-dejavu-core; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
deps=$(bash scripts/web_deps.sh | tail -1)
# SDL2_ttf, SDL2_mixer and SDL2_image install CMake files but no pkg-config files from a static CMake build; the
# game finds them through pkg-config, as on Debian, so these say where they are (static: their own libraries too).
pc=build/web-pkgconfig
mkdir -p "$pc"
for lib in SDL2_ttf:freetype SDL2_mixer: SDL2_image:; do
  name=${lib%%:*} extra=${lib#*:}
  cat >"$pc/$name.pc" <<EOF
prefix=$deps
Name: $name
Description: $name built by scripts/web_deps.sh
Version: 2
Requires: sdl2
Libs: -L\${prefix}/lib -l$name${extra:+ -l$extra}
Cflags: -I\${prefix}/include/SDL2
EOF
done
export PKG_CONFIG_LIBDIR=$deps/lib/pkgconfig:$PWD/$pc PKG_CONFIG_PATH=$deps/lib/pkgconfig:$PWD/$pc

out=build/web
cm=build/web-cmake
if [ ! -e "$cm/build.ninja" ] || [ "$(cat "$cm/.deps" 2>/dev/null)" != "$deps" ]; then
  rm -rf "$cm"
  emcmake cmake -S . -B "$cm" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF -DBJT_BUILD_BENCH=OFF \
    -DBJT_WERROR=OFF -DCMAKE_PREFIX_PATH="$deps" -DCMAKE_FIND_ROOT_PATH="$deps" -DICU_ROOT="$deps" \
    -DBJT_FONT_DIR=/blackjack-trivia/fonts -DCMAKE_CXX_FLAGS="-fexceptions" -DCMAKE_C_FLAGS="-fexceptions" \
    -DCMAKE_EXE_LINKER_FLAGS="-fexceptions" >"$cm.configure.log" 2>&1 ||
    { tail -40 "$cm.configure.log" >&2; exit 1; }
  echo "$deps" >"$cm/.deps"
fi
cmake --build "$cm" -j "$JOBS" --target blackjack-trivia

rm -rf "$out"
mkdir -p "$out"
cp "$cm"/game/blackjack-trivia.js "$cm"/game/blackjack-trivia.wasm "$cm"/game/blackjack-trivia.data "$out"/
cp web/index.html web/manifest.webmanifest "$out"/
cp assets/desktop/blackjack-trivia.svg "$out"/icon.svg
for size in 192 512; do
  rsvg-convert -w "$size" -h "$size" assets/desktop/blackjack-trivia.svg -o "$out/icon-$size.png"
done
wasm_bytes=$(stat -c %s "$out/blackjack-trivia.wasm")
data_bytes=$(stat -c %s "$out/blackjack-trivia.data")
sed -e "s/@WASM_BYTES@/$wasm_bytes/" -e "s/@DATA_BYTES@/$data_bytes/" web/page.js >"$out/page.js"
# The service worker's cache: every file of the folder, under a version made of their contents.
files=$(cd "$out" && ls | sort)
version=$(cd "$out" && cat $files | sha256sum | cut -c1-16)
list="\"./\""
for f in $files; do list+=", \"$f\""; done
sed -e "s/@VERSION@/$version/" -e "s|@FILES@|$list|" web/sw.js >"$out/sw.js"

total=0
for f in "$out"/*; do total=$((total + $(gzip -9 -c "$f" | wc -c))); done
echo "web build: $out ($(du -sh "$out" | cut -f1) on disk, $((total / 1024)) KiB gzipped; version $version)"
