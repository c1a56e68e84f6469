#!/bin/bash
# Start-up and rest figures of the game (issue 16), printed; nothing is asserted.
#   bench/startup/bench_startup.sh BUILD_DIR [IDLE_SECONDS=20]
# 1. the strategy analysis per preset: CPU time, and computed against read from the analysis cache;
# 2. the game at rest on the title and at the table: headless (dummy driver), and under a virtual X server
#    when xvfb-run is installed (apt-get install xvfb);
# 3. the first frame of the title at 1920x1080 as a player starts the game (bench_first_frame, no script: the
#    question bank loads on its thread meanwhile): warm (five runs) and cold (the page cache dropped before each of
#    three runs, which needs root and a writable /proc/sys/vm/drop_caches; said so when it cannot be done). Then
#    bench_frame's figure (scripted, so it also waits for the question bank), the one earlier READMEs quote.
set -u
build=${1:?usage: bench_startup.sh BUILD_DIR [IDLE_SECONDS]}
secs=${2:-20}
bench=$build/bench

echo "== strategy analysis"
"$bench/bench_strategy" 0
"$bench/bench_analysis_cache"

echo
echo "== the game at rest, ${secs} s each"
"$bench/bench_idle" title "$secs"
"$bench/bench_idle" table "$secs"
if command -v xvfb-run > /dev/null; then
    xvfb-run -a -s "-screen 0 1920x1080x24" "$bench/bench_idle" title "$secs" --display
    xvfb-run -a -s "-screen 0 1920x1080x24" "$bench/bench_idle" table "$secs" --display
else
    echo "bench_idle under a virtual X server: xvfb-run not installed (apt-get install xvfb)"
fi

# bench_first_frame prints "first frame WALL ms wall; process CPU to then CPU ms (all threads)".
first_frame() { "$bench/bench_first_frame" | awk '{print $3, $10}'; }
# Best and median of one column of numbers.
best_median() { sort -n | awk '{v[NR]=$1} END {printf "best %.1f ms, median %.1f ms", v[1], v[int((NR+1)/2)]}'; }
summary() {
    local runs
    runs=$(cat)
    echo "wall $(cut -d' ' -f1 <<< "$runs" | best_median); CPU, all threads, $(cut -d' ' -f2 <<< "$runs" | best_median)" \
        "($(wc -l <<< "$runs") runs)"
}

echo
echo "== first frame of the title, 1920x1080, software renderer, no script (target: warm < 200 ms, cold < 400 ms)"
first_frame > /dev/null  # fills the page cache
printf "warm: "
for _ in 1 2 3 4 5; do first_frame; done | summary
if sync && echo 3 2> /dev/null > /proc/sys/vm/drop_caches; then
    printf "cold: "
    for _ in 1 2 3; do
        sync && echo 3 > /proc/sys/vm/drop_caches
        first_frame
    done | summary
else
    echo "cold: not measured (dropping the page cache needs root and a writable /proc/sys/vm/drop_caches)"
fi
echo
"$bench/bench_frame" 60 | grep -E "first frame|draw only"
