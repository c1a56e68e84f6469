#!/usr/bin/env bash
# Records `bjt simulate --json` for a fixed set of presets, seeds and thread counts, without the two timing fields
# (hands_per_second, seconds), into one file; or compares a new recording with an earlier one byte for byte.
# A change to the simulator or the Table must leave every one of these results exactly as it was.
#   bench/sim/simulate_outputs.sh record BJT OUT      # e.g. from a build of the base commit
#   bench/sim/simulate_outputs.sh compare BJT EARLIER
set -euo pipefail
mode=${1:?record|compare}
bjt=${2:?path to bjt}
file=${3:?output or reference file}
here=$(cd "$(dirname "$0")" && pwd)
source "$here/rule_set.sh"
rounds=${BJT_SIM_ROUNDS:-300000}

run() {  # one simulation, labelled, timing fields removed
    echo "== $*"
    "$bjt" simulate --json --hands "$rounds" "$@" | grep -v -e '"hands_per_second"' -e '"seconds"'
}

record() {
    for threads in 1 2 3; do
        for seed in 1 7 123456789; do
            run "${BJT_ISSUE16_SETS[@]}" --seed "$seed" --threads "$threads"
            run "${BJT_ISSUE16_SETS[@]}" --set shuffle=every-round --seed "$seed" --threads "$threads"
            for preset in classic single-deck chartwell; do
                run --preset "$preset" --seed "$seed" --threads "$threads"
            done
            run --preset trivia --seed "$seed" --threads "$threads"
            run --preset trivia --accuracy 0.6 --difficulty hard --seed "$seed" --threads "$threads"
            # Early surrender, resplit and hit split aces, no peek, even money standard, H17: rarer paths.
            run --preset trivia --set surrender=early --set split_aces=true --set max_hands=4 --set resplit_aces=true \
                --set hit_split_aces=true --set even_money=standard --set dealer_stands_on=hard-17 --set trivia=false \
                --set double_after_split=true --seed "$seed" --threads "$threads"
            run --preset trivia --set insurance=false --set even_money=none --set peek=false --set decks=1 \
                --set shuffle=every-round --set trivia=false --seed "$seed" --threads "$threads"
        done
    done
}

case "$mode" in
    record) record >"$file" ;;
    compare)
        new=$(mktemp)
        trap 'rm -f "$new"' EXIT
        record >"$new"
        if cmp -s "$new" "$file"; then
            echo "simulate outputs: identical ($(grep -c '^==' "$file") runs)"
        else
            diff "$file" "$new" | head -40
            echo "simulate outputs: DIFFERENT" >&2
            exit 1
        fi
        ;;
    *) echo "usage: $0 record|compare BJT FILE" >&2; exit 2 ;;
esac
