#!/usr/bin/env bash
# One entry point for a fresh Debian machine:
#   bash scripts/dev.sh play   installs what is missing, builds, starts the game
#   bash scripts/dev.sh test   installs what is missing, builds with warnings as errors, runs every test
#   bash scripts/dev.sh deps   only installs the Debian packages
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(
  build-essential cmake ninja-build pkg-config git
  libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev
  libimgui-dev libyaml-cpp-dev catch2 libsqlite3-dev fonts-dejavu-core
  libicu-dev libxml2-dev clang-format libssl-dev
)

install_deps() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
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
    install_deps
    cmake --preset ci
    cmake --build --preset ci -j "$(jobs)"
    ctest --preset ci -j "$(jobs)"
    ;;
  *)
    echo "usage: bash scripts/dev.sh play|test|deps" >&2
    exit 2
    ;;
esac
