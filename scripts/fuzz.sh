#!/usr/bin/env bash
# Builds the libFuzzer targets (CMake preset `fuzz`: clang, ASan + UBSan) and runs each for SECONDS
# (default 30), one at a time. Every run first replays the seeds and every input kept under
# tests/fuzz/regressions/TARGET/ (inputs that once crashed), so a crash found once stays found.
# Prints libFuzzer's figures (executions, cov, ft) per target; exits non-zero on the first failure,
# leaving the crashing input in build/fuzz/crashes/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$(nproc 2>/dev/null || echo 2)"

# target -> folders of existing inputs it starts from (read only), beside its own seeds and regressions
declare -A extra=(
  [preset_loader]="config/presets tests/presets/broken"
  [question_file]="tests/trivia/data/broken tests/trivia/data/good"
  [opentdb_import]=""
  [round_parsers]=""
  [save_open]="tests/storage/fixtures"
  [game_script]="tests/game/scripts"
  [settings_file]=""
)
mkdir -p build/fuzz/crashes
for name in preset_loader question_file opentdb_import round_parsers save_open game_script settings_file; do
  corpus="build/fuzz/corpus/$name"
  mkdir -p "$corpus"
  dirs=("$corpus" "tests/fuzz/seeds/$name")
  [ -d "tests/fuzz/regressions/$name" ] && dirs+=("tests/fuzz/regressions/$name")
  for d in ${extra[$name]}; do dirs+=("$d"); done
  echo "== fuzz_$name for ${seconds}s"
  start=$(date +%s)
  if ! "build/fuzz/tests/fuzz/fuzz_$name" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      -max_len=65536 -print_final_stats=1 -artifact_prefix="build/fuzz/crashes/$name-" "${dirs[@]}" \
      > "build/fuzz/$name.log" 2>&1; then
    tail -40 "build/fuzz/$name.log"
    echo "fuzz_$name FAILED; the input is in build/fuzz/crashes/ (keep it in tests/fuzz/regressions/$name/)" >&2
    exit 1
  fi
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "build/fuzz/$name.log" | grep -o '[0-9]*$' || echo '?')
  last=$(grep -E '^#[0-9]+' "build/fuzz/$name.log" | tail -1 | grep -oE 'cov: [0-9]+ ft: [0-9]+' || echo 'cov ? ft ?')
  echo "fuzz_$name: $runs executions, $last, $(( $(date +%s) - start ))s"
done
