#!/bin/bash
# Start-up and rest figures of the game (issue 16), printed; nothing is asserted.
#   bench/startup/bench_startup.sh BUILD_DIR [IDLE_SECONDS=20]
# 1. the strategy analysis per preset: CPU time, and computed against read from the analysis cache;
# 2. the game at rest on the title and at the table: headless (dummy driver), and under a virtual X server
#    when xvfb-run is installed (apt-get install xvfb);
# 3. the first frame at 1920x1080: warm (five runs) and cold (the page cache dropped before each of three runs,
#    which needs root and a writable /proc/sys/vm/drop_caches; said so when it cannot be done).
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

first_frame() { "$bench/bench_frame" 1 | awk '/first frame/ {print $3}'; }
summary() { sort -n | awk '{v[NR]=$1} END {printf "best %.1f ms, median %.1f ms (%d runs)\n", v[1], v[int((NR+1)/2)], NR}'; }

echo
echo "== first frame, 1920x1080, software renderer (target: warm < 200 ms, cold < 400 ms)"
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
