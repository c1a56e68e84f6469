#!/usr/bin/env bash
# A short monkey soak (blackjack-trivia --monkey, docs/game-scripts.md) of one preset in a fresh data folder,
# removed afterwards: random input for FRAMES frames with money, the save's journal and stuck scenes checked after
# every frame. A small window keeps the software renderer quick. On a failure the game prints what broke, the
# seed, the frame and the last moves; replay them with BJT_MONKEY_LOG=1 and the same command.
# Usage: monkey_soak.sh GAME PRESET SEED FRAMES
set -euo pipefail
[ $# -eq 4 ] || { echo "usage: $0 GAME PRESET SEED FRAMES" >&2; exit 2; }
game=$1 preset=$2 seed=$3 frames=$4
data=$(mktemp -d "${TMPDIR:-/tmp}/bjt-monkey-XXXXXX")
trap 'rm -rf "$data"' EXIT
echo "$game --monkey $seed --frames $frames --preset $preset --window 480x270 --data-dir (a temporary folder)"
"$game" --monkey "$seed" --frames "$frames" --preset "$preset" --window 480x270 --data-dir "$data"
