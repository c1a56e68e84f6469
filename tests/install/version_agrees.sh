#!/usr/bin/env bash
# The version is set once, in project(VERSION) of CMakeLists.txt; everything that repeats it must agree:
# debian/changelog (upstream part of the newest entry), the AppStream metainfo (newest release),
# `bjt --version` and `blackjack-trivia --version` (skipped when the game is not built: pass "").
# usage: version_agrees.sh VERSION SOURCE_DIR METAINFO BJT [GAME]
set -euo pipefail
[ $# -ge 4 ] || { echo "usage: $0 VERSION SOURCE_DIR METAINFO BJT [GAME]" >&2; exit 2; }
version=$1 source_dir=$2 metainfo=$3 bjt=$4 game=${5:-}
failures=0
agree() {  # WHERE FOUND
    if [ "$2" = "$version" ]; then
        echo "$1: $2"
    else
        echo "$1 says '$2', CMakeLists.txt project(VERSION) says '$version'" >&2
        failures=$((failures + 1))
    fi
}
# "blackjack-trivia (0.1.0-1) unstable; urgency=medium": the upstream version is before the last '-'.
changelog_version=$(sed -n '1s/^blackjack-trivia (\([^)]*\)).*/\1/p' "$source_dir/debian/changelog")
agree "debian/changelog" "${changelog_version%-*}"
# Releases are listed newest first.
agree "$(basename "$metainfo")" "$(grep -o '<release [^>]*version="[^"]*"' "$metainfo" | head -1 | sed 's/.*version="\([^"]*\)"/\1/')"
agree "bjt --version" "$("$bjt" --version | sed -n 's/^bjt //p')"
if [ -n "$game" ]; then
    agree "blackjack-trivia --version" "$("$game" --version | sed -n 's/^blackjack-trivia //p')"
fi
[ $failures -eq 0 ]
