#!/usr/bin/env bash
# Simulation speed for the rule set of issue 16 (bench/sim/rule_set.sh): rounds per second on 1 thread, on 2 threads,
# and as 2 separate single-threaded processes started together (their summed rate), each taken REPEATS times with the
# best and the median printed (the machine is shared: one run says little); then instructions per round, counted by
# the hardware (perf stat) where the machine allows it, else by callgrind where valgrind is installed, saying which;
# then events off against events on (bench_events, built beside bjt in ../bench/), which plays its rounds through
# bjt::Table where bjt simulate plays them through FastRoundPlayer (README, "Strategy and house edge"). Prints
# figures; asserts nothing.
#   bench/sim/bench_simulate.sh [BJT] [ROUNDS] [REPEATS]      defaults: build/release/tools/bjt, 40000000, 3
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bjt=${1:-$here/../../build/release/tools/bjt}
rounds=${2:-40000000}
repeats=${3:-3}
source "$here/rule_set.sh"

field() {  # field NAME < json: the number after "NAME":
    sed -n "s/^  \"$1\": \([0-9.e+-]*\),\{0,1\}$/\1/p"
}
simulate() {  # simulate THREADS ROUNDS SEED: the JSON of one run
    "$bjt" simulate "${BJT_ISSUE16_SETS[@]}" --json --threads "$1" --hands "$2" --seed "$3"
}
best_and_median() {  # numbers on stdin -> "best B, median M (of N)"
    sort -g | awk '{ v[NR] = $1 } END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
                                        printf "best %12.0f  median %12.0f rounds/s  (%d runs)", v[NR], m, NR }'
}

echo "bjt simulate, issue-16 rule set (6 decks, S17, DAS, double any two, split to 4, no surrender, 3:2, cut 75%)"
echo "  $(printf '%q ' "${BJT_ISSUE16_SETS[@]}")"
a=$(mktemp) b=$(mktemp) ones=$(mktemp) twos=$(mktemp) procs=$(mktemp) cpu=$(mktemp)
trap 'rm -f "$a" "$b" "$ones" "$twos" "$procs" "$cpu" "$cpu.t"' EXIT
for ((r = 0; r < repeats; ++r)); do
    # The 1-thread run also by the CPU time it used (start-up included), which other work on the machine disturbs
    # less than the wall clock.
    TIMEFORMAT=%U
    { time simulate 1 "$rounds" 1 >"$a"; } 2>"$cpu.t"
    field hands_per_second <"$a" >>"$ones"
    awk -v n="$rounds" '{ printf "%.0f\n", n / $1 }' "$cpu.t" >>"$cpu"
    simulate 2 "$rounds" 1 | field hands_per_second >>"$twos"
    simulate 1 "$rounds" 1 >"$a" &
    simulate 1 "$rounds" 2 >"$b" &
    wait
    # Each process's own rate, summed: the hot loops run side by side (the analysis before them is not timed).
    awk -v n="$rounds" -v x="$(field seconds <"$a")" -v y="$(field seconds <"$b")" \
        'BEGIN { printf "%.0f\n", n / x + n / y }' >>"$procs"
done
printf '%-34s %s\n' "1 thread" "$(best_and_median <"$ones")" "1 thread, per CPU-second" "$(best_and_median <"$cpu")" \
    "2 threads" "$(best_and_median <"$twos")" \
    "2 processes x 1 thread (summed)" "$(best_and_median <"$procs")"
awk -v t="$(sort -g "$twos" | tail -1)" -v p="$(sort -g "$procs" | tail -1)" \
    'BEGIN { printf "2 threads / 2 processes (best of each): %.3f\n", t / p }'

# Instructions per round: the difference between a long and a short run, so the start-up (preset, strategy) drops out.
count_perf() {  # count_perf ROUNDS: user-space instructions of one 1-thread run, or nothing when not counted
    perf stat -x, -e instructions:u "$bjt" simulate "${BJT_ISSUE16_SETS[@]}" --threads 1 --hands "$1" 2>&1 >/dev/null |
        awk -F, '$3 ~ /^instructions/ && $1 ~ /^[0-9]+$/ { print $1 }'
}
long=2000000 short=1000
if command -v perf >/dev/null 2>&1 && [ -n "$(count_perf "$short")" ]; then
    awk -v l="$(count_perf "$long")" -v s="$(count_perf "$short")" -v n="$((long - short))" \
        'BEGIN { printf "instructions per round (perf stat, hardware counter, 1 thread): %.0f\n", (l - s) / n }'
elif command -v valgrind >/dev/null 2>&1; then
    echo "instructions per round: no hardware counter here (perf stat: not supported), counted by callgrind instead"
    n=200000
    cg=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$cg" --toggle-collect='*run_thread*' \
        "$bjt" simulate "${BJT_ISSUE16_SETS[@]}" --threads 1 --hands "$n" >/dev/null 2>"$cg.log"
    ir=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$cg.log")
    awk -v ir="$ir" -v n="$n" 'BEGIN { printf "instructions per round (callgrind, %d rounds, 1 thread): %.0f\n", n, ir / n }'
    rm -f "$cg" "$cg.log"
else
    echo "instructions per round: not available (no hardware counter for perf stat, valgrind not installed)"
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
