#!/usr/bin/env bash
# The monkey soak under AddressSanitizer + UndefinedBehaviorSanitizer: builds the game with the CMake preset
# `debug` and plays FRAMES frames (default 1500) of random input on each shipped preset, each from its own seed
# and in its own temporary data folder, with the game's invariants checked after every frame
# (tests/game/monkey_soak.sh, docs/game-scripts.md). ctest's soaks run the release build; this one catches
# memory errors and undefined behaviour the release build would not show. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
frames="${1:-1500}"
cmake --preset debug >/dev/null
cmake --build --preset debug -j "$(nproc 2>/dev/null || echo 2)" --target blackjack-trivia
export SDL_VIDEODRIVER=dummy ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
seed=101
for preset in trivia classic three-bets single-deck chartwell; do
  start=$(date +%s)
  bash tests/game/monkey_soak.sh build/debug/game/blackjack-trivia "$preset" "$seed" "$frames"
  echo "asan soak: $preset, seed $seed, $frames frames, $(( $(date +%s) - start ))s"
  seed=$((seed + 1))
done
