#!/usr/bin/env bash
# Simulation speed for the rule set of issue 16 (bench/sim/rule_set.sh): rounds per second on 1 thread, on 2 threads,
# and as 2 separate single-threaded processes started together (their summed rate), plus instructions per round
# counted by callgrind where valgrind is installed ("not available" otherwise). Prints figures; asserts nothing.
# Then bench_events (built beside bjt, in ../bench/) prints events off against events on, with instructions for each.
#   bench/sim/bench_simulate.sh [BJT] [ROUNDS]      defaults: build/release/tools/bjt, 40000000
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bjt=${1:-$here/../../build/release/tools/bjt}
rounds=${2:-40000000}
source "$here/rule_set.sh"

field() {  # field NAME < json: the number after "NAME":
    sed -n "s/^  \"$1\": \([0-9.e+-]*\),\{0,1\}$/\1/p"
}
simulate() {  # simulate THREADS ROUNDS SEED: the JSON of one run
    "$bjt" simulate "${BJT_ISSUE16_SETS[@]}" --json --threads "$1" --hands "$2" --seed "$3"
}

echo "bjt simulate, issue-16 rule set (6 decks, S17, DAS, double any two, split to 4, no surrender, 3:2, cut 75%)"
echo "  $(printf '%q ' "${BJT_ISSUE16_SETS[@]}")"
one=$(simulate 1 "$rounds" 1 | field hands_per_second)
two=$(simulate 2 "$rounds" 1 | field hands_per_second)
a=$(mktemp) b=$(mktemp)
trap 'rm -f "$a" "$b"' EXIT
simulate 1 "$rounds" 1 >"$a" &
simulate 1 "$rounds" 2 >"$b" &
wait
sa=$(field seconds <"$a") sb=$(field seconds <"$b")
# Each process's own rate, summed: the hot loops run side by side (the analysis before them is not timed).
procs=$(awk -v n="$rounds" -v x="$sa" -v y="$sb" 'BEGIN { printf "%.0f", n / x + n / y }')
printf '%-34s %14.0f rounds/s\n' "1 thread" "$one" "2 threads" "$two" "2 processes x 1 thread (summed)" "$procs"
awk -v t="$two" -v p="$procs" 'BEGIN { printf "2 threads / 2 processes: %.3f\n", t / p }'

if command -v valgrind >/dev/null 2>&1; then
    n=200000
    cg=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$cg" --toggle-collect='*run_thread*' \
        "$bjt" simulate "${BJT_ISSUE16_SETS[@]}" --threads 1 --hands "$n" >/dev/null 2>"$cg.log"
    ir=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$cg.log")
    awk -v ir="$ir" -v n="$n" 'BEGIN { printf "instructions per round (callgrind, %d rounds, 1 thread): %.0f\n", n, ir / n }'
    rm -f "$cg" "$cg.log"
else
    echo "instructions per round: not available (valgrind not installed; no hardware counters read here)"
fi

events=$(dirname "$bjt")/../bench/bench_events
if [ ! -x "$events" ]; then
    echo "events off / on: not measured ($events not built)"
    exit 0
fi
sets=()  # KEY=VALUE pairs of the rule set, as bench_events takes them
for ((i = 2; i < ${#BJT_ISSUE16_SETS[@]}; i += 2)); do sets+=("${BJT_ISSUE16_SETS[i + 1]}"); done
"$events" trivia "$((rounds / 4))" "${sets[@]}"
if command -v valgrind >/dev/null 2>&1; then
    for fn in play_events_off play_events_on; do
        n=100000
        valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect="*$fn*" \
            "$events" trivia "$n" "${sets[@]}" 2>&1 >/dev/null |
            sed -n 's/.*Collected : \([0-9]*\).*/\1/p' |
            awk -v n="$n" -v f="$fn" '{ printf "instructions per round, %s (callgrind): %.0f\n", f, $1 / n }'
    done
fi
