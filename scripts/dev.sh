#!/usr/bin/env bash
# One entry point for a fresh Debian machine:
#   bash scripts/dev.sh play   installs what is missing, builds, starts the game
#   bash scripts/dev.sh test     installs what is missing, builds with warnings as errors, runs every test, then
#                                builds the Debian package and checks it unpacked (tests/install/package_check.sh),
#                                then runs every fuzz target briefly;
#                                and the browser build's tests (scripts/web_test.sh; BJT_CI_WEB=0 leaves them out)
#   bash scripts/dev.sh package  installs what is missing and builds the Debian package into build/package/
#   bash scripts/dev.sh fuzz [SECONDS]  builds the libFuzzer targets and runs each SECONDS (default 30)
#   bash scripts/dev.sh deps     only installs the Debian packages
#   bash scripts/dev.sh web      builds the browser version into build/web/ (static files; scripts/web_build.sh)
#   bash scripts/dev.sh web-serve [PORT]  serves build/web/ on http://127.0.0.1:PORT/ (default 8080) to play it
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(
  build-essential cmake ninja-build pkg-config git
  libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev
  libimgui-dev libyaml-cpp-dev catch2 libsqlite3-dev fonts-dejavu-core
  libicu-dev libxml2-dev clang-format libcurl4-openssl-dev libssl-dev nlohmann-json3-dev clang libclang-rt-dev
  desktop-file-utils appstream librsvg2-bin
  libspeechd-dev libsystemd-dev speech-dispatcher speech-dispatcher-espeak-ng espeak-ng sox
)
# Building and checking the Debian package (package, test).
PACKAGING=(debhelper dpkg-dev lintian binutils file)
# The fullscreen test on a real X server (test): a virtual X server, real input, a capture of the screen and its
# conversion, the window's geometry, and a small window manager to test with one too.
X11_TESTING=(xvfb xdotool x11-apps x11-utils netpbm openbox)

install_deps() {
  local missing=()
  for p in "${PACKAGES[@]}" "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing Debian packages: ${missing[*]}"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "need root or sudo to install: ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

jobs() { nproc 2>/dev/null || echo 2; }

# Copies the tree's files (tracked, and new ones git does not ignore) into $1, without build/ or .git.
copy_tree() {
  mkdir -p "$1"
  if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git ls-files -z --cached --others --exclude-standard |
      while IFS= read -r -d '' f; do if [ -e "$f" ]; then printf '%s\0' "$f"; fi; done |
      tar --null -T - -cf - | tar -xf - -C "$1"
  else
    tar --exclude=./build -cf - . | tar -xf - -C "$1"
  fi
}

# dpkg-buildpackage writes inside and beside the tree it builds, so it builds a copy in a temporary folder,
# which is deleted afterwards; the source tree is left as it was. The packages (the game and its debug
# symbols) and lintian's report go to build/package/. DEB_BUILD_OPTIONS defaults to "nocheck parallel=N":
# the tests are `test`'s work (set DEB_BUILD_OPTIONS=parallel=N to run them inside the package build too).
package() {
  local out=build/package scratch
  scratch=$(mktemp -d "${TMPDIR:-/tmp}/bjt-package.XXXXXX")
  copy_tree "$scratch/blackjack-trivia"
  if [ -d ../shared ]; then cp -a ../shared "$scratch/shared"; fi  # the rule documents the tests read
  if ! (cd "$scratch/blackjack-trivia" &&
        DEB_BUILD_OPTIONS="${DEB_BUILD_OPTIONS:-nocheck parallel=$(jobs)}" dpkg-buildpackage -b -us -uc); then
    rm -rf "$scratch"
    echo "dpkg-buildpackage failed" >&2
    exit 1
  fi
  rm -rf "$out"
  mkdir -p "$out"
  mv "$scratch"/*.deb "$out"/
  rm -rf "$scratch"
  echo "lintian:"
  lintian --info --fail-on error "$out"/blackjack-trivia_*.deb | tee "$out/lintian.txt"
  echo "Built: $(ls "$out"/blackjack-trivia_*.deb) (install it with: sudo apt install ./$out/blackjack-trivia_*.deb)"
}

case "${1:-}" in
  deps)
    install_deps
    ;;
  play)
    install_deps
    cmake --preset release
    cmake --build --preset release -j "$(jobs)"
    shift
    if [ -x build/release/game/blackjack-trivia ]; then
      exec build/release/game/blackjack-trivia "$@"
    else
      exec build/release/tools/bjt --help
    fi
    ;;
  test)
    install_deps "${PACKAGING[@]}" "${X11_TESTING[@]}"
    cmake --preset ci
    cmake --build --preset ci -j "$(jobs)"
    ctest --preset ci -j "$(jobs)"
    # The package, built from a copy that is gone by the time its programs run unpacked.
    DEB_BUILD_OPTIONS="nocheck parallel=$(jobs)" package
    bash tests/install/package_check.sh build/package/blackjack-trivia_*_"$(dpkg --print-architecture)".deb
    # Every fuzz target briefly (seeds and kept crashes first), so a crash found once stays found.
    bash scripts/fuzz.sh "${BJT_CI_FUZZ_SECONDS:-30}"
    # A short monkey soak of every preset under ASan + UBSan (ctest's soaks run the release build).
    bash scripts/asan_soak.sh "${BJT_CI_SOAK_FRAMES:-1500}"
    # The browser build and its tests in headless Chromium (README.md, the browser build, says what a fresh machine
    # spends on them); BJT_CI_WEB=0 leaves them out.
    if [ "${BJT_CI_WEB:-1}" != 0 ]; then bash scripts/web_test.sh; fi
    ;;
  web)
    bash scripts/web_build.sh
    ;;
  web-serve)
    [ -e build/web/index.html ] || bash scripts/web_build.sh
    exec node tests/web/server.mjs build/web "${2:-8080}"
    ;;
  soak)
    install_deps
    bash scripts/asan_soak.sh "${2:-1500}"
    ;;
  package)
    install_deps "${PACKAGING[@]}"
    package
    ;;
  fuzz)
    install_deps
    bash scripts/fuzz.sh "${2:-30}"
    ;;
  *)
    echo "usage: bash scripts/dev.sh play|test|package|fuzz [SECONDS]|soak [FRAMES]|deps|web|web-serve [PORT]" >&2
    exit 2
    ;;
esac
